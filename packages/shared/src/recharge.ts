/**
 * Balance recharge (充值, SPEC §7 Money): the tiers GET /api/moneys/moneyConfig offers, what
 * POST /api/cash_coupon/userRecharge starts, and the monthly in/out of GET /api/user/user_money_stat.
 * Amounts are yuan strings with two decimals, as every money field of the API.
 */

/** A custom amount: whole yuan within these bounds. Tiers are whatever the store offers. */
export const RECHARGE_LIMITS = { minYuan: 100, maxYuan: 50_000 } as const;

/** A recharge not paid within this many minutes is closed (a provider's later payment is still credited). */
export const RECHARGE_PAY_MINUTES = 120;

export const RECHARGE_MESSAGES = {
  onlineUnavailable: '暂未开通在线支付，暂时无法充值',
  tierMissing: '该充值档位不存在或已下架',
  oneChoice: '请选择充值档位或输入充值金额',
  amountWhole: '充值金额须为整数元',
  amountRange: `充值金额须在${RECHARGE_LIMITS.minYuan}至${RECHARGE_LIMITS.maxYuan}元之间`,
  notFound: '充值单不存在',
  paid: '充值成功',
} as const;

export interface RechargeTier {
  id: number;
  title: string;
  amount: string;
  /** the cash voucher given with it, or null */
  bonus_voucher: string | null;
  /** the coupon given with it, or null */
  bonus_coupon: { id: number; title: string } | null;
  /** e.g. 赠送50元现金券、满1000减50优惠券; empty without a bonus */
  bonus_text: string;
}

export interface MoneyConfig {
  tiers: RechargeTier[];
  /** custom amount bounds (yuan, whole) */
  min: string;
  max: string;
  /** whether online payment (and so recharge) is open */
  online: boolean;
}

/** 0 pending, 1 paid, 2 closed */
export type RechargeStatus = 0 | 1 | 2;

export interface Recharge {
  recharge_no: string;
  payment_no: string;
  amount: string;
  bonus_text: string;
  status: RechargeStatus;
  created_at: number;
  paid_at: number | null;
}

/** What userRecharge returns: the recharge and where the buyer pays it (an SPA path for the sandbox). */
export interface RechargeStart extends Recharge {
  qr_url: string;
}

/** One China-time month of the balance: money in and out (yuan, both positive). */
export interface MoneyStatMonth {
  /** YYYY-MM */
  month: string;
  in: string;
  out: string;
}

/** One row of GET /api/user/user_money_log (newest first). */
export interface MoneyLogRow {
  id: number;
  /** signed yuan */
  amount: string;
  balance_after: string;
  kind: string;
  kind_text: string;
  note: string;
  created_at: number;
}
