import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answers, answersFile, Empty, IdParams } from '../../../src/shared/contracts/common';
import {
  AccessPoint,
  AccessPointBody,
  AccessPointDetail,
  AccessPointPage,
  AccessPointQuery,
  AccessPointStatusBody,
  AccessPointWithKey,
  AccountLimits,
  AccountLimitsBody,
  ApiCallFilter,
  ApiCallPage,
  ApiCallQuery,
  ApiCallRecent,
  ApiCallStats,
} from '../../../src/shared/contracts/inference';
import { CACHED_READ } from '../../plugins/read-cache';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { accountLimitsView, saveAccountLimits } from './account-limits';
import { callsCsv, filterOf, pageCalls } from './call-log';
import { callStats, recentCalls } from './call-stats';
import { asAttachment, CSV_TYPE } from '../../lib/attachment';

/** 接入点 and API 调用日志 in the workbench: the caller's own keys and calls only. */
const inferenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const guard = { preHandler: app.requireAuth };
  const tags = ['accessPoint'];
  const points = app.accessPoints;

  app.get('/v1/accessPoint/page', { ...CACHED_READ, ...guard, schema: { tags, summary: '我的接入点', querystring: AccessPointQuery, response: answers(AccessPointPage) } }, async (request) =>
    ok(await points.page(caller(request).userId, request.query)),
  );

  app.get(
    '/v1/accessPoint/detail/:id',
    { ...guard, schema: { tags, summary: '接入点详情：限额、今日与本月用量、剩余免费张数', params: IdParams, response: answers(AccessPointDetail) } },
    async (request) => ok(await points.detail(caller(request).userId, request.params.id)),
  );

  app.post(
    '/v1/accessPoint/add',
    { ...guard, schema: { tags, summary: '新建接入点（API 密钥仅在此应答中完整出现一次）', body: AccessPointBody, response: answers(AccessPointWithKey) } },
    async (request) => ok(await points.create(caller(request).userId, request.body), '接入点已创建，请立即复制并妥善保存 API 密钥'),
  );

  app.patch(
    '/v1/accessPoint/update/:id',
    { ...guard, schema: { tags, summary: '修改接入点的名称、有效期、IP 段与限额', params: IdParams, body: AccessPointBody, response: answers(AccessPoint) } },
    async (request) => ok(await points.update(caller(request).userId, request.params.id, request.body)),
  );

  app.post(
    '/v1/accessPoint/rotate/:id',
    { ...guard, schema: { tags, summary: '轮换 API 密钥：旧密钥立即失效，新密钥仅出现一次', params: IdParams, response: answers(AccessPointWithKey) } },
    async (request) => ok(await points.rotate(caller(request).userId, request.params.id), '密钥已轮换，旧密钥已失效'),
  );

  app.post(
    '/v1/accessPoint/status/:id',
    { ...guard, schema: { tags, summary: '启用或停用接入点', params: IdParams, body: AccessPointStatusBody, response: answers(AccessPoint) } },
    async (request) => ok(await points.setStatus(caller(request).userId, request.params.id, request.body.status)),
  );

  app.delete('/v1/accessPoint/delete/:id', { ...guard, schema: { tags, summary: '删除接入点（其调用日志保留）', params: IdParams, response: answers(Empty) } }, async (request) => {
    await points.remove(caller(request).userId, request.params.id);
    return ok(null, '接入点已删除');
  });

  app.get(
    '/v1/accessPoint/accountLimits',
    { ...guard, schema: { tags, summary: '账户限额（所有接入点合计）及最近 60 秒、今日与本期用量', response: answers(AccountLimits) } },
    async (request) => ok(await accountLimitsView(app.db, app.clock, caller(request).userId)),
  );

  app.put(
    '/v1/accessPoint/accountLimits',
    { ...guard, schema: { tags, summary: '设置账户限额：每分钟请求数、每日张数、消费上限（留空为不限）', body: AccountLimitsBody, response: answers(AccountLimits) } },
    async (request) => ok(await saveAccountLimits(app.db, app.clock, caller(request).userId, request.body), '账户限额已保存'),
  );

  app.get('/v1/apiCall/page', { ...CACHED_READ, ...guard, schema: { tags, summary: 'API 调用日志', querystring: ApiCallQuery, response: answers(ApiCallPage) } }, async (request) =>
    ok(await pageCalls(app.db, filterOf(caller(request).userId, request.query), request.query)),
  );

  app.get(
    '/v1/apiCall/stats',
    { ...guard, schema: { tags, summary: 'API 调用图表：按小时（近 24 小时）与按日（近 30 天）的调用、错误与花费', querystring: ApiCallFilter, response: answers(ApiCallStats) } },
    async (request) => ok(await callStats(app.db, app.clock, filterOf(caller(request).userId, request.query))),
  );

  app.get(
    '/v1/apiCall/recent',
    { ...guard, schema: { tags, summary: '各接入点与账户最近 60 秒的调用与用量，及其限额', response: answers(ApiCallRecent) } },
    async (request) => ok(await recentCalls(app.db, app.clock, caller(request).userId)),
  );

  app.get(
    '/v1/apiCall/export',
    { ...guard, schema: { tags, summary: '导出 API 调用日志（CSV，筛选条件下的全部调用）', querystring: ApiCallFilter, response: answersFile('API 调用日志 CSV', ['text/csv']) } },
    async (request, reply) =>
      asAttachment(reply, CSV_TYPE, `api-calls-${Date.now()}.csv`)
        .header('cache-control', 'no-store')
        .send(callsCsv(app.db, filterOf(caller(request).userId, request.query))),
  );
};

export default inferenceRoutes;
