import { randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { PlanBody, PlanStatus } from '../../../src/shared/contracts/supplier';
import { Code } from '../../../src/shared/core/codes';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import { toShanghaiIso } from '../../../src/shared/core/time';
import type { Db, Tx } from '../../db/client';
import type { PlanContent, PlanFile, PlanMachine } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError, paramError } from '../../lib/envelope';
import { uploadsOf } from './oss';
import { onMarket, type PlanRow } from './plan-states';
import { insertPlan, knownRegions, setPlan } from './queries';

/**
 * Writing a plan: a new draft (add), or an edit (update) of a draft, a failed or passed plan, or a
 * revision of a plan on the market while its live version keeps selling (see plan-states.ts).
 */

export type PlanInput = z.infer<typeof PlanBody>;
type Uploads = Awaited<ReturnType<typeof uploadsOf>>;

const newKey = () => randomBytes(4).toString('hex');

/** The field path of a machine, as the wizard names it. */
export const machineField = (index: number, name: string) => `machines.${index}.${name}`;

/**
 * Checks that need the database or the clock: the end date, regions, and that every file is one of
 * the supplier's own completed uploads. Answers those uploads (what was really stored).
 */
export async function checkPlan(db: Db | Tx, clock: Clock, userId: number, input: PlanInput): Promise<Uploads> {
  const today = toShanghaiIso(clock.now()).slice(0, 10);
  if (input.saleTime.endDate < today) throw paramError('saleTime.endDate', `saleTime.endDate：结束日期 ${input.saleTime.endDate} 已过去`);
  const known = await knownRegions(db, [...new Set(input.machines.map((machine) => machine.regionCode))]);
  input.machines.forEach((machine, index) => {
    if (!known.has(machine.regionCode)) throw paramError(machineField(index, 'regionCode'), `${machineField(index, 'regionCode')}：地域不存在`);
  });
  const uploads = await uploadsOf(db, userId, input.files.map((file) => file.key));
  input.files.forEach((file, index) => {
    if (!uploads.has(file.key)) throw paramError(`files.${index}.key`, `files.${index}.key：文件不存在，请重新上传`);
  });
  return uploads;
}

/**
 * The plan's content from the form; each file's type and size are those of its stored upload. A
 * machine keeps the key it had (so its offer and hosts follow it); a new machine gets a new key.
 */
function contentOf(input: PlanInput, uploads: Uploads, previous: PlanMachine[] = []): PlanContent {
  const keys = new Set(previous.map((machine) => machine.key));
  const used = new Set<string>();
  const machines: PlanMachine[] = input.machines.map((machine) => {
    let key = machine.key && keys.has(machine.key) && !used.has(machine.key) ? machine.key : newKey();
    while (used.has(key)) key = newKey();
    used.add(key);
    const prices = Object.fromEntries(Object.entries(machine.prices).filter(([, value]) => value !== undefined)) as PlanMachine['prices'];
    return { ...machine, key, prices };
  });
  const files: PlanFile[] = input.files.map((file) => ({ ...file, ...uploads.get(file.key) }));
  return {
    planType: input.planType,
    planName: input.planName,
    expectedIncomeWeekly: fromMinor(toMinor(input.expectedIncomeWeekly)),
    minIncomeWeekly: fromMinor(toMinor(input.minIncomeWeekly)),
    saleTime: { windows: input.saleTime.windows, endDate: input.saleTime.endDate },
    machines,
    files,
  };
}

/** A new plan, as a draft. */
export async function addPlan(db: Db, clock: Clock, userId: number, input: PlanInput): Promise<PlanRow> {
  const uploads = await checkPlan(db, clock, userId, input);
  const now = clock.now();
  return insertPlan(db, { supplierId: userId, ...contentOf(input, uploads), status: 'draft', createdAt: now, updatedAt: now });
}

/**
 * Save an edit of the locked plan (the form's `version`, when sent, must be the plan's: another
 * tab's edit is not overwritten). A passed plan goes back to draft; on the market, the edit is a
 * draft revision.
 */
export async function revisePlan(tx: Tx, clock: Clock, row: PlanRow, input: PlanInput & { version?: number }, uploads: Uploads): Promise<void> {
  if (input.version !== undefined && input.version !== row.version) {
    throw new BizError(Code.EXISTS, '方案已在别处修改，请刷新后再编辑', { version: row.version });
  }
  const status: PlanStatus = row.status === 'review_pass' ? 'draft' : row.status;
  await setPlan(tx, row.id, {
    ...contentOf(input, uploads, row.machines),
    status,
    revisionStatus: onMarket(row) ? 'draft' : row.revisionStatus,
    version: row.version + 1,
    updatedAt: clock.now(),
  });
}
