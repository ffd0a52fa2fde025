import type { Contract, Inquiry, MallGoods, MallOrder } from '../../../src/shared/contracts/mall';
import { fromMinor, PRICE, toMinor } from '../../../src/shared/core/money';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import type { ContractRow, GoodsRow, inquiryPage, OrderRow } from './queries';

/** The mall's rows as the wire shows them. */

/** A supplier's delivery record: since when, how many orders, how many delivered on time. */
export function supplierRecord(row: { supplierName: string; supplierSince: Date | null; ordersTotal: number; ordersDelivered: number; deliveredOnTime: number }) {
  return {
    name: row.supplierName,
    since: isoOrNull(row.supplierSince),
    ordersTotal: row.ordersTotal,
    ordersDelivered: row.ordersDelivered,
    onTimeRate: row.ordersDelivered > 0 ? Math.round((row.deliveredOnTime * 100) / row.ordersDelivered) : null,
  };
}

export function goodsView(row: GoodsRow): MallGoods {
  const g = row.goods;
  return {
    id: g.id,
    goodsBaseId: g.goodsBaseId,
    title: g.title,
    gpuModel: g.gpuModel,
    gpuCount: g.gpuCount,
    gpuVram: g.gpuVram,
    cpuModel: g.cpuModel,
    cpuCores: g.cpuCores,
    ramGb: g.ramGb,
    diskGb: g.diskGb,
    nics: g.nics,
    infiniband: g.infiniband,
    bandwidthMbps: g.bandwidthMbps,
    regionCode: g.regionCode,
    regionName: row.regionName,
    city: row.city,
    deliveryLeadDays: g.deliveryLeadDays,
    stock: g.stock,
    priceMonth: g.priceMonth,
    priceQuarter: g.priceQuarter,
    priceYear: g.priceYear,
    gpuHourPrice: fromMinor(toMinor(row.gpuHourPrice, PRICE), PRICE),
    description: g.description,
    status: g.status,
    createdAt: toShanghaiIso(g.createdAt),
    supplier: supplierRecord(row),
  };
}

export function orderView(row: OrderRow): MallOrder {
  const o = row.order;
  return {
    orderBaseId: o.id,
    source: o.source,
    goodsBaseId: row.goodsBaseId,
    title: row.goodsTitle ?? row.demandTitle ?? '裸金属租赁',
    gpuModel: row.gpuModel ?? (row.demandModels?.length ? row.demandModels.join(' / ') : '不限型号'),
    gpuCount: row.gpuCount ?? row.demandGpus ?? 0,
    regionName: row.regionName ?? '—',
    supplierName: row.supplierName,
    demandGoodsBaseId: row.demandGoodsBaseId,
    term: o.term,
    termCount: o.termCount,
    quantity: o.quantity,
    unitPrice: o.unitPrice,
    amount: o.amount,
    paidBalance: o.paidBalance,
    paidCredit: o.paidCredit,
    status: o.status,
    deliverBy: toShanghaiIso(o.deliverBy),
    deliveredAt: isoOrNull(o.deliveredAt),
    deliveryNote: o.deliveryNote,
    startsAt: isoOrNull(o.startsAt),
    endsAt: isoOrNull(o.endsAt),
    createdAt: toShanghaiIso(o.createdAt),
    contractId: o.contractId,
    buyerName: row.buyerName,
  };
}

export const contractView = (row: ContractRow): Contract => ({
  id: row.contract.id,
  title: row.contract.title,
  content: row.contract.content,
  amount: row.contract.amount,
  startsAt: toShanghaiIso(row.contract.startsAt),
  endsAt: toShanghaiIso(row.contract.endsAt),
  status: row.contract.status,
  buyerName: row.buyerName,
  supplierName: row.supplierName,
  createdAt: toShanghaiIso(row.contract.createdAt),
});

type InquiryRow = Awaited<ReturnType<typeof inquiryPage>>['records'][number];

export const inquiryView = (r: InquiryRow): Inquiry => ({
  id: r.inquiry.id,
  goodsBaseId: r.goodsBaseId,
  goodsTitle: r.goodsTitle,
  buyerName: r.buyerName,
  quantity: r.inquiry.quantity,
  startDate: r.inquiry.startDate,
  months: r.inquiry.months,
  message: r.inquiry.message,
  status: r.inquiry.status,
  quotedUnitPrice: r.inquiry.quotedUnitPrice,
  reply: r.inquiry.reply,
  repliedAt: isoOrNull(r.inquiry.repliedAt),
  createdAt: toShanghaiIso(r.inquiry.createdAt),
});
