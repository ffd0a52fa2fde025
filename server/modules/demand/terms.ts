import { HOURS_PER_MONTH, type DemandStatus } from '../../../src/shared/contracts/mall';
import { fromMinor, PRICE, rescale, toMinor } from '../../../src/shared/core/money';

/** The board's rules of states and prices, shared by its queries and use cases. */

/** Demands suppliers can still quote on. */
export const QUOTABLE: DemandStatus[] = ['open', 'quoted'];
/** Demands that are still live (the expiry job closes them after their deadline). */
export const LIVE: DemandStatus[] = ['pending_review', 'open', 'quoted'];
/** Demands anyone may open by their id (the others only their buyer). */
export const PUBLIC: DemandStatus[] = ['open', 'quoted', 'contracted', 'fulfilled'];

/** A price per GPU-hour at its four places. */
export const price4 = (value: string) => fromMinor(toMinor(value, PRICE), PRICE);

/** What a quote commits the buyer to: the demand's GPUs at the quote's price for the minimum commitment (720 h a month). */
export function commitmentFen(unitPrice: string, gpuCount: number, months: number): number {
  return rescale(toMinor(unitPrice, PRICE) * gpuCount * HOURS_PER_MONTH * months, PRICE, 2);
}
