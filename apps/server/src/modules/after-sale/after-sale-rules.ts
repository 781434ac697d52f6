/**
 * The pure rules of returns and after-sales: who may apply, how much of a line is still
 * returnable, and what those units cost the buyer (DESIGN §6, issue 6).
 */
import { chinaStamp } from '@mall/shared/china-time';
import { AFTER_SALE_DAYS, AFTER_SALE_KINDS, type AfterSaleKind, RETURN_KINDS } from '@mall/shared/order';
import { shareByAmount } from '@mall/shared/pricing/coupon';

const DAY_MS = 86_400_000;

export const AFTER_SALE_OPEN_STATUSES = [0, 1] as const;

export const isAfterSaleKind = (value: string): value is AfterSaleKind =>
  Object.hasOwn(AFTER_SALE_KINDS, value);

/** Only these kinds move money; the others (resend, wrong/missing, documents) refund nothing. */
export const isRefundKind = (kind: AfterSaleKind): boolean => RETURN_KINDS.includes(kind);

/** 待发货, 待收货, or 已完成 within AFTER_SALE_DAYS of completion. */
export function mayApply(order: { status: number; completedAt: Date | null }, now: Date): boolean {
  if (order.status === 1 || order.status === 2) return true;
  if (order.status !== 3 || !order.completedAt) return false;
  return now.getTime() - order.completedAt.getTime() <= AFTER_SALE_DAYS * DAY_MS;
}

export interface LineMoney {
  quantity: number;
  /** what the buyer paid for the whole line (paidByLine) */
  paid: number;
}

export interface LineShares {
  id: number;
  amount: number;
  activityShare: number;
  couponShare: number;
}

/** What a line's units paid before the order's cash voucher: amount less its activity and coupon shares. */
export const paidOfLine = (line: Omit<LineShares, 'id'>): number =>
  Math.max(0, line.amount - line.activityShare - line.couponShare);

/**
 * What each line of an order paid, the order's cash voucher taken too. The voucher is not kept per
 * line: it is shared here over what the lines paid before it, by the coupon's rule (shareByAmount,
 * floored, remainder to the largest), which depends on the order's lines only, so every application
 * reads the same share and the lines' paid sum to what the buyer paid for the goods.
 */
export function paidByLine(lines: readonly LineShares[], voucher: number): Map<number, number> {
  const before = lines.map((line) => ({ id: line.id, amount: paidOfLine(line) }));
  const shares = shareByAmount(voucher, before);
  return new Map(before.map((line) => [line.id, line.amount - (shares.get(line.id) ?? 0)]));
}

/**
 * The refund for `units` more units of a line, when `takenUnits` units (for `takenAmount` fen) are
 * already refunded or asked for. Units are priced floor(paid × n / quantity); the application that
 * takes the line's last units gets the remainder, so a full return gives back exactly `paid`.
 */
export function refundForUnits(
  line: LineMoney,
  units: number,
  takenUnits: number,
  takenAmount: number,
): number {
  if (takenUnits + units >= line.quantity) return Math.max(0, line.paid - takenAmount);
  return Math.floor((line.paid * units) / line.quantity);
}

/** 'SH' + the China-time timestamp + random digits: readable, sortable, unique in practice. */
export function afterSaleNumber(now: Date, random: number): string {
  const ms = now.getTime();
  // China's offset is whole hours, so the milliseconds of the instant are those of its China time.
  const millis = String(ms % 1000).padStart(3, '0');
  return `SH${chinaStamp(Math.floor(ms / 1000))}${millis}${String(random % 1000).padStart(3, '0')}`;
}
