import type { Demand, DemandMatch, DemandQuote } from '../../../src/shared/contracts/mall';
import { maskName } from '../../../src/shared/core/identity';
import { fromMinor, PRICE, toMinor } from '../../../src/shared/core/money';
import { isoOrNull, toShanghaiIso } from '../../../src/shared/core/time';
import { maskPhone } from '../../../src/shared/core/validation';
import { supplierRecord } from '../mall/views';
import type { DemandRow, MatchRow, QuoteRow } from './queries';
import { commitmentFen, price4 } from './terms';

/** The board's rows as the wire shows them. */

/** A demand as the board shows it (masked contact and buyer) or as its buyer sees it. */
export function demandView(row: DemandRow, viewerId: number | null): Demand {
  const d = row.demand;
  const mine = viewerId === d.userId;
  return {
    demandGoodsBaseId: d.demandGoodsBaseId,
    title: d.title,
    gpuModels: d.gpuModels,
    gpuCount: d.gpuCount,
    startDate: d.startDate,
    durationDays: d.durationDays,
    nightWindow: d.nightWindow ?? null,
    regionCode: d.regionCode,
    regionName: row.regionName,
    maxUnitPrice: price4(d.maxUnitPrice),
    deliveryDeadline: d.deliveryDeadline,
    notes: d.notes,
    contactName: mine ? d.contactName : maskName(d.contactName),
    contactPhone: mine ? d.contactPhone : maskPhone(d.contactPhone),
    buyerName: mine ? row.buyerName : maskName(row.buyerName),
    status: d.status,
    reason: mine ? d.reason : null,
    quoteCount: row.quoteCount,
    matchCount: row.matchCount,
    createdAt: toShanghaiIso(d.createdAt),
    mine,
  };
}

export function quoteView(row: QuoteRow): DemandQuote {
  const q = row.quote;
  return {
    id: q.id,
    demandGoodsBaseId: row.demandGoodsBaseId,
    demandTitle: row.demandTitle,
    supplierName: row.supplierName,
    supplier: supplierRecord(row),
    goodsBaseId: row.goodsBaseId,
    goodsTitle: row.goodsTitle,
    unitPrice: price4(q.unitPrice),
    priceDiff: fromMinor(toMinor(q.unitPrice, PRICE) - toMinor(row.maxUnitPrice, PRICE), PRICE),
    term: q.term,
    startDate: q.startDate,
    minCommitmentMonths: q.minCommitmentMonths,
    validUntil: toShanghaiIso(q.validUntil),
    note: q.note,
    status: q.status,
    commitmentAmount: fromMinor(commitmentFen(q.unitPrice, row.gpuCount, q.minCommitmentMonths)),
    createdAt: toShanghaiIso(q.createdAt),
    decidedAt: isoOrNull(q.decidedAt),
  };
}

export const matchView = (r: MatchRow): DemandMatch => ({
  kind: r.kind,
  resourceId: Number(r.resource_id),
  title: r.title ?? '—',
  gpuModel: r.gpu_model ?? '—',
  regionName: r.region_name,
  unitPrice: price4(String(r.unit_price)),
  priceDiff: price4(String(r.price_diff)),
  goodsBaseId: r.goods_base_id,
  matchedAt: toShanghaiIso(new Date(r.matched_at)),
});
