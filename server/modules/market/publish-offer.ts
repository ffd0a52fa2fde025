import { and, eq, inArray } from 'drizzle-orm';
import { fromMinor, PRICE, toMinor } from '../../../src/shared/core/money';
import type { Tx } from '../../db/client';
import { containerGoods, goodsSpecs, hosts, specTimeRanges } from '../../db/schema';
import { addHost, createGoods, type NewGoods } from './service';

/**
 * A supplier's machines on the elastic GPU market (the supplier module calls these inside its
 * transaction when a plan is published, revised, taken off sale or deleted). Each machine becomes
 * one offer with one host per unit, priced by tidal window; the hosts carry the plan's id and
 * `<machine key>:<unit>` so a later version of the plan finds them again. The caller tells the
 * market catalog once its transaction commits (`offersChanged`).
 */

/** One elastic machine of a supplier's plan, as the market sells it. */
export interface OfferMachine {
  /** Stable within the plan: a revision keeps it, and with it the offer and the hosts. */
  key: string;
  regionCode: string;
  gpuModel: string;
  gpuCount: number;
  gpuVram: number;
  cpuCores: number;
  ramGb: number;
  diskGb: number;
  cudaVersion: string;
  publicIp: string;
  /** How many such machines: one host each. */
  quantity: number;
  /** Per card-hour, 08:00–22:00 (day) and 22:00–08:00 (night). */
  prices: { day: string; night: string };
}

/** The elastic part of a supplier's plan. */
export interface SupplierOffer {
  planId: number;
  planName: string;
  supplierUserId: number;
  /** Shown as the offer's supplier. */
  supplierName: string;
  machines: OfferMachine[];
}

/** The tidal day: 08:00–22:00 at the day price, 22:00–08:00 at the night price. */
const tidalRanges = (machine: OfferMachine) => [
  { beginTime: '08:00', endTime: '22:00', unitPrice: machine.prices.day, label: 'day' as const },
  { beginTime: '22:00', endTime: '08:00', unitPrice: machine.prices.night, label: 'night' as const },
];

const machineKeyOf = (host: { machineKey: string | null }) => host.machineKey?.split(':')[0] ?? '';
const unitOf = (host: { machineKey: string | null }) => Number(host.machineKey?.split(':')[1]);
const price = (value: string) => fromMinor(toMinor(value, PRICE), PRICE);

/** A machine's offer as the market lists it: per card, its share of the machine's CPU, memory and disk. */
function newGoods(offer: SupplierOffer, machine: OfferMachine): NewGoods {
  return {
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
    supplier: offer.supplierName,
    source: 'physical_machine',
    homeTag: false,
    sort: 100,
    specName: '按量计费',
    timeRanges: tidalRanges(machine),
    supplierUserId: offer.supplierUserId,
    planId: offer.planId,
  } as NewGoods;
}

/** Back on sale with the machine's present columns and tidal prices. */
async function refreshGoods(tx: Tx, goodsId: number, machine: OfferMachine): Promise<void> {
  await tx
    .update(containerGoods)
    .set({ status: 'on_sale', gpuVram: machine.gpuVram, cudaVersion: machine.cudaVersion, maxGpuNumber: machine.gpuCount })
    .where(eq(containerGoods.id, goodsId));
  const specs = await tx.select({ id: goodsSpecs.id }).from(goodsSpecs).where(eq(goodsSpecs.goodsId, goodsId));
  for (const spec of specs) {
    await tx.update(specTimeRanges).set({ unitPrice: price(machine.prices.day) }).where(and(eq(specTimeRanges.specId, spec.id), eq(specTimeRanges.label, 'day')));
    await tx.update(specTimeRanges).set({ unitPrice: price(machine.prices.night) }).where(and(eq(specTimeRanges.specId, spec.id), eq(specTimeRanges.label, 'night')));
  }
}

type HostRow = typeof hosts.$inferSelect;

/** One host per unit: units added by a revision get their hosts, units removed go to maintenance (they take no new cards). */
async function placeHosts(tx: Tx, offer: SupplierOffer, machine: OfferMachine, goodsId: number, mine: HostRow[]): Promise<void> {
  for (let unit = 1; unit <= machine.quantity; unit += 1) {
    const machineKey = `${machine.key}:${unit}`;
    const host = mine.find((h) => h.machineKey === machineKey);
    if (host) {
      if (host.status !== 'online') await tx.update(hosts).set({ status: 'online' }).where(eq(hosts.id, host.id));
    } else {
      await addHost(tx, {
        goodsId,
        name: `${offer.planName}-${machine.key}-${unit}`,
        sshHost: machine.publicIp,
        gpuTotal: machine.gpuCount,
        supplierUserId: offer.supplierUserId,
        planId: offer.planId,
        machineKey,
      });
    }
  }
  for (const host of mine) {
    if (unitOf(host) > machine.quantity) await tx.update(hosts).set({ status: 'maintenance' }).where(eq(hosts.id, host.id));
  }
}

/**
 * Make (or refresh) the offers for a plan's elastic machines: a machine seen before keeps its offer
 * (back on sale, prices and columns of the new version), a new one gets its offer; the offers of
 * machines the plan no longer has (`keep` names every machine of the plan, elastic or not) go off
 * sale. What runs on them keeps running.
 */
export async function publishOffer(tx: Tx, offer: SupplierOffer, keep: ReadonlySet<string> = new Set(offer.machines.map((m) => m.key))): Promise<void> {
  const existing = await tx.select().from(hosts).where(eq(hosts.planId, offer.planId));
  for (const machine of offer.machines) {
    const mine = existing.filter((host) => machineKeyOf(host) === machine.key);
    let goodsId = mine[0]?.goodsId;
    if (goodsId) await refreshGoods(tx, goodsId, machine);
    else goodsId = (await createGoods(tx, newGoods(offer, machine))).goodsId;
    await placeHosts(tx, offer, machine, goodsId, mine);
  }
  const dropped = [...new Set(existing.filter((host) => !keep.has(machineKeyOf(host))).map((host) => host.goodsId))];
  if (dropped.length) await tx.update(containerGoods).set({ status: 'off_sale' }).where(inArray(containerGoods.id, dropped));
}

/** A plan's offers off sale: no new orders; what runs keeps running. */
export async function withdrawOffers(tx: Tx, planId: number): Promise<void> {
  await tx.update(containerGoods).set({ status: 'off_sale' }).where(eq(containerGoods.planId, planId));
}

/** A deleted plan's hosts go offline for good (the supplier has checked nothing runs on them). */
export async function retireHosts(tx: Tx, planId: number): Promise<void> {
  await tx.update(hosts).set({ status: 'offline' }).where(eq(hosts.planId, planId));
}
