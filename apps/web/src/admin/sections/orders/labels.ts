/** Options of the orders section's filters, from the shared status and kind names. */
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATUS_TEXT,
  ORDER_STATUS_TEXT,
  PAY_METHOD_TEXT,
} from '@mall/shared/order';

export const orderStatusOptions = Object.entries(ORDER_STATUS_TEXT).map(([value, label]) => ({
  value: Number(value),
  label,
}));

export const payMethodOptions = Object.entries(PAY_METHOD_TEXT).map(([value, label]) => ({ value, label }));

export const afterSaleStatusOptions = Object.entries(AFTER_SALE_STATUS_TEXT).map(([value, label]) => ({
  value: Number(value),
  label,
}));

export const afterSaleKindOptions = Object.entries(AFTER_SALE_KINDS).map(([value, label]) => ({
  value,
  label,
}));

// One colour per status, told apart at a glance: 待发货 (the operator's turn) is not a shade of 待收货.
const STATUS_COLOURS: Record<number, string> = {
  0: 'warning',
  1: 'purple',
  2: 'processing',
  3: 'success',
  4: 'default',
};
export const orderStatusColour = (status: number): string => STATUS_COLOURS[status] ?? 'default';

const AFTER_SALE_COLOURS: Record<number, string> = { 0: 'warning', 1: 'blue', 2: 'success', 3: 'red' };
export const afterSaleColour = (status: number): string => AFTER_SALE_COLOURS[status] ?? 'default';

export const ordersKey = ['admin', 'orders'] as const;
export const afterSalesKey = ['admin', 'after-sales'] as const;
export const invoicesKey = ['admin', 'invoices'] as const;

/** The China calendar days of a RangePicker's value, for the list's from/to. */
export function rangeOf(
  range: [{ format(f: string): string } | null, { format(f: string): string } | null] | null | undefined,
) {
  const [from, to] = range ?? [];
  return { from: from?.format('YYYY-MM-DD'), to: to?.format('YYYY-MM-DD') };
}
