/** Order rows to the wire (packages/shared/src/order.ts): fen to yuan strings, snapshots to fields. */
import { GROUP_HOLD_TEXT } from '@mall/shared/group-buy';
import { formatFen } from '@mall/shared/money';
import {
  AFTER_SALE_DAYS,
  AFTER_SALE_KINDS,
  AFTER_SALE_STATUS_TEXT,
  type AfterSaleKind,
  type AfterSaleStatus,
  type AfterSaleSummary,
  INVOICE_TYPES,
  type InvoiceType,
  ORDER_STATUS_TEXT,
  type OrderDetail,
  type OrderLineRead,
  type OrderStatus,
  type OrderSummary,
  type PayMethod,
} from '@mall/shared/order';
import type { AfterSaleRow, LineRow, OrderRow } from './order-read.repository.ts';

/**
 * An order's status as the buyer and the console read it: a paid order of a group that has not
 * succeeded yet is held, so it reads 拼团中, not 待发货.
 */
export const orderStatusText = (status: OrderStatus, groupState: OrderRow['group_state']): string =>
  status === 1 && groupState === 'running' ? GROUP_HOLD_TEXT : (ORDER_STATUS_TEXT[status] ?? '');

export function lineOf(row: LineRow): OrderLineRead {
  return {
    id: row.id,
    goods_id: row.goods_id,
    goods_price_id: row.offer_id,
    type: row.type,
    combination_id: row.combination_id,
    is_yj: row.is_yj ? 1 : 0,
    name: row.name,
    generic_name: row.generic_name,
    ypgg: row.spec,
    dosage_form: row.dosage_form,
    sccj: row.manufacturer,
    approval_number: row.approval_number,
    batch_number: row.batch_number,
    expiry_date: row.expiry_date ?? '',
    bzdw: row.unit,
    image: row.image,
    number: row.quantity,
    price: formatFen(row.unit_price),
    raw_price: formatFen(row.raw_unit_price),
    amount: formatFen(row.amount),
    activity_share: formatFen(row.activity_share),
    coupon_share: formatFen(row.coupon_share),
    gift_number: row.gift_quantity,
    gift_name: row.gift_name ?? '',
    refunded_number: row.refunded_quantity,
  };
}

export function summaryOf(row: OrderRow, lines: LineRow[]): OrderSummary {
  const status = row.status as OrderStatus;
  return {
    id: row.id,
    order_no: row.order_no,
    status,
    status_text: orderStatusText(status, row.group_state),
    group_buy_state: row.group_state,
    total_amount: formatFen(row.payable_amount + row.balance_amount),
    payable_amount: formatFen(row.payable_amount),
    pay_method: row.pay_method as PayMethod | null,
    line_count: row.line_count,
    lines: lines.map(lineOf),
    created_at: row.created_at,
    expires_at: row.expires_at,
    has_after_sale: row.has_after_sale ? 1 : 0,
  };
}

export function afterSaleOf(row: AfterSaleRow): AfterSaleSummary {
  const kind = row.kind as AfterSaleKind;
  const status = row.status as AfterSaleStatus;
  return {
    id: row.id,
    after_sale_no: row.after_sale_no,
    kind,
    kind_text: AFTER_SALE_KINDS[kind] ?? row.kind,
    status,
    status_text: AFTER_SALE_STATUS_TEXT[status] ?? '',
    refund_amount: formatFen(row.refund_amount),
    created_at: row.created_at,
  };
}

const str = (value: unknown) => (typeof value === 'string' ? value : '');

/** What the buyer may do now; `now` in Unix seconds. */
export function actionsOf(row: OrderRow, now: number): OrderDetail['actions'] {
  const bit = (yes: boolean): 0 | 1 => (yes ? 1 : 0);
  const open = row.status === 0 && row.expires_at > now;
  const withinWindow =
    row.status === 3 && row.completed_at !== null && now - row.completed_at <= AFTER_SALE_DAYS * 86_400;
  return {
    pay: bit(open),
    cancel: bit(row.status === 0),
    receive: bit(row.status === 2),
    rebuy: bit(row.status === 3 || row.status === 4),
    // A running group's order waits for the group: its paid units decide whether the group succeeds.
    after_sale: bit((row.status === 1 && row.group_state !== 'running') || row.status === 2 || withinWindow),
  };
}

/** The order's address snapshot. */
export function addressOf(row: OrderRow): OrderDetail['address'] {
  return {
    consignee: str(row.address.consignee),
    phone: str(row.address.phone),
    province: str(row.address.province),
    city: str(row.address.city),
    district: str(row.address.district),
    detail: str(row.address.detail),
  };
}

export interface DetailParts {
  lines: LineRow[];
  /** order_parcels rows; an order shipped before they existed has only its own carrier and number */
  parcels?: { carrier: string; tracking_no: string }[];
  events: { kind: 'status' | 'logistics'; title: string; note: string; created_at: number }[];
  invoiceId: number | null;
  afterSales: AfterSaleRow[];
  now: number;
  /** when the queued automatic receipt runs, if one is queued */
  autoReceiveAt?: number | null;
}

/** The parcels with the order's own (first) one in front when no parcel row records it. */
function parcelsOf(row: OrderRow, rows: { carrier: string; tracking_no: string }[]) {
  const parcels = rows.map((p) => ({ carrier: p.carrier, tracking_no: p.tracking_no }));
  if (row.tracking_no && !parcels.some((p) => p.tracking_no === row.tracking_no))
    parcels.unshift({ carrier: row.carrier, tracking_no: row.tracking_no });
  return parcels;
}

export function detailOf(row: OrderRow, parts: DetailParts): OrderDetail {
  const event = (e: DetailParts['events'][number]) => ({
    title: e.title,
    note: e.note,
    created_at: e.created_at,
  });
  const invoiceType = (Number(row.invoice.invoice_type) || 3) as InvoiceType;
  return {
    ...summaryOf(row, parts.lines),
    amounts: {
      raw_amount: formatFen(row.raw_amount),
      goods_amount: formatFen(row.goods_amount),
      activity_amount: formatFen(row.activity_amount),
      coupon_amount: formatFen(row.coupon_amount),
      voucher_amount: formatFen(row.voucher_amount),
      shipping_amount: formatFen(row.shipping_amount),
      balance_amount: formatFen(row.balance_amount),
      payable_amount: formatFen(row.payable_amount),
      paid_amount: formatFen(row.paid_amount),
      // An order never paid took nothing in the end: a cancel gave its balance part back.
      paid_total: formatFen(row.paid_at === null ? 0 : row.balance_amount + row.paid_amount),
      refunded_amount: formatFen(row.refunded_amount),
    },
    address: addressOf(row),
    invoice: {
      invoice_type: invoiceType,
      invoice_type_text: INVOICE_TYPES[invoiceType] ?? '',
      title: str(row.invoice.title),
      tax_number: str(row.invoice.tax_number),
    },
    documents: row.documents,
    remark: row.remark,
    cancel_reason: row.cancel_reason,
    carrier: row.carrier,
    tracking_no: row.tracking_no,
    parcels: parcelsOf(row, parts.parcels ?? []),
    paid_at: row.paid_at,
    shipped_at: row.shipped_at,
    delivered_at: row.delivered_at,
    completed_at: row.completed_at,
    cancelled_at: row.cancelled_at,
    auto_receive_at: row.status === 2 ? (parts.autoReceiveAt ?? null) : null,
    timeline: parts.events.filter((e) => e.kind === 'status').map(event),
    logistics: parts.events
      .filter((e) => e.kind === 'logistics')
      .reverse()
      .map(event),
    actions: actionsOf(row, parts.now),
    invoice_id: parts.invoiceId,
    after_sales: parts.afterSales.map(afterSaleOf),
  };
}
