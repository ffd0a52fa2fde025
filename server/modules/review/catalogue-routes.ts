import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { CatalogueQuery, RemoveFileBody } from '../../../src/shared/contracts/catalogue-admin';
import { answers, IdParams, Page } from '../../../src/shared/contracts/common';
import type { CatalogueAction } from '../../../src/shared/core/catalogue';
import type { Page as PageOf } from '../../../src/shared/core/paging';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import type { Actor } from './catalogue-lifecycle';

type App = Parameters<FastifyPluginAsyncZod>[0];

export const actorOf = (request: FastifyRequest): Actor => ({ userId: caller(request).userId, ip: request.ip });

interface CatalogueAdmin<Fields, View> {
  page: (q: z.output<typeof CatalogueQuery>) => Promise<PageOf<View>>;
  detail: (id: number) => Promise<View>;
  create: (actor: Actor, fields: Fields) => Promise<View>;
  update: (actor: Actor, id: number, fields: Fields) => Promise<View>;
  step: (actor: Actor, id: number, action: CatalogueAction) => Promise<View>;
  removeFile: (actor: Actor, id: number, fileId: number) => Promise<View>;
}

/**
 * 管理 › 内容 › 模型 / 数据集: `/v1/<name>Admin/…` — page, detail, add, update, file removal, and the
 * steps submit (to the review centre), withdraw and unpublish, each needing `content:manage`. The
 * file upload differs per kind and stays with its module.
 */
export function catalogueAdminRoutes<Fields, View>(
  app: App,
  o: { base: string; what: string; tags: string[]; fields: z.ZodType<Fields>; item: z.ZodType<View>; admin: CatalogueAdmin<Fields, View> },
) {
  const { base, what, tags, fields, item, admin } = o;
  const guard = { preHandler: app.requirePermission('content:manage') };
  const one = answers(item);
  app.get(`${base}/page`, { ...guard, schema: { tags, summary: `运营：${what}列表（全部状态）`, querystring: CatalogueQuery, response: answers(Page(item)) } }, async (request) =>
    ok(await admin.page(request.query)),
  );
  app.get(`${base}/detail/:id`, { ...guard, schema: { tags, summary: `运营：${what}详情`, params: IdParams, response: one } }, async (request) =>
    ok(await admin.detail(request.params.id)),
  );
  app.post(`${base}/add`, { ...guard, schema: { tags, summary: `运营：新建${what}（草稿）`, body: fields, response: one } }, async (request) =>
    ok(await admin.create(actorOf(request), request.body as Fields), '已保存为草稿'),
  );
  app.patch(`${base}/update/:id`, { ...guard, schema: { tags, summary: `运营：修改${what}（草稿、已驳回或已下架时）`, params: IdParams, body: fields, response: one } }, async (request) =>
    ok(await admin.update(actorOf(request), request.params.id, request.body as Fields), '已保存'),
  );
  const steps: [CatalogueAction, string, string][] = [
    ['submit', `提交${what}发布审核`, '已提交审核'],
    ['withdraw', `撤回${what}发布审核`, '已撤回审核'],
    ['unpublish', `下架${what}`, '已下架'],
  ];
  for (const [action, summary, done] of steps) {
    app.post(`${base}/${action}/:id`, { ...guard, schema: { tags, summary: `运营：${summary}`, params: IdParams, response: one } }, async (request) =>
      ok(await admin.step(actorOf(request), request.params.id, action), done),
    );
  }
  app.post(`${base}/removeFile/:id`, { ...guard, schema: { tags, summary: `运营：删除${what}文件`, params: IdParams, body: RemoveFileBody, response: one } }, async (request) =>
    ok(await admin.removeFile(actorOf(request), request.params.id, request.body.fileId), '文件已删除'),
  );
}
