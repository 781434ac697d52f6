/** Rows to wire shapes (packages/shared/src/order.ts): money as yuan strings, times as Unix seconds. */
import { formatFen } from '@mall/shared/money';
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_STATUS_TEXT,
  type AfterSaleDetail,
  type AfterSaleKind,
  type AfterSaleStatus,
  type AfterSaleSummary,
  type OrderLineRead,
} from '@mall/shared/order';
import type { AfterSaleRow } from './after-sale.repository.ts';

const seconds = (value: number | null) => (value === null ? null : Math.floor(Number(value)));

export function toSummary(row: AfterSaleRow): AfterSaleSummary {
  const kind = row.kind as AfterSaleKind;
  const status = row.status as AfterSaleStatus;
  return {
    id: row.id,
    after_sale_no: row.after_sale_no,
    kind,
    kind_text: AFTER_SALE_KINDS[kind],
    status,
    status_text: AFTER_SALE_STATUS_TEXT[status],
    refund_amount: formatFen(row.refund_amount),
    created_at: seconds(row.created_at) ?? 0,
  };
}

/** An order_lines row read as jsonb (snake_case columns). */
export function orderLineRead(l: Record<string, unknown>): OrderLineRead {
  const n = (key: string) => Number(l[key] ?? 0);
  const s = (key: string) => String(l[key] ?? '');
  return {
    id: n('id'),
    goods_id: n('goods_id'),
    goods_price_id: n('offer_id'),
    type: n('type') as 0 | 1 | 3,
    combination_id: l.combination_id === null || l.combination_id === undefined ? null : n('combination_id'),
    is_yj: l.is_yj ? 1 : 0,
    name: s('name'),
    generic_name: s('generic_name'),
    ypgg: s('spec'),
    dosage_form: s('dosage_form'),
    sccj: s('manufacturer'),
    approval_number: s('approval_number'),
    batch_number: s('batch_number'),
    expiry_date: l.expiry_date ? s('expiry_date').slice(0, 10) : '',
    bzdw: s('unit'),
    image: s('image'),
    number: n('quantity'),
    price: formatFen(n('unit_price')),
    raw_price: formatFen(n('raw_unit_price')),
    amount: formatFen(n('amount')),
    activity_share: formatFen(n('activity_share')),
    coupon_share: formatFen(n('coupon_share')),
    gift_number: n('gift_quantity'),
    refunded_number: n('refunded_quantity'),
  };
}

export const imageUrl = (afterSaleId: number, index: number) =>
  `/api/after_sale/${afterSaleId}/image/${index}`;

function refundTo(toBalance: number, toOnline: number): 'balance' | 'online' | 'mixed' {
  if (toOnline === 0) return 'balance';
  return toBalance === 0 ? 'online' : 'mixed';
}

export function toDetail(
  row: AfterSaleRow,
  lines: { quantity: number; amount: number; line: Record<string, unknown> }[],
): AfterSaleDetail {
  const refunded = row.status === 2 && row.refund_amount > 0;
  // The balance part is what the ledger credited for this after-sale; the rest went back online.
  const toBalance = refunded ? Math.min(row.to_balance, row.refund_amount) : 0;
  const toOnline = refunded ? row.refund_amount - toBalance : 0;
  return {
    ...toSummary(row),
    order_id: row.order_id,
    order_no: row.order_no,
    reason: row.reason,
    images: row.images.map((_, i) => imageUrl(row.id, i)),
    lines: lines.map((l) => ({
      order_line: orderLineRead(l.line),
      number: l.quantity,
      amount: formatFen(l.amount),
    })),
    review_note: row.review_note,
    reviewed_at: seconds(row.reviewed_at),
    refunded_at: seconds(row.refunded_at),
    refund_to: refunded ? refundTo(toBalance, toOnline) : null,
    to_balance: formatFen(toBalance),
    to_online: formatFen(toOnline),
  };
}
