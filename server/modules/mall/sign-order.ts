import type { Term } from '../../../src/shared/contracts/mall';
import { contractText } from '../../../src/shared/core/mall-contract';
import { fromMinor } from '../../../src/shared/core/money';
import type { Tx } from '../../db/client';
import type { Clock } from '../../lib/clock';
import type { Idempotency } from '../../lib/idempotency';
import { payOrReserve } from '../wallet/charges';
import { insufficientFunds, lockWallet, type WalletFen } from '../wallet/service';
import { businessId } from './dates';
import { insertContract, insertOrder, partyNames } from './queries';

export interface SignOrderInput {
  buyerId: number;
  /** The buyer's wallet as the caller locked it, before any other row (the order every path that spends takes its locks in). */
  wallet: WalletFen;
  /** Null for the platform's own goods. */
  supplierId: number | null;
  goodsId: number | null;
  /** The mall's order page, or a quote the buyer accepted on the demand board. */
  source: { kind: 'mall' } | { kind: 'quote'; quoteId: number };
  term: Term;
  termCount: number;
  quantity: number;
  /** The price of one unit (a machine for one term, or the quote's GPUs for one term). */
  unitFen: number;
  amountFen: number;
  deliverBy: Date;
  /** The wallet record's remark. */
  remark: string;
  contract: { title: string; subject: string; spec: string; termText: string; startsAt: Date; endsAt: Date };
  idempotency?: Idempotency;
  /** The instant of the order (its ids, its records). */
  now: Date;
}

export interface SignedOrder {
  orderBaseId: string;
  contractId: string;
}

/**
 * Pay, sign the contract, create the order: the amount paid from the buyer's balance then credit
 * (refused with insufficient_funds when both do not cover it), the contract signed with its text
 * frozen, the order recorded as paid with what came from balance and from credit. Runs in the
 * caller's transaction, which has taken whatever the order stands on (stock, the quote) and
 * tells whom it concerns.
 */
export async function signOrder(tx: Tx, clock: Clock, input: SignOrderInput): Promise<SignedOrder> {
  const { now } = input;
  const orderBaseId = businessId('BM', now);
  const paid = await payOrReserve(tx, clock, { mode: 'pay', userId: input.buyerId, fen: input.amountFen, refType: 'mall_order', refId: orderBaseId, remark: input.remark });
  if (!paid.ok) throw insufficientFunds('本单', paid.neededFen, paid.spendableFen, paid.frozenFen);
  const after = await lockWallet(tx, input.buyerId);
  const names = await partyNames(tx, input.buyerId, input.supplierId);
  const contractId = businessId('HT', now);
  const { contract } = input;
  await insertContract(tx, {
    id: contractId,
    buyerId: input.buyerId,
    supplierId: input.supplierId,
    title: contract.title,
    content: contractText({
      id: contractId,
      buyer: names.buyer,
      supplier: names.supplier,
      subject: contract.subject,
      spec: contract.spec,
      termText: contract.termText,
      quantity: input.quantity,
      amountFen: input.amountFen,
      startsAt: contract.startsAt,
      endsAt: contract.endsAt,
      deliverBy: input.deliverBy,
    }),
    amount: fromMinor(input.amountFen),
    startsAt: contract.startsAt,
    endsAt: contract.endsAt,
    status: 'signed',
    createdAt: now,
  });
  await insertOrder(tx, {
    id: orderBaseId,
    userId: input.buyerId,
    goodsId: input.goodsId,
    supplierId: input.supplierId,
    source: input.source.kind,
    quoteId: input.source.kind === 'quote' ? input.source.quoteId : null,
    term: input.term,
    termCount: input.termCount,
    quantity: input.quantity,
    unitPrice: fromMinor(input.unitFen),
    amount: fromMinor(input.amountFen),
    paidBalance: fromMinor(input.wallet.balance - after.balance),
    paidCredit: fromMinor(input.wallet.credit - after.credit),
    status: 'paid',
    contractId,
    deliverBy: input.deliverBy,
    idempotencyKey: input.idempotency?.key ?? null,
    requestHash: input.idempotency?.requestHash ?? null,
    createdAt: now,
  });
  return { orderBaseId, contractId };
}
