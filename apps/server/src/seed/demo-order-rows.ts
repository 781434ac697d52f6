/**
 * The rows of demo's orders as the order, payment and fulfilment modules write them, with explicit
 * ids and times: heads, lines, timeline and logistics events, payments, and the balance ledger with
 * its running balance. Numbers follow the modules' formats, drawn from the seed's own PRNG.
 */
import { chinaStamp } from '@mall/shared/china-time';
import type { DbHandle } from '../db/client.ts';
import type { NewOrderLine } from '../modules/order/order-lines.ts';
import { bulkInsert } from './bulk.ts';
import type { Random } from './random.ts';

/** China time as yyyyMMddHHmmss. */
const stamp = (at: Date) => chinaStamp(Math.floor(at.getTime() / 1000));
const digits = (random: Random, width: number) => String(random.int(0, 10 ** width - 1)).padStart(width, '0');

/** As modules/order/order-number.ts: 'DD' + China time + 4 digits. */
export const orderNo = (at: Date, random: Random) => `DD${stamp(at)}${digits(random, 4)}`;
/**
 * 'PAY' + China time + 6 digits: the demo's payments are all settled or closed and come from the
 * seed's PRNG, so they keep this reproducible form; a live payment's number is random.
 */
export const paymentNo = (at: Date, random: Random) => `PAY${stamp(at)}${digits(random, 6)}`;
export const idempotencyKey = (random: Random) =>
  Array.from({ length: 32 }, () => '0123456789abcdef'[random.int(0, 15)]).join('');

export interface OrderRow {
  id: number;
  orderNo: string;
  status: 0 | 1 | 2 | 3 | 4;
  key: string;
  raw: number;
  goods: number;
  activity: number;
  coupon: number;
  voucher: number;
  shipping: number;
  payable: number;
  paid: number;
  payMethod: 'balance' | 'online' | 'transfer' | null;
  couponId: number | null;
  address: Record<string, string>;
  invoice: Record<string, unknown>;
  documents: string[];
  remark: string;
  cancelReason: string;
  carrier: string;
  trackingNo: string;
  createdAt: Date;
  expiresAt: Date;
  paidAt: Date | null;
  shippedAt: Date | null;
  deliveredAt: Date | null;
  completedAt: Date | null;
  cancelledAt: Date | null;
}

export async function insertOrders(
  handle: DbHandle,
  companyId: number,
  memberId: number,
  orders: readonly OrderRow[],
): Promise<void> {
  const ints = [
    'id',
    'company_id',
    'member_id',
    'status',
    'raw_amount',
    'goods_amount',
    'activity_amount',
    'coupon_amount',
    'voucher_amount',
    'shipping_amount',
    'balance_amount',
    'payable_amount',
    'paid_amount',
    'coupon_id',
  ] as const;
  const texts = [
    'order_no',
    'idempotency_key',
    'pay_method',
    'remark',
    'cancel_reason',
    'carrier',
    'tracking_no',
  ];
  const times = [
    'created_at',
    'expires_at',
    'paid_at',
    'shipped_at',
    'delivered_at',
    'completed_at',
    'cancelled_at',
  ];
  await bulkInsert(
    handle,
    'orders',
    [
      ...ints.map((name) => ({ name, kind: 'int' as const })),
      ...texts.map((name) => ({ name, kind: 'text' as const })),
      ...times.map((name) => ({ name, kind: 'timestamptz' as const })),
      { name: 'address', kind: 'jsonb' },
      { name: 'invoice', kind: 'jsonb' },
      { name: 'documents', kind: 'text[]' },
    ],
    orders.map((o) => [
      o.id,
      companyId,
      memberId,
      o.status,
      o.raw,
      o.goods,
      o.activity,
      o.coupon,
      o.voucher,
      o.shipping,
      // Balance deductions at submit are not part of this demo: every order pays its total at step 3.
      0,
      o.payable,
      o.paid,
      o.couponId,
      o.orderNo,
      o.key,
      o.payMethod,
      o.remark,
      o.cancelReason,
      o.carrier,
      o.trackingNo,
      o.createdAt,
      o.expiresAt,
      o.paidAt,
      o.shippedAt,
      o.deliveredAt,
      o.completedAt,
      o.cancelledAt,
      o.address,
      o.invoice,
      o.documents,
    ]),
  );
}

export async function insertOrderLines(
  handle: DbHandle,
  lines: readonly (NewOrderLine & { id: number; order_id: number })[],
): Promise<void> {
  const ints = [
    'id',
    'order_id',
    'offer_id',
    'goods_id',
    'type',
    'combination_id',
    'quantity',
    'unit_price',
    'raw_unit_price',
    'amount',
    'activity_share',
    'coupon_share',
    'gift_quantity',
    'gift_stock',
  ] as const;
  const texts = [
    'name',
    'generic_name',
    'spec',
    'dosage_form',
    'manufacturer',
    'mah',
    'approval_number',
    'batch_number',
    'unit',
    'image',
    'gift_name',
  ] as const;
  await bulkInsert(
    handle,
    'order_lines',
    [
      ...ints.map((name) => ({ name, kind: 'int' as const })),
      ...texts.map((name) => ({ name, kind: 'text' as const })),
      { name: 'is_yj', kind: 'bool' },
      { name: 'expiry_date', kind: 'date' },
    ],
    lines.map((l) => [...ints.map((k) => l[k]), ...texts.map((k) => l[k]), l.is_yj, l.expiry_date]),
  );
}

export interface EventRow {
  orderId: number;
  kind: 'status' | 'logistics';
  title: string;
  note?: string;
  actor: string;
  at: Date;
}

/** Events in time order, so their ids read as the timeline. */
export async function insertEvents(handle: DbHandle, events: readonly EventRow[]): Promise<void> {
  const sorted = [...events].sort((a, b) => a.at.getTime() - b.at.getTime() || a.orderId - b.orderId);
  await bulkInsert(
    handle,
    'order_events',
    [
      { name: 'order_id', kind: 'int' },
      { name: 'kind', kind: 'text' },
      { name: 'title', kind: 'text' },
      { name: 'note', kind: 'text' },
      { name: 'actor', kind: 'text' },
      { name: 'created_at', kind: 'timestamptz' },
    ],
    sorted.map((e) => [e.orderId, e.kind, e.title, e.note ?? '', e.actor, e.at]),
  );
}

export interface PaymentRow {
  id: number;
  paymentNo: string;
  orderId: number;
  method: 'balance' | 'online' | 'transfer';
  amount: number;
  /** 0 pending, 1 paid, 2 closed */
  status: 0 | 1 | 2;
  gatewayRef: string;
  createdAt: Date;
  paidAt: Date | null;
  closedAt: Date | null;
}

export async function insertPayments(handle: DbHandle, payments: readonly PaymentRow[]): Promise<void> {
  await bulkInsert(
    handle,
    'payments',
    [
      { name: 'id', kind: 'int' },
      { name: 'payment_no', kind: 'text' },
      { name: 'order_id', kind: 'int' },
      { name: 'method', kind: 'text' },
      { name: 'amount', kind: 'int' },
      { name: 'status', kind: 'int' },
      { name: 'gateway_ref', kind: 'text' },
      { name: 'created_at', kind: 'timestamptz' },
      { name: 'paid_at', kind: 'timestamptz' },
      { name: 'closed_at', kind: 'timestamptz' },
    ],
    payments.map((p) => [
      p.id,
      p.paymentNo,
      p.orderId,
      p.method,
      p.amount,
      p.status,
      p.gatewayRef,
      p.createdAt,
      p.paidAt,
      p.closedAt,
    ]),
  );
}

export interface Movement {
  amount: number;
  kind: 'recharge' | 'order_pay' | 'order_refund' | 'after_sale_refund' | 'adjust';
  orderId: number | null;
  note: string;
  at: Date;
}

/** The store's ledger in time order, each row carrying the running balance after it. */
export async function insertLedger(
  handle: DbHandle,
  companyId: number,
  movements: readonly Movement[],
): Promise<number> {
  const sorted = [...movements].sort((a, b) => a.at.getTime() - b.at.getTime());
  let balance = 0;
  const rows = sorted.map((m) => {
    balance += m.amount;
    if (balance < 0) throw new Error(`the demo ledger goes below zero at ${m.note}`);
    return [companyId, m.amount, balance, m.kind, m.orderId, m.note, m.at];
  });
  await bulkInsert(
    handle,
    'balance_ledger',
    [
      { name: 'company_id', kind: 'int' },
      { name: 'amount', kind: 'int' },
      { name: 'balance_after', kind: 'int' },
      { name: 'kind', kind: 'text' },
      { name: 'order_id', kind: 'int' },
      { name: 'note', kind: 'text' },
      { name: 'created_at', kind: 'timestamptz' },
    ],
    rows,
  );
  return balance;
}
