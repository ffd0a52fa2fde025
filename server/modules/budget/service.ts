import { BUDGETS_PER_USER, type BudgetBody, type BudgetOverview } from '../../../src/shared/contracts/budget';
import { Code } from '../../../src/shared/core/codes';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { BizError, notFound } from '../../lib/envelope';
import { budgetView } from './evaluate';
import { countBudgets, deleteBudget, insertBudget, listBudgets, lowBalanceOf, recentAlerts, setLowBalance, updateBudget } from './queries';

const normal = (body: BudgetBody): BudgetBody => ({ ...body, amount: fromMinor(toMinor(body.amount)) });

/** The budgets' use cases over one db and clock: the overview's budget card and its edits. */
export function budgetService(db: Db, clock: Clock) {
  return {
    async overview(userId: number): Promise<BudgetOverview> {
      const now = clock.now();
      const [rows, low, alerts] = await Promise.all([listBudgets(db, userId), lowBalanceOf(db, userId), recentAlerts(db, userId)]);
      return {
        budgets: await Promise.all(rows.map((row) => budgetView(db, now, row))),
        lowBalance: { threshold: low?.threshold ?? null, alertedAt: isoOrNull(low?.alertedAt ?? null) },
        alerts: alerts.map(({ alert, budgetName }) => ({
          id: alert.id,
          kind: alert.kind,
          budgetId: alert.budgetId,
          budgetName,
          periodKey: alert.periodKey,
          threshold: alert.threshold,
          measured: alert.measured,
          createdAt: toShanghaiIso(alert.createdAt),
        })),
      };
    },

    async add(userId: number, body: BudgetBody) {
      const row = await db.transaction(async (tx) => {
        if ((await countBudgets(tx, userId)) >= BUDGETS_PER_USER) throw new BizError(Code.ERROR, `最多设置 ${BUDGETS_PER_USER} 个预算`);
        return insertBudget(tx, userId, normal(body), clock.now());
      });
      return budgetView(db, clock.now(), row);
    },

    async update(userId: number, id: number, body: BudgetBody) {
      const row = await updateBudget(db, userId, id, normal(body), clock.now());
      if (!row) throw notFound('预算不存在');
      return budgetView(db, clock.now(), row);
    },

    async remove(userId: number, id: number) {
      if (!(await deleteBudget(db, userId, id))) throw notFound('预算不存在');
      return null;
    },

    async setLowBalance(userId: number, threshold: string | null) {
      await setLowBalance(db, userId, threshold === null ? null : fromMinor(toMinor(threshold)), clock.now());
      return null;
    },
  };
}
