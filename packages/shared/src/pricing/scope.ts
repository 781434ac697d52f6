/**
 * Activity scope before pricing (decision 019). Which goods an activity covers (listed goods,
 * categories with their sub-categories, or store-wide) and which stores it reaches (customer
 * types and provinces; empty = any; a guest only when neither is restricted) are settled before
 * the engine runs: the server reads only the activities that reach the buyer, so an activity out
 * of scope is, for pricing, as if it did not exist. `reachesBuyer` is the rule; the server's SQL
 * twin is activityReaches in the goods module. `withinScope` does to an engine input what the
 * server's read does, so tests can price any cart as a given store would see it.
 */
import type { CartPricingInput } from './types.ts';

export interface ActivityScope {
  /** customer types reached; empty = any */
  customerTypes: readonly string[];
  /** provinces reached; empty = any */
  provinces: readonly string[];
}

/** The buying store's facts; null for a guest. */
export interface Buyer {
  customerType: string;
  province: string;
}

export function reachesBuyer(scope: ActivityScope, buyer: Buyer | null): boolean {
  if (buyer === null) return scope.customerTypes.length === 0 && scope.provinces.length === 0;
  return (
    (scope.customerTypes.length === 0 || scope.customerTypes.includes(buyer.customerType)) &&
    (scope.provinces.length === 0 || scope.provinces.includes(buyer.province))
  );
}

export interface ScopeFilter {
  /** does the 满减/满折 activity with this id reach the buyer? */
  activity(activityId: number): boolean;
  /** does the gift activity behind this cart line's gift rule reach the buyer? */
  gift(lineId: number): boolean;
  /** the store-wide 满减/满折 a line falls back to when its own is out of reach, if any */
  storeWide?: number | null;
}

/**
 * The input as the buyer sees it: activities that do not reach the buyer are dropped; a line whose
 * own 满减/满折 is out of reach falls back to the store-wide one when that reaches the buyer, else
 * belongs to none; gifts of gift activities out of reach are gone.
 */
export function withinScope(input: CartPricingInput, reach: ScopeFilter): CartPricingInput {
  const storeWide = reach.storeWide ?? null;
  const fallback = storeWide !== null && reach.activity(storeWide) ? storeWide : null;
  return {
    ...input,
    activities: input.activities.filter((activity) => reach.activity(activity.id)),
    lines: input.lines.map((line) => ({
      ...line,
      activityId: line.activityId !== null && reach.activity(line.activityId) ? line.activityId : fallback,
      gift: line.gift !== null && reach.gift(line.id) ? line.gift : null,
    })),
  };
}
