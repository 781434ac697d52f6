import type { Fen } from '../money.ts';
import type {
  ActivityOutcome,
  ActivityTierInput,
  PricedLine,
  PricingActivityInput,
  TierOutcome,
} from './types.ts';
import { plus } from './validate.ts';

/** floor(eligible * rate / 100) without a float division that could round up near a boundary. */
function discounted(eligible: Fen, rate: number): Fen {
  const scaled = BigInt(eligible) * BigInt(rate);
  return Number(scaled / 100n);
}

function savingOf(kind: PricingActivityInput['kind'], tier: ActivityTierInput, eligible: Fen): Fen {
  if (kind === 'manjian') return Math.min(tier.reduce ?? 0, eligible);
  return eligible - discounted(eligible, tier.rate ?? 100);
}

/** How good a tier is: the larger reduce, or the smaller rate. */
function worth(kind: PricingActivityInput['kind'], tier: ActivityTierInput): number {
  return kind === 'manjian' ? (tier.reduce ?? 0) : -(tier.rate ?? 100);
}

/** The best achieved tier; ties go to the larger threshold, then the smaller id. */
function bestTier(
  kind: PricingActivityInput['kind'],
  achieved: readonly ActivityTierInput[],
): ActivityTierInput | null {
  let best: ActivityTierInput | null = null;
  for (const tier of achieved) {
    if (best === null) {
      best = tier;
      continue;
    }
    const better = worth(kind, tier) - worth(kind, best) || tier.amount - best.amount || best.id - tier.id;
    if (better > 0) best = tier;
  }
  return best;
}

function tierOrder(a: TierOutcome, b: TierOutcome): number {
  if (a.status !== b.status) return b.status - a.status;
  const byAmount = a.status === 1 ? b.amount - a.amount : a.amount - b.amount;
  return byAmount !== 0 ? byAmount : a.id - b.id;
}

/**
 * Shares of the saving in proportion to the lines' amounts, floored; the remainder goes one fen at
 * a time to the largest amounts (ties: smaller id). The remainder is below the number of lines with
 * a positive amount, so no share exceeds its line's amount.
 */
export function allocateShares(saving: Fen, lines: readonly PricedLine[]): Map<number, Fen> {
  const shares = new Map<number, Fen>();
  const total = lines.reduce((sum, line) => plus(sum, line.amount), 0);
  if (saving === 0 || total === 0) {
    for (const line of lines) shares.set(line.id, 0);
    return shares;
  }
  let given = 0;
  for (const line of lines) {
    const share = Number((BigInt(saving) * BigInt(line.amount)) / BigInt(total));
    shares.set(line.id, share);
    given += share;
  }
  const order = [...lines].sort((a, b) => b.amount - a.amount || a.id - b.id);
  for (let i = 0; i < saving - given; i++) {
    const line = order[i] as PricedLine;
    shares.set(line.id, (shares.get(line.id) ?? 0) + 1);
  }
  return shares;
}

export interface PricedActivity {
  outcome: ActivityOutcome;
  shares: Map<number, Fen>;
}

/** An activity over the lines it covers (already priced), or null when it covers none. */
export function priceActivity(
  activity: PricingActivityInput,
  covered: readonly PricedLine[],
): PricedActivity | null {
  if (covered.length === 0) return null;
  const eligibleLines = covered.filter((line) => line.counting && line.withCoupon);
  const eligible = eligibleLines.reduce((sum, line) => plus(sum, line.amount), 0);
  // Nothing eligible achieves nothing, even a tier with a zero threshold.
  const reached = (tier: ActivityTierInput) => eligible > 0 && eligible >= tier.amount;
  const applied = bestTier(activity.kind, activity.tiers.filter(reached));
  const saving = applied === null ? 0 : savingOf(activity.kind, applied, eligible);
  const tiers: TierOutcome[] = activity.tiers
    .map((tier): TierOutcome => {
      const status = reached(tier) ? 1 : 0;
      return {
        id: tier.id,
        amount: tier.amount,
        reduce: activity.kind === 'manjian' ? (tier.reduce ?? 0) : null,
        rate: activity.kind === 'discount' ? (tier.rate ?? 100) : null,
        status,
        missing: status === 1 ? 0 : Math.max(0, tier.amount - eligible),
      };
    })
    .sort(tierOrder);
  return {
    outcome: {
      id: activity.id,
      kind: activity.kind,
      title: activity.title,
      eligible,
      saving,
      appliedTierId: applied === null ? null : applied.id,
      tiers,
      // sorted so the outcome does not depend on the order of the cart's lines
      lineIds: covered.map((line) => line.id).sort((a, b) => a - b),
    },
    shares: allocateShares(saving, eligibleLines),
  };
}
