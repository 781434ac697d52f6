/** The pure arithmetic of an invoice: what it covers, its VAT, and its number. Integer fen only. */
import { chinaCompactDate } from '@mall/shared/china-time';

/** 13% VAT, included in the amount. */
export const VAT_PERCENT = 13;

export interface OrderTotals {
  goods_amount: number;
  activity_amount: number;
  coupon_amount: number;
  voucher_amount: number;
  shipping_amount: number;
  refunded_amount: number;
}

/** What the buyer paid for goods and shipping and kept: goods − activity − coupon − voucher + shipping − refunded. */
export function invoiceAmount(o: OrderTotals): number {
  const total =
    o.goods_amount -
    o.activity_amount -
    o.coupon_amount -
    o.voucher_amount +
    o.shipping_amount -
    o.refunded_amount;
  return Math.max(0, total);
}

/** The tax inside a tax-included amount: amount − floor(amount × 100 / 113). */
export function taxOf(amount: number): number {
  return amount - Math.floor((amount * 100) / (100 + VAT_PERCENT));
}

/** 20 digits: the issue date in China (YYYYMMDD) and the invoice id in 12 digits. */
export function invoiceNumber(id: number, issuedAt: Date): string {
  const day = chinaCompactDate(Math.floor(issuedAt.getTime() / 1000));
  return `${day}${String(id % 1e12).padStart(12, '0')}`;
}
