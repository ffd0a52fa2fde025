import type { TimeRange } from '../../../../src/shared/core/tidal';
import type { PriceChange } from '../../market/pricing';

/** What an instance in its current state is charged for, if anything. */
export interface ChargePlan {
  kind: 'gpu' | 'gpu_free' | 'storage';
  /** The ranges in force now. */
  ranges: TimeRange[];
  cards: number;
  /** GPU time: the spec's price changes applied since the instance was last billed, oldest first. */
  changes?: PriceChange[];
}
