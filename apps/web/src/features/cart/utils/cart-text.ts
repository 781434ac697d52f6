/** The buyer-facing wording of tiers, nudges, gifts and free shipping on the cart page. */
import type { CartLine } from '@mall/shared/cart';
import { type Fen, formatFen } from '@mall/shared/money';
import { discountLabel } from '@mall/shared/pricing/hints';
import type { ActivityOutcome, PricedLine, TierOutcome } from '@mall/shared/pricing/types';

const yuan = (fen: Fen) => `¥${formatFen(fen)}`;

type TierLike = Pick<TierOutcome, 'amount' | 'reduce' | 'rate'>;

/** 满¥300.00减¥30.00 or 满¥500.00享9.5折. */
export function tierLabel(tier: TierLike): string {
  if (tier.rate !== null) return `满${yuan(tier.amount)}享${discountLabel(tier.rate)}`;
  return `满${yuan(tier.amount)}减${yuan(tier.reduce ?? 0)}`;
}

/** 已达成, or what is still missing: 还差¥Z. */
export function tierStatusText(tier: Pick<TierOutcome, 'status' | 'missing'>): string {
  return tier.status === 1 ? '已达成' : `还差${yuan(tier.missing)}`;
}

export interface BannerTier {
  key: string;
  title: string;
  label: string;
  status: 0 | 1;
  statusText: string;
}

/** The tiers of one kind over all activities for the banner, achieved tiers first (SPEC §4). */
export function bannerTiers(
  activities: readonly ActivityOutcome[],
  kind: ActivityOutcome['kind'],
): BannerTier[] {
  const tiers = activities
    .filter((a) => a.kind === kind)
    .flatMap((a) =>
      a.tiers.map((tier) => ({
        key: `${a.id}-${tier.id}`,
        title: a.title,
        label: tierLabel(tier),
        status: tier.status,
        statusText: tierStatusText(tier),
      })),
    );
  // Stable: within each status the engine's order (per activity) is kept.
  return [...tiers.filter((t) => t.status === 1), ...tiers.filter((t) => t.status === 0)];
}

/** What an activity group's header says: the tier in force and the next one to reach. */
export function activityState(activity: ActivityOutcome): { applied: string | null; next: string | null } {
  const applied = activity.tiers.find((t) => t.id === activity.appliedTierId && t.status === 1);
  // Tiers not achieved come smallest first: the first is the nearest.
  const next = activity.tiers.find((t) => t.status === 0);
  return {
    applied: applied ? `已满足${tierLabel(applied)}，已优惠${yuan(activity.saving)}` : null,
    next: next
      ? next.rate !== null
        ? `再买 ${yuan(next.missing)} 享${discountLabel(next.rate)}`
        : `再买 ${yuan(next.missing)} 可减 ${yuan(next.reduce ?? 0)}`
      : null,
  };
}

/** 赠 N 件 once earned; otherwise the rule (买10赠1) so the buyer knows what to aim for. */
export function giftNote(
  line: Pick<CartLine, 'gift_data' | 'pricing_input'>,
  priced: PricedLine,
): string | null {
  const rule = line.pricing_input.gift;
  if (rule === null) return null;
  const gift = rule.type === 2 && line.gift_data.name ? line.gift_data.name : '';
  if (priced.gift.total > 0)
    return gift ? `赠 ${gift} ${priced.gift.total} 件` : `赠 ${priced.gift.total} 件`;
  return `买${rule.buy}赠${rule.give}${gift ? `（${gift}）` : ''}`;
}

/** 包邮, or the free-shipping quantity and how far the line is from it. */
export function shippingNote(line: Pick<CartLine, 'pricing_input'>, quantity: number): string | null {
  const input = line.pricing_input;
  if (!input.freeShipping) return null;
  if (input.singleItemFreeShipping || input.freeShippingNumber <= 0) return '包邮';
  const missing = input.freeShippingNumber - quantity;
  return missing <= 0
    ? `满${input.freeShippingNumber}件包邮，已满足`
    : `满${input.freeShippingNumber}件包邮，还差${missing}件`;
}
