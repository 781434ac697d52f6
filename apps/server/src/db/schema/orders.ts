/** Money and orders: the balance, coupons and vouchers, invoice profiles, orders with lines, events and payments, jobs, after-sales, invoices and points orders. */
import {
  bigserial,
  boolean,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
} from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const balanceLedger = pgTable('balance_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  companyId: integer('company_id').notNull(),
  amount: integer('amount').notNull(),
  balanceAfter: integer('balance_after').notNull(),
  kind: text('kind').notNull(),
  orderId: integer('order_id'),
  note: text('note').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const coupons = pgTable('coupons', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  kind: text('kind').notNull(),
  threshold: integer('threshold').notNull(),
  value: integer('value').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
  /** What it applies to, in words for the buyer (0023). */
  scope: text('scope').notNull().default('全场通用（不可用券商品除外）'),
  /** The business scopes it is limited to; null: every scope (0046). */
  scopeIds: integer('scope_ids').array(),
});

export const memberCoupons = pgTable('member_coupons', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  couponId: integer('coupon_id').notNull(),
  status: smallint('status').notNull().default(0),
  validFrom: tstz('valid_from').notNull(),
  validTo: tstz('valid_to').notNull(),
  orderId: integer('order_id'),
  usedAt: tstz('used_at'),
  receivedAt: tstz('received_at').notNull().defaultNow(),
  /** The coupon-centre campaign it was claimed from (0023). */
  campaignId: integer('campaign_id'),
});

export const cashVouchers = pgTable('cash_vouchers', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  title: text('title').notNull(),
  amount: integer('amount').notNull(),
  minAmount: integer('min_amount').notNull().default(0),
  status: smallint('status').notNull().default(0),
  validTo: tstz('valid_to').notNull(),
  orderId: integer('order_id'),
  usedAt: tstz('used_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const invoiceProfiles = pgTable('invoice_profiles', {
  companyId: integer('company_id').primaryKey(),
  invoiceType: smallint('invoice_type').notNull().default(3),
  title: text('title').notNull(),
  taxNumber: text('tax_number').notNull(),
  bankName: text('bank_name').notNull().default(''),
  bankAccount: text('bank_account').notNull().default(''),
  regAddress: text('reg_address').notNull().default(''),
  regPhone: text('reg_phone').notNull().default(''),
  email: text('email').notNull().default(''),
});

export const orders = pgTable('orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  companyId: integer('company_id').notNull(),
  memberId: integer('member_id').notNull(),
  status: smallint('status').notNull().default(0),
  idempotencyKey: text('idempotency_key').notNull(),
  rawAmount: integer('raw_amount').notNull(),
  goodsAmount: integer('goods_amount').notNull(),
  activityAmount: integer('activity_amount').notNull().default(0),
  couponAmount: integer('coupon_amount').notNull().default(0),
  voucherAmount: integer('voucher_amount').notNull().default(0),
  shippingAmount: integer('shipping_amount').notNull().default(0),
  balanceAmount: integer('balance_amount').notNull().default(0),
  payableAmount: integer('payable_amount').notNull(),
  paidAmount: integer('paid_amount').notNull().default(0),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  payMethod: text('pay_method'),
  couponId: integer('coupon_id'),
  address: jsonb('address').notNull(),
  invoice: jsonb('invoice').notNull(),
  documents: text('documents').array().notNull().default([]),
  remark: text('remark').notNull().default(''),
  cancelReason: text('cancel_reason').notNull().default(''),
  carrier: text('carrier').notNull().default(''),
  trackingNo: text('tracking_no').notNull().default(''),
  expiresAt: tstz('expires_at').notNull(),
  paidAt: tstz('paid_at'),
  shippedAt: tstz('shipped_at'),
  deliveredAt: tstz('delivered_at'),
  completedAt: tstz('completed_at'),
  cancelledAt: tstz('cancelled_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const orderLines = pgTable('order_lines', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  offerId: integer('offer_id').notNull(),
  goodsId: integer('goods_id').notNull(),
  type: smallint('type').notNull().default(0),
  combinationId: integer('combination_id'),
  isYj: boolean('is_yj').notNull().default(false),
  name: text('name').notNull(),
  genericName: text('generic_name').notNull(),
  spec: text('spec').notNull(),
  dosageForm: text('dosage_form').notNull(),
  manufacturer: text('manufacturer').notNull(),
  approvalNumber: text('approval_number').notNull(),
  batchNumber: text('batch_number').notNull(),
  expiryDate: date('expiry_date', { mode: 'string' }),
  unit: text('unit').notNull(),
  image: text('image').notNull().default(''),
  quantity: integer('quantity').notNull(),
  unitPrice: integer('unit_price').notNull(),
  rawUnitPrice: integer('raw_unit_price').notNull(),
  amount: integer('amount').notNull(),
  activityShare: integer('activity_share').notNull().default(0),
  couponShare: integer('coupon_share').notNull().default(0),
  giftQuantity: integer('gift_quantity').notNull().default(0),
  refundedQuantity: integer('refunded_quantity').notNull().default(0),
  /** Same-goods gift units taken from the line's offer with it (0013). */
  giftStock: integer('gift_stock').notNull().default(0),
  /** 上市许可持有人 as sold, and the name of a gift of another item (0020). */
  mah: text('mah').notNull().default(''),
  giftName: text('gift_name').notNull().default(''),
  /** The trade-up of a type 4 line (0029). */
  tradeUpId: integer('trade_up_id'),
  /** Units refunded before the order shipped: they never leave (0048). */
  cancelledQuantity: integer('cancelled_quantity').notNull().default(0),
});

export const orderEvents = pgTable('order_events', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: integer('order_id').notNull(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  note: text('note').notNull().default(''),
  actor: text('actor').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const payments = pgTable('payments', {
  id: serial('id').primaryKey(),
  paymentNo: text('payment_no').notNull(),
  orderId: integer('order_id').notNull(),
  method: text('method').notNull(),
  amount: integer('amount').notNull(),
  status: smallint('status').notNull().default(0),
  gatewayRef: text('gateway_ref').notNull().default(''),
  refundedAmount: integer('refunded_amount').notNull().default(0),
  createdAt: tstz('created_at').notNull().defaultNow(),
  paidAt: tstz('paid_at'),
  closedAt: tstz('closed_at'),
});

/** Parcels of a shipped order (migration 0036); the first is also on orders.carrier/tracking_no. */
export const orderParcels = pgTable('order_parcels', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  carrier: text('carrier').notNull(),
  trackingNo: text('tracking_no').notNull(),
  actor: text('actor').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const jobs = pgTable('jobs', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  kind: text('kind').notNull(),
  payload: jsonb('payload').notNull().default({}),
  runAt: tstz('run_at').notNull(),
  status: smallint('status').notNull().default(0),
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
  doneAt: tstz('done_at'),
});

export const afterSales = pgTable('after_sales', {
  id: serial('id').primaryKey(),
  afterSaleNo: text('after_sale_no').notNull(),
  orderId: integer('order_id').notNull(),
  companyId: integer('company_id').notNull(),
  kind: text('kind').notNull(),
  status: smallint('status').notNull().default(0),
  reason: text('reason').notNull(),
  images: jsonb('images').notNull().default([]),
  refundAmount: integer('refund_amount').notNull().default(0),
  reviewNote: text('review_note').notNull().default(''),
  reviewedBy: text('reviewed_by'),
  reviewedAt: tstz('reviewed_at'),
  refundedAt: tstz('refunded_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const afterSaleLines = pgTable('after_sale_lines', {
  afterSaleId: integer('after_sale_id').notNull(),
  orderLineId: integer('order_line_id').notNull(),
  quantity: integer('quantity').notNull(),
  amount: integer('amount').notNull(),
});

export const invoices = pgTable('invoices', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull(),
  companyId: integer('company_id').notNull(),
  invoiceNo: text('invoice_no').notNull(),
  invoiceType: smallint('invoice_type').notNull(),
  title: text('title').notNull(),
  taxNumber: text('tax_number').notNull(),
  amount: integer('amount').notNull(),
  taxAmount: integer('tax_amount').notNull(),
  status: smallint('status').notNull().default(1),
  issuedAt: tstz('issued_at').notNull().defaultNow(),
  /** The reversed (红冲) invoice this one replaces after a refund (0014). */
  replacesId: integer('replaces_id'),
  /** A special invoice's buyer details (0020). */
  regAddress: text('reg_address').notNull().default(''),
  regPhone: text('reg_phone').notNull().default(''),
  bankName: text('bank_name').notNull().default(''),
  bankAccount: text('bank_account').notNull().default(''),
});

export const pointsOrders = pgTable('points_orders', {
  id: serial('id').primaryKey(),
  orderNo: text('order_no').notNull(),
  companyId: integer('company_id').notNull(),
  status: smallint('status').notNull().default(0),
  totalPoints: integer('total_points').notNull(),
  address: jsonb('address').notNull(),
  carrier: text('carrier').notNull().default(''),
  trackingNo: text('tracking_no').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
  shippedAt: tstz('shipped_at'),
  completedAt: tstz('completed_at'),
});

export const pointsOrderLines = pgTable('points_order_lines', {
  id: serial('id').primaryKey(),
  pointsOrderId: integer('points_order_id').notNull(),
  itemName: text('item_name').notNull(),
  image: text('image').notNull().default(''),
  points: integer('points').notNull(),
  quantity: integer('quantity').notNull(),
  /** 0024_points_mall.sql: the points mall item redeemed (null on older lines). */
  pointsGoodsId: integer('points_goods_id'),
});

/** 0024_points_mall.sql: items of the points mall (积分商城). */
export const pointsGoods = pgTable('points_goods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull().default(''),
  points: integer('points').notNull(),
  stock: integer('stock').notNull(),
  perMemberLimit: integer('per_member_limit').notNull().default(0),
  isActive: boolean('is_active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  description: text('description').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
