/** Full-amount cashback (满额返, SPEC §2 /hb): the campaign page's data and the tier rule both ends share. */
import { formatFen } from './money.ts';

export interface CashbackTier {
  /** fen: the goods amount actually paid that reaches this tier */
  threshold: number;
  /** fen credited to the store balance */
  cashback: number;
}

/** A tier on the wire: money as yuan strings (DESIGN §5), with its 满X返Y text. */
export interface CashbackTierRead {
  threshold: string;
  cashback: string;
  /** 满1000返20 */
  text: string;
}

/** GET /api/activity/cashback: the running campaign (null when none runs) and, for a member, the store's cashback. */
export interface CashbackCampaign {
  id: number;
  title: string;
  rules: string;
  /** epoch seconds */
  starts_at: number;
  ends_at: number;
  /** all: every goods counts; listed: only the goods and categories the rules name */
  scope: 'all' | 'listed';
  tiers: CashbackTierRead[];
}

export interface CashbackPage {
  campaign: CashbackCampaign | null;
  /** null for guests */
  mine: {
    /** yuan credited by all campaigns, less what refunds took back */
    total: string;
    /** orders that earned cashback */
    orders: number;
  } | null;
}

/** The highest tier this amount (fen) reaches, or null; tiers in any order. */
export function reachedTier(tiers: readonly CashbackTier[], amount: number): CashbackTier | null {
  let best: CashbackTier | null = null;
  for (const tier of tiers) {
    if (amount >= tier.threshold && (best === null || tier.threshold > best.threshold)) best = tier;
  }
  return best;
}

/**
 * What refunds take back of an order's cashback in all (fen): the credited amount's share of the
 * refunded goods amount, floored; everything once the whole base is refunded.
 */
export function cashbackToReverse(credited: number, base: number, refundedSince: number): number {
  if (base <= 0 || refundedSince <= 0) return 0;
  if (refundedSince >= base) return credited;
  return Math.floor((credited * refundedSince) / base);
}

const yuan = (fen: number): string => (fen % 100 === 0 ? String(fen / 100) : formatFen(fen));

/** 满1000返20 */
export const tierText = (tier: CashbackTier): string => `满${yuan(tier.threshold)}返${yuan(tier.cashback)}`;
