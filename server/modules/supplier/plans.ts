import { randomBytes } from 'node:crypto';
import { and, desc, eq, ilike, inArray, isNull, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { PageParams } from '../../../src/shared/contracts/common';
import type { PLAN_ACTIONS, PlanBody, PlanQuery, PlanStatus, PlanView } from '../../../src/shared/contracts/supplier';
import { Code } from '../../../src/shared/core/codes';
import { fromMinor, PRICE, toMinor } from '../../../src/shared/core/money';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { Db, Tx } from '../../db/client';
import type { PlanContent, PlanFile, PlanMachine } from '../../db/schema';
import { bareMetalGoods, containerGoods, goodsSpecs, hosts, instances, mallOrders, regions, specTimeRanges, supplyPlans, users } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { BizError, notFound, paramError } from '../../lib/envelope';
import { paginate } from '../../lib/paging';
import { addHost, createGoods } from '../market/service';
import type { ReviewKindHandler } from '../review/registry';
import { openReview, withdrawReview } from '../review/service';
import { isPlanFileKey, uploadsOf } from './oss';

/**
 * Supply plans and their state machine (README, 供应方案的状态):
 *
 *   draft ──launchExamine──► pending_review ──(operator)──► review_pass ──publish──► published
 *     ▲                          │   │                         │                     │  ▲
 *     └──────cancelExamine───────┘   └──(operator)──► review_failed               notPublish publish
 *                                                          │                         ▼  │
 *                                                  update / launchExamine         unpublished
 *
 * - update: draft, review_failed (stays, reason kept until resubmitted), review_pass (back to draft:
 *   what was approved is no longer what is sent). On a published or unpublished plan an edit is a
 *   revision (revision_status draft → pending_review → approved into `live` | review_failed) while
 *   the live version keeps selling; launchExamine / cancelExamine then act on the revision.
 * - deletePlan: any state but pending_review and published, and only while nothing is rented on
 *   its machines.
 * Any other action answers an error naming the state and changes nothing.
 */

type PlanRow = typeof supplyPlans.$inferSelect;
type PlanAction = (typeof PLAN_ACTIONS)[number];

export const STATUS_LABEL: Record<PlanStatus, string> = {
  draft: '草稿',
  pending_review: '审核中',
  review_failed: '审核未通过',
  review_pass: '审核通过',
  published: '已发布',
  unpublished: '已下架',
};
const ACTION_LABEL: Record<PlanAction, string> = {
  add: '新增',
  update: '修改',
  launchExamine: '提交审核',
  cancelExamine: '撤回审核',
  publish: '发布',
  notPublish: '下架',
  deletePlan: '删除',
};

const onMarket = (row: PlanRow) => row.status === 'published' || row.status === 'unpublished';

/** What the supplier may do with a plan in its present state. */
export function actionsFor(row: PlanRow): PlanAction[] {
  const actions: PlanAction[] = [];
  switch (row.status) {
    case 'draft':
    case 'review_failed':
      actions.push('update', 'launchExamine', 'deletePlan');
      break;
    case 'pending_review':
      actions.push('cancelExamine');
      break;
    case 'review_pass':
      actions.push('update', 'publish', 'deletePlan');
      break;
    case 'published':
    case 'unpublished':
      if (row.revisionStatus === 'pending_review') actions.push('cancelExamine');
      else actions.push('update');
      if (row.revisionStatus === 'draft' || row.revisionStatus === 'review_failed') actions.push('launchExamine');
      actions.push(row.status === 'published' ? 'notPublish' : 'publish');
      if (row.status === 'unpublished') actions.push('deletePlan');
      break;
  }
  return actions;
}

function refuse(row: PlanRow, action: PlanAction): never {
  const revision = row.revisionStatus ? `，修订${STATUS_LABEL[row.revisionStatus as PlanStatus]}` : '';
  throw new BizError(Code.ERROR, `方案当前状态为「${STATUS_LABEL[row.status]}」（${row.status}${revision}），不能${ACTION_LABEL[action]}`, {
    status: row.status,
    revisionStatus: row.revisionStatus,
  });
}

const newKey = () => randomBytes(4).toString('hex');

export type PlanInput = z.infer<typeof PlanBody>;

/** The field path of a machine, as the wizard names it. */
const machineField = (index: number, name: string) => `machines.${index}.${name}`;

type Uploads = Awaited<ReturnType<typeof uploadsOf>>;

/**
 * Checks that need the database or the clock: the end date, regions, and that every file is one of
 * the supplier's own completed uploads. Answers those uploads (what was really stored).
 */
async function checkPlan(db: Db | Tx, clock: Clock, userId: number, input: PlanInput): Promise<Uploads> {
  const today = toShanghaiIso(clock.now()).slice(0, 10);
  if (input.saleTime.endDate < today) throw paramError('saleTime.endDate', `saleTime.endDate：结束日期 ${input.saleTime.endDate} 已过去`);
  const codes = [...new Set(input.machines.map((machine) => machine.regionCode))];
  const known = codes.length ? new Set((await db.select({ code: regions.code }).from(regions).where(inArray(regions.code, codes))).map((row) => row.code)) : new Set<string>();
  input.machines.forEach((machine, index) => {
    if (!known.has(machine.regionCode)) throw paramError(machineField(index, 'regionCode'), `${machineField(index, 'regionCode')}：地域不存在`);
  });
  const uploads = await uploadsOf(db, userId, input.files.map((file) => file.key));
  input.files.forEach((file, index) => {
    if (!uploads.has(file.key)) throw paramError(`files.${index}.key`, `files.${index}.key：文件不存在，请重新上传`);
  });
  return uploads;
}

/** The plan's content from the form; each file's type and size are those of its stored upload. */
function contentOf(input: PlanInput, uploads: Uploads, previous: PlanMachine[] = []): Omit<PlanContent, 'planType'> & { planType: PlanContent['planType'] } {
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

const contentOfRow = (row: PlanRow): PlanContent => ({
  planType: row.planType,
  planName: row.planName,
  expectedIncomeWeekly: row.expectedIncomeWeekly,
  minIncomeWeekly: row.minIncomeWeekly,
  saleTime: row.saleTime,
  machines: row.machines,
  files: row.files,
});

/** Cards of the plan's hosts in use now, and whether any rental (container or bare metal) is still running. */
async function rentedOf(db: Db | Tx, planId: number) {
  const [cards] = await db
    .select({ used: sql<number>`coalesce(sum(${hosts.gpuUsed}), 0)::int` })
    .from(hosts)
    .where(eq(hosts.planId, planId));
  const [running] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(instances)
    .innerJoin(hosts, eq(hosts.id, instances.hostId))
    .where(and(eq(hosts.planId, planId), notInArray(instances.status, ['released', 'failed'])));
  const [rentals] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(mallOrders)
    .innerJoin(bareMetalGoods, eq(bareMetalGoods.id, mallOrders.goodsId))
    .where(and(eq(bareMetalGoods.planId, planId), inArray(mallOrders.status, ['paid', 'delivering', 'delivered']), sql`(${mallOrders.endsAt} is null or ${mallOrders.endsAt} > now())`));
  return { gpuRented: cards?.used ?? 0, rented: (running?.n ?? 0) + (rentals?.n ?? 0) > 0 };
}

export async function planView(db: Db | Tx, row: PlanRow): Promise<PlanView> {
  const goods = await db.select({ id: containerGoods.id }).from(containerGoods).where(eq(containerGoods.planId, row.id));
  const { gpuRented } = await rentedOf(db, row.id);
  return {
    id: row.id,
    ...contentOfRow(row),
    status: row.status,
    revisionStatus: row.revisionStatus,
    reason: row.reason,
    version: row.version,
    actions: actionsFor(row),
    gpuTotal: row.machines.filter((m) => m.resourceType === 'TG_ECS').reduce((sum, m) => sum + m.gpuCount * m.quantity, 0),
    goodsIds: goods.map((g) => g.id),
    gpuRented,
    submittedAt: isoOrNull(row.submittedAt),
    reviewedAt: isoOrNull(row.reviewedAt),
    publishedAt: isoOrNull(row.publishedAt),
    createdAt: toShanghaiIso(row.createdAt),
    updatedAt: toShanghaiIso(row.updatedAt),
  };
}

/** The caller's plan, locked; another supplier's (or a deleted) plan is not found. */
async function lockPlan(tx: Tx, userId: number, id: number): Promise<PlanRow> {
  const [row] = await tx
    .select()
    .from(supplyPlans)
    .where(and(eq(supplyPlans.id, id), eq(supplyPlans.supplierId, userId), isNull(supplyPlans.deletedAt)))
    .for('update');
  if (!row) throw notFound('供应方案不存在');
  return row;
}

// ---- Putting machines on the market -------------------------------------------------------

/** The tidal day: 08:00–22:00 at the day price, 22:00–08:00 at the night price. */
const tidalRanges = (machine: PlanMachine) => [
  { beginTime: '08:00', endTime: '22:00', unitPrice: machine.prices.day!, label: 'day' as const },
  { beginTime: '22:00', endTime: '08:00', unitPrice: machine.prices.night!, label: 'night' as const },
];

/**
 * Make (or refresh) the market's goods for a plan's live content: each elastic machine becomes an
 * offer of the elastic GPU market with one host per unit, priced by tidal window; each bare-metal
 * machine a bare-metal good of the mall with its stock and term prices. Machines dropped by a
 * revision go off sale. Answers whether anything on the elastic market changed.
 */
export async function putOnSale(tx: Tx, plan: PlanRow, content: PlanContent): Promise<void> {
  const [owner] = await tx.select({ userName: users.userName }).from(users).where(eq(users.id, plan.supplierId));
  const existingHosts = await tx.select().from(hosts).where(eq(hosts.planId, plan.id));
  const liveKeys = new Set<string>();
  for (const machine of content.machines) {
    liveKeys.add(machine.key);
    if (machine.resourceType === 'TG_ECS') {
      const mine = existingHosts.filter((host) => host.machineKey?.split(':')[0] === machine.key);
      let goodsId = mine[0]?.goodsId;
      if (goodsId) {
        await tx
          .update(containerGoods)
          .set({ status: 'on_sale', gpuVram: machine.gpuVram, cudaVersion: machine.cudaVersion, maxGpuNumber: machine.gpuCount })
          .where(eq(containerGoods.id, goodsId));
        const specs = await tx.select({ id: goodsSpecs.id }).from(goodsSpecs).where(eq(goodsSpecs.goodsId, goodsId));
        for (const spec of specs) {
          await tx.update(specTimeRanges).set({ unitPrice: fromMinor(toMinor(machine.prices.day!, PRICE), PRICE) }).where(and(eq(specTimeRanges.specId, spec.id), eq(specTimeRanges.label, 'day')));
          await tx.update(specTimeRanges).set({ unitPrice: fromMinor(toMinor(machine.prices.night!, PRICE), PRICE) }).where(and(eq(specTimeRanges.specId, spec.id), eq(specTimeRanges.label, 'night')));
        }
      } else {
        const created = await createGoods(tx, {
          regionCode: machine.regionCode,
          gpuType: machine.gpuModel,
          aliasGpuType: `${machine.gpuModel} ${machine.gpuVram}G`,
          gpuTypeMapping: machine.gpuModel,
          gpuVram: machine.gpuVram,
          cpuCore: Math.max(1, Math.floor(machine.cpuCores / machine.gpuCount)),
          ramSize: Math.max(1, Math.floor(machine.ramGb / machine.gpuCount)),
          storageSpace: Math.max(1, Math.min(100_000, Math.floor(machine.diskGb / machine.gpuCount))),
          maxGpuNumber: machine.gpuCount,
          cudaVersion: machine.cudaVersion,
          supplier: owner?.userName ?? 'supplier',
          source: 'physical_machine',
          homeTag: false,
          sort: 100,
          specName: '按量计费',
          timeRanges: tidalRanges(machine),
          supplierUserId: plan.supplierId,
          planId: plan.id,
        } as Parameters<typeof createGoods>[1]);
        goodsId = created.goodsId;
      }
      // One host per unit; units added by a revision get their hosts, units removed take no new cards.
      for (let unit = 1; unit <= machine.quantity; unit += 1) {
        const machineKey = `${machine.key}:${unit}`;
        const host = mine.find((h) => h.machineKey === machineKey);
        if (host) {
          if (host.status !== 'online') await tx.update(hosts).set({ status: 'online' }).where(eq(hosts.id, host.id));
        } else {
          await addHost(tx, {
            goodsId,
            name: `${plan.planName}-${machine.key}-${unit}`,
            sshHost: machine.publicIp,
            gpuTotal: machine.gpuCount,
            supplierUserId: plan.supplierId,
            planId: plan.id,
            machineKey,
          });
        }
      }
      for (const host of mine) {
        if (Number(host.machineKey?.split(':')[1]) > machine.quantity) await tx.update(hosts).set({ status: 'maintenance' }).where(eq(hosts.id, host.id));
      }
    } else {
      const values = {
        title: `${machine.gpuModel} × ${machine.gpuCount} 裸金属服务器`,
        gpuModel: machine.gpuModel,
        gpuCount: machine.gpuCount,
        gpuVram: machine.gpuVram,
        cpuModel: machine.cpuModel,
        cpuCores: machine.cpuCores,
        ramGb: machine.ramGb,
        diskGb: machine.diskGb,
        bandwidthMbps: machine.bandwidthMbps,
        regionCode: machine.regionCode,
        deliveryLeadDays: 3,
        stock: machine.quantity,
        priceMonth: fromMinor(toMinor(machine.prices.month!)),
        priceQuarter: fromMinor(toMinor(machine.prices.quarter!)),
        priceYear: fromMinor(toMinor(machine.prices.year!)),
        description: `来自供应方案「${plan.planName}」，驱动 ${machine.driverVersion}，CUDA ${machine.cudaVersion}`,
        status: 'on_sale' as const,
        updatedAt: new Date(),
      };
      const [existing] = await tx
        .select({ id: bareMetalGoods.id })
        .from(bareMetalGoods)
        .where(and(eq(bareMetalGoods.planId, plan.id), eq(bareMetalGoods.machineKey, machine.key)));
      if (existing) await tx.update(bareMetalGoods).set(values).where(eq(bareMetalGoods.id, existing.id));
      else await tx.insert(bareMetalGoods).values({ ...values, goodsBaseId: `BM${plan.id}${machine.key}`.toUpperCase(), supplierId: plan.supplierId, planId: plan.id, machineKey: machine.key });
    }
  }
  // Machines the live version no longer has.
  const dropped = [...new Set(existingHosts.filter((h) => !liveKeys.has(h.machineKey?.split(':')[0] ?? '')).map((h) => h.goodsId))];
  if (dropped.length) await tx.update(containerGoods).set({ status: 'off_sale' }).where(inArray(containerGoods.id, dropped));
  const bare = await tx.select({ id: bareMetalGoods.id, key: bareMetalGoods.machineKey }).from(bareMetalGoods).where(eq(bareMetalGoods.planId, plan.id));
  const droppedBare = bare.filter((b) => !liveKeys.has(b.key ?? '')).map((b) => b.id);
  if (droppedBare.length) await tx.update(bareMetalGoods).set({ status: 'off_sale' }).where(inArray(bareMetalGoods.id, droppedBare));
}

/** Off sale for new orders; what runs keeps running. */
async function takeOffSale(tx: Tx, planId: number): Promise<void> {
  await tx.update(containerGoods).set({ status: 'off_sale' }).where(eq(containerGoods.planId, planId));
  await tx.update(bareMetalGoods).set({ status: 'off_sale' }).where(eq(bareMetalGoods.planId, planId));
}

// ---- The supplier's calls -----------------------------------------------------------------

export interface PlanDeps {
  db: Db;
  clock: Clock;
  /** Told once a transaction that changed the elastic market's offers has committed. */
  offersChanged: () => void;
}

export function planService({ db, clock, offersChanged }: PlanDeps) {
  const reload = async (id: number) => {
    const [row] = await db.select().from(supplyPlans).where(eq(supplyPlans.id, id));
    return planView(db, row!);
  };

  async function act(userId: number, id: number, action: PlanAction, work: (tx: Tx, row: PlanRow) => Promise<boolean | void>) {
    let market = false;
    await db.transaction(async (tx) => {
      const row = await lockPlan(tx, userId, id);
      if (!actionsFor(row).includes(action)) refuse(row, action);
      market = Boolean(await work(tx, row));
    });
    if (market) offersChanged();
    return reload(id);
  }

  return {
    async page(userId: number, q: z.infer<typeof PlanQuery> & PageParams) {
      const where = and(
        eq(supplyPlans.supplierId, userId),
        isNull(supplyPlans.deletedAt),
        q.status ? eq(supplyPlans.status, q.status) : undefined,
        q.keyword ? ilike(supplyPlans.planName, `%${q.keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
      );
      const page = await paginate(db, db.select().from(supplyPlans).where(where).orderBy(desc(supplyPlans.id)).$dynamic(), q);
      return { ...page, records: await Promise.all(page.records.map((row) => planView(db, row))) };
    },

    /** For the review centre: whether the file is one of the plan's, uploaded by its supplier (operators read it from there). */
    async fileOf(id: number, key: string): Promise<boolean> {
      const [row] = await db.select({ supplierId: supplyPlans.supplierId, files: supplyPlans.files }).from(supplyPlans).where(eq(supplyPlans.id, id));
      return Boolean(row && isPlanFileKey(key, row.supplierId) && row.files.some((file) => file.key === key));
    },

    async get(userId: number, id: number) {
      const [row] = await db
        .select()
        .from(supplyPlans)
        .where(and(eq(supplyPlans.id, id), eq(supplyPlans.supplierId, userId), isNull(supplyPlans.deletedAt)));
      if (!row) throw notFound('供应方案不存在');
      return planView(db, row);
    },

    async add(userId: number, input: PlanInput) {
      const uploads = await checkPlan(db, clock, userId, input);
      const content = contentOf(input, uploads);
      const now = clock.now();
      const [row] = await db
        .insert(supplyPlans)
        .values({ supplierId: userId, ...content, status: 'draft', createdAt: now, updatedAt: now })
        .returning();
      return planView(db, row!);
    },

    async update(userId: number, input: PlanInput & { id: number; version?: number }) {
      const uploads = await checkPlan(db, clock, userId, input);
      return act(userId, input.id, 'update', async (tx, row) => {
        if (input.version !== undefined && input.version !== row.version) {
          throw new BizError(Code.EXISTS, '方案已在别处修改，请刷新后再编辑', { version: row.version });
        }
        const content = contentOf(input, uploads, row.machines);
        const status: PlanStatus = row.status === 'review_pass' ? 'draft' : row.status;
        await tx
          .update(supplyPlans)
          .set({
            ...content,
            status,
            revisionStatus: onMarket(row) ? 'draft' : row.revisionStatus,
            version: row.version + 1,
            updatedAt: clock.now(),
          })
          .where(eq(supplyPlans.id, row.id));
      });
    },

    launchExamine: (userId: number, id: number) =>
      act(userId, id, 'launchExamine', async (tx, row) => {
        if (row.machines.length === 0) throw paramError('machines', 'machines：请至少添加一台机器');
        if (row.saleTime.windows.length === 0) throw paramError('saleTime.windows', 'saleTime.windows：请至少选择一个出售时段');
        row.machines.forEach((machine, index) => {
          if (!machine.publicIp) throw paramError(machineField(index, 'publicIp'), `${machineField(index, 'publicIp')}：请填写机器的公网 IP`);
        });
        const now = clock.now();
        if (onMarket(row)) await tx.update(supplyPlans).set({ revisionStatus: 'pending_review', submittedAt: now, updatedAt: now }).where(eq(supplyPlans.id, row.id));
        else await tx.update(supplyPlans).set({ status: 'pending_review', submittedAt: now, updatedAt: now }).where(eq(supplyPlans.id, row.id));
        await openReview(tx, clock, { kind: 'supply_plan', subjectId: row.id, applicantId: userId, title: onMarket(row) ? `${row.planName}（修订）` : row.planName });
      }),

    cancelExamine: (userId: number, id: number) =>
      act(userId, id, 'cancelExamine', async (tx, row) => {
        const now = clock.now();
        if (onMarket(row)) await tx.update(supplyPlans).set({ revisionStatus: 'draft', updatedAt: now }).where(eq(supplyPlans.id, row.id));
        else await tx.update(supplyPlans).set({ status: 'draft', updatedAt: now }).where(eq(supplyPlans.id, row.id));
        await withdrawReview(tx, clock, 'supply_plan', row.id, userId);
      }),

    publish: (userId: number, id: number) =>
      act(userId, id, 'publish', async (tx, row) => {
        const live = row.live ?? contentOfRow(row);
        const today = toShanghaiIso(clock.now()).slice(0, 10);
        if (live.saleTime.endDate < today) throw new BizError(Code.ERROR, `方案的出售结束日期 ${live.saleTime.endDate} 已过，请修改后重新提交审核`);
        await putOnSale(tx, row, live);
        const now = clock.now();
        await tx.update(supplyPlans).set({ status: 'published', live, publishedAt: row.publishedAt ?? now, updatedAt: now }).where(eq(supplyPlans.id, row.id));
        return true;
      }),

    notPublish: (userId: number, id: number) =>
      act(userId, id, 'notPublish', async (tx, row) => {
        await takeOffSale(tx, row.id);
        await tx.update(supplyPlans).set({ status: 'unpublished', updatedAt: clock.now() }).where(eq(supplyPlans.id, row.id));
        return true;
      }),

    async remove(userId: number, id: number) {
      await db.transaction(async (tx) => {
        const row = await lockPlan(tx, userId, id);
        if (!actionsFor(row).includes('deletePlan')) refuse(row, 'deletePlan');
        if ((await rentedOf(tx, row.id)).rented) throw new BizError(Code.ERROR, '方案的机器上仍有租用中的实例或订单，不能删除');
        await takeOffSale(tx, row.id);
        await tx.update(hosts).set({ status: 'offline' }).where(eq(hosts.planId, row.id));
        await tx.update(supplyPlans).set({ deletedAt: clock.now(), updatedAt: clock.now() }).where(eq(supplyPlans.id, row.id));
      });
      offersChanged();
      return null;
    },
  };
}

export type PlanService = ReturnType<typeof planService>;

/**
 * 供应方案 in the review centre (subject id = plan id). A pass makes a new plan review_pass (the
 * supplier publishes it), or approves a published plan's revision into its live version, which the
 * market then sells at once. A failure keeps the reason.
 */
export function supplyPlanReview(onMarketChanged: () => void): ReviewKindHandler {
  return {
    kind: 'supply_plan',
    label: '供应方案',
    approveTemplates: ['机器配置与验机报告一致，定价合理'],
    rejectTemplates: ['验机报告缺失或不清晰，请上传完整的验机报告', '机器照片与配置不符，请补充清晰的机器照片', '定价明显偏离市场，请调整后重新提交'],

    async describe(db, item) {
      const [row] = await db.select().from(supplyPlans).where(eq(supplyPlans.id, Number(item.subjectId)));
      if (!row) return { fields: [], evidence: [] };
      const machines = row.machines
        .map((m) => `${m.resourceType === 'TG_ECS' ? '弹性' : '裸金属'} ${m.gpuModel}×${m.gpuCount} ${m.gpuVram}G ×${m.quantity}台（${m.regionCode}）`)
        .join('；');
      return {
        fields: [
          { label: '方案名称', value: row.planName },
          { label: '审核内容', value: onMarket(row) ? '已发布方案的修订' : '新方案' },
          { label: '预期周收入', value: `¥${row.expectedIncomeWeekly}` },
          { label: '保底周收入', value: `¥${row.minIncomeWeekly}` },
          { label: '出售时段', value: `${row.saleTime.windows.length} 个每周时段，至 ${row.saleTime.endDate}` },
          { label: '机器', value: machines || '—' },
        ],
        evidence: row.files.map((file) => ({
          label: file.name,
          url: `/gateway/v1/oss/review/${row.id}?key=${encodeURIComponent(file.key)}`,
          type: file.contentType === 'application/pdf' ? ('pdf' as const) : ('image' as const),
        })),
      };
    },

    async apply(tx, { item, approved, reason, clock }) {
      const [row] = await tx.select().from(supplyPlans).where(eq(supplyPlans.id, Number(item.subjectId))).for('update');
      if (!row) throw new BizError(Code.NOT_FOUND, '供应方案不存在');
      const now = clock.now();
      if (onMarket(row)) {
        if (row.revisionStatus !== 'pending_review') throw new BizError(Code.ERROR, '该方案的修订已不在审核中');
        if (approved) {
          const live = contentOfRow(row);
          await tx.update(supplyPlans).set({ live, revisionStatus: null, reason: null, reviewedAt: now }).where(eq(supplyPlans.id, row.id));
          if (row.status === 'published') {
            await putOnSale(tx, row, live);
            onMarketChanged();
          }
        } else {
          await tx.update(supplyPlans).set({ revisionStatus: 'review_failed', reason, reviewedAt: now }).where(eq(supplyPlans.id, row.id));
        }
        return;
      }
      if (row.status !== 'pending_review') throw new BizError(Code.ERROR, `该方案当前状态为「${STATUS_LABEL[row.status]}」，不在审核中`);
      await tx
        .update(supplyPlans)
        .set(approved ? { status: 'review_pass', live: contentOfRow(row), reason: null, reviewedAt: now } : { status: 'review_failed', reason, reviewedAt: now })
        .where(eq(supplyPlans.id, row.id));
    },

    outcome(item, { approved, reason }) {
      return approved
        ? {
            title: '供应方案审核通过',
            body: `您的供应方案「${item.title}」已通过审核，可以发布上架。`,
            link: '/bss-profit',
            sms: `【算力市场】您的供应方案「${item.title}」已通过审核，请登录工作台发布上架。`,
          }
        : {
            title: '供应方案审核未通过',
            body: `您的供应方案「${item.title}」未通过审核，原因：${reason}。`,
            link: '/bss-profit',
            sms: `【算力市场】您的供应方案「${item.title}」未通过审核，原因：${reason}。`,
          };
    },
  };
}
