import { and, eq, inArray } from 'drizzle-orm';
import { fromMinor, toMinor } from '../../../src/shared/core/money';
import type { Tx } from '../../db/client';
import { bareMetalGoods, type PlanMachine } from '../../db/schema';

/**
 * A supplier's bare-metal machines in the mall (the supplier module calls these inside its
 * transaction when a plan is published, revised, taken off sale or deleted). Each machine is one
 * good, found again by the plan's id and the machine's key.
 */

/**
 * One bare-metal machine of a supplier's plan, as the mall sells it: the plan's description of it
 * (its key stays stable through revisions, and with it the good; quantity is the stock), with its
 * term prices.
 */
export type GoodsMachine = Pick<
  PlanMachine,
  'key' | 'regionCode' | 'gpuModel' | 'gpuCount' | 'gpuVram' | 'cpuModel' | 'cpuCores' | 'ramGb' | 'diskGb' | 'bandwidthMbps' | 'driverVersion' | 'cudaVersion' | 'quantity'
> & { prices: { month: string; quarter: string; year: string } };

/** The bare-metal part of a supplier's plan. */
export interface SupplierGoods {
  planId: number;
  planName: string;
  supplierId: number;
  machines: GoodsMachine[];
}

const yuan = (value: string) => fromMinor(toMinor(value));

/** The good's columns for a machine, on sale. */
const goodsValues = (goods: SupplierGoods, machine: GoodsMachine) => ({
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
  priceMonth: yuan(machine.prices.month),
  priceQuarter: yuan(machine.prices.quarter),
  priceYear: yuan(machine.prices.year),
  description: `来自供应方案「${goods.planName}」，驱动 ${machine.driverVersion}，CUDA ${machine.cudaVersion}`,
  status: 'on_sale' as const,
  updatedAt: new Date(),
});

/**
 * Make (or refresh) the goods for a plan's bare-metal machines: a machine seen before keeps its
 * good (back on sale with the new version's columns, stock and prices), a new one gets its good; the
 * goods of machines the plan no longer has (`keep` names every machine of the plan, bare metal or
 * not) go off sale. Orders already placed are not touched.
 */
export async function publishGoods(tx: Tx, goods: SupplierGoods, keep: ReadonlySet<string> = new Set(goods.machines.map((m) => m.key))): Promise<void> {
  for (const machine of goods.machines) {
    const values = goodsValues(goods, machine);
    const [existing] = await tx
      .select({ id: bareMetalGoods.id })
      .from(bareMetalGoods)
      .where(and(eq(bareMetalGoods.planId, goods.planId), eq(bareMetalGoods.machineKey, machine.key)));
    if (existing) await tx.update(bareMetalGoods).set(values).where(eq(bareMetalGoods.id, existing.id));
    else {
      await tx
        .insert(bareMetalGoods)
        .values({ ...values, goodsBaseId: `BM${goods.planId}${machine.key}`.toUpperCase(), supplierId: goods.supplierId, planId: goods.planId, machineKey: machine.key });
    }
  }
  const all = await tx.select({ id: bareMetalGoods.id, key: bareMetalGoods.machineKey }).from(bareMetalGoods).where(eq(bareMetalGoods.planId, goods.planId));
  const dropped = all.filter((row) => !keep.has(row.key ?? '')).map((row) => row.id);
  if (dropped.length) await tx.update(bareMetalGoods).set({ status: 'off_sale' }).where(inArray(bareMetalGoods.id, dropped));
}

/** A plan's goods off sale: no new orders; orders already placed are not touched. */
export async function withdrawGoods(tx: Tx, planId: number): Promise<void> {
  await tx.update(bareMetalGoods).set({ status: 'off_sale' }).where(eq(bareMetalGoods.planId, planId));
}
