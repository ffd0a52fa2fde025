import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answers, IdParams } from '../../../src/shared/contracts/common';
import { Budget, BudgetBody, BudgetOverview, LowBalanceBody } from '../../../src/shared/contracts/budget';
import * as API from '../../../src/shared/core/api-paths';
import { ok } from '../../lib/envelope';
import { caller } from '../../plugins/auth';
import { CACHED_READ } from '../../plugins/read-cache';
import { budgetService } from './service';

/** Budgets and the low-balance alert of /bss-overview: the caller's own only (another's id is not found). */
const budgetRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = { preHandler: app.requireAuth };
  const tags = ['costs'];
  const budgets = budgetService(app.db, app.clock);

  app.get(API.budget.list, { ...auth, ...CACHED_READ, schema: { tags, summary: '预算与提醒：我的预算、用量、已发提醒、余额提醒', response: answers(BudgetOverview) } }, async (request) =>
    ok(await budgets.overview(caller(request).userId)),
  );
  app.post(API.budget.add, { ...auth, schema: { tags, summary: '新增预算', body: BudgetBody, response: answers(Budget) } }, async (request) =>
    ok(await budgets.add(caller(request).userId, request.body), '预算已保存'),
  );
  app.patch(API.budget.update, { ...auth, schema: { tags, summary: '修改预算', params: IdParams, body: BudgetBody, response: answers(Budget) } }, async (request) =>
    ok(await budgets.update(caller(request).userId, request.params.id, request.body), '预算已保存'),
  );
  app.delete(API.budget.delete, { ...auth, schema: { tags, summary: '删除预算', params: IdParams, response: answers(z.null()) } }, async (request) =>
    ok(await budgets.remove(caller(request).userId, request.params.id), '预算已删除'),
  );
  app.post(API.budget.lowBalance, { ...auth, schema: { tags, summary: '设置余额不足提醒（null 关闭）', body: LowBalanceBody, response: answers(z.null()) } }, async (request) =>
    ok(await budgets.setLowBalance(caller(request).userId, request.body.threshold), '提醒已保存'),
  );
};

export default budgetRoutes;
