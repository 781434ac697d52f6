/**
 * Checkout, payment, orders, after-sales and invoices on the wire (issue 6). SPEC §7 lists only
 * GET /api/user/availableCoupon and the wallet calls; every other path here is ours, in the same
 * style (DESIGN §5). Money is yuan strings with two decimals; times are 10-digit Unix seconds.
 */
import type { CartActivityTier, CartLine, CartTotals } from './cart.ts';

/** orders.status (DESIGN §6). */
export const ORDER_STATUS = {
  unpaid: 0,
  toShip: 1,
  toReceive: 2,
  completed: 3,
  cancelled: 4,
} as const;
export type OrderStatus = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS];

export const ORDER_STATUS_TEXT: Record<OrderStatus, string> = {
  0: '待付款',
  1: '待发货',
  2: '待收货',
  3: '已完成',
  4: '已取消',
};

/** Tabs of /order: `status` of GET /api/order. 'after_sale' lists orders with an after-sale. */
export const ORDER_TABS = [
  'all',
  'unpaid',
  'to_ship',
  'to_receive',
  'completed',
  'cancelled',
  'after_sale',
] as const;
export type OrderTab = (typeof ORDER_TABS)[number];
export const ORDER_TAB_TEXT: Record<OrderTab, string> = {
  all: '全部',
  unpaid: '待付款',
  to_ship: '待发货',
  to_receive: '待收货',
  completed: '已完成',
  cancelled: '已取消',
  after_sale: '退款/售后',
};

/** Minutes an unpaid order waits before it cancels itself. */
export const ORDER_PAY_MINUTES = 30;

export const INVOICE_TYPES = { 1: '普通发票', 2: '增值税专用发票', 3: '电子发票' } as const;
export type InvoiceType = keyof typeof INVOICE_TYPES;
/** 随货资料 a buyer may ask to travel with the goods. */
export const ORDER_DOCUMENTS = ['首营资料', '药检报告'] as const;
export const ORDER_REMARK_MAX = 200;
export const CANCEL_REASONS = [
  '不想买了',
  '商品选错/多选',
  '地址信息填写错误',
  '重复下单',
  '其他原因',
] as const;
export const PAY_METHODS = ['balance', 'online', 'transfer'] as const;
export type PayMethod = (typeof PAY_METHODS)[number];
export const PAY_METHOD_TEXT: Record<PayMethod, string> = {
  balance: '余额支付',
  online: '在线支付',
  transfer: '银行转账',
};

// --- wallet pieces used at checkout -------------------------------------------------------

/** GET /api/user/invoice_profile (null data when the store has none). */
export interface InvoiceProfile {
  invoice_type: InvoiceType;
  invoice_type_text: string;
  title: string;
  tax_number: string;
  bank_name: string;
  bank_account: string;
  reg_address: string;
  reg_phone: string;
  email: string;
}

/** A coupon the store holds (GET /api/user/availableCoupon, /api/user/coupon). */
export interface MemberCoupon {
  id: number;
  title: string;
  /** 'reduce': 满 threshold 减 value; 'discount': 满 threshold 享 rate 折 */
  kind: 'reduce' | 'discount';
  threshold: string;
  /** reduce: yuan; null for discount */
  value: string | null;
  /** discount: percent payable (95 = 9.5折); null for reduce */
  rate: number | null;
  /** 0 unused, 1 used, 2 expired */
  status: 0 | 1 | 2;
  valid_from: number;
  valid_to: number;
  /** What it applies to, in words (GET /api/user/coupon and availableCoupon send it). */
  scope?: string;
  /** availableCoupon only: what it saves on this selection, yuan */
  saving?: string;
}

/** A cash voucher the store holds (GET /api/user/cash_voucher). */
export interface CashVoucher {
  id: number;
  title: string;
  amount: string;
  min_amount: string;
  status: 0 | 1 | 2;
  valid_to: number;
}

// --- checkout ------------------------------------------------------------------------------

/** The buyer's choices at step 2 (POST /api/order/preview and POST /api/order). */
export interface OrderChoices {
  /** cart line ids (what POST /api/cart/checkout validated) */
  ids: number[];
  coupon_id?: number;
  voucher_id?: number;
  /** 1: deduct the store balance first */
  use_balance?: 0 | 1;
}

/** POST /api/order/preview: the amounts for these choices (a refused coupon/voucher is a 400). */
export interface OrderAmounts {
  raw_amount: string;
  goods_amount: string;
  activity_amount: string;
  coupon_amount: string;
  voucher_amount: string;
  shipping_amount: string;
  /** deducted from the balance */
  balance_amount: string;
  /** still to pay at step 3 */
  payable_amount: string;
  /** the store's balance before this order */
  balance: string;
}

/** POST /api/order body. */
export interface CreateOrderInput extends OrderChoices {
  address_id: number;
  documents?: string[];
  remark?: string;
  /** a random key per checkout page visit; the same key returns the same order */
  idempotency_key: string;
}

/** POST /api/order result; also GET /api/order/{id}/pay_info's head. */
export interface OrderCreated {
  id: number;
  order_no: string;
  status: OrderStatus;
  payable_amount: string;
  /** Unix seconds when an unpaid order cancels itself */
  expires_at: number;
}

// --- orders --------------------------------------------------------------------------------

export interface OrderLineRead {
  id: number;
  goods_id: number;
  goods_price_id: number;
  type: 0 | 1 | 3 | 4;
  combination_id: number | null;
  is_yj: 0 | 1;
  name: string;
  generic_name: string;
  ypgg: string;
  dosage_form: string;
  sccj: string;
  approval_number: string;
  batch_number: string;
  expiry_date: string;
  bzdw: string;
  image: string;
  number: number;
  price: string;
  raw_price: string;
  amount: string;
  activity_share: string;
  coupon_share: string;
  gift_number: number;
  /** what the gift is when it is another item (a named gift, a package's gift); '' for more of the same goods */
  gift_name?: string;
  /** units already returned or refunded */
  refunded_number: number;
}

export interface OrderSummary {
  id: number;
  order_no: string;
  status: OrderStatus;
  status_text: string;
  /** goods - activity - coupon - voucher + shipping */
  total_amount: string;
  payable_amount: string;
  pay_method: PayMethod | null;
  line_count: number;
  /** the first few lines, for the list */
  lines: OrderLineRead[];
  created_at: number;
  expires_at: number;
  /** 1 when an after-sale exists */
  has_after_sale: 0 | 1;
  /** the group buy the order joined (拼团): running, succeeded or failed; null for other orders */
  group_buy_state?: 'running' | 'succeeded' | 'failed' | null;
}

/** GET /api/order (status: OrderTab, keywords, start_time, end_time YYYY-MM-DD, page, page_size). */
export interface OrderPage {
  list: OrderSummary[];
  total: number;
  page: number;
  page_size: number;
  counts: Record<OrderTab, number>;
}

export interface OrderParcel {
  carrier: string;
  tracking_no: string;
}

export interface OrderEvent {
  title: string;
  note: string;
  created_at: number;
}

export interface OrderDetail extends Omit<OrderSummary, 'lines'> {
  lines: OrderLineRead[];
  /** paid_amount: what was paid of the payable after submit; paid_total: that and the balance part together */
  amounts: Omit<OrderAmounts, 'balance'> & {
    paid_amount: string;
    paid_total: string;
    refunded_amount: string;
  };
  address: ShippedTo;
  invoice: { invoice_type: InvoiceType; invoice_type_text: string; title: string; tax_number: string };
  documents: string[];
  remark: string;
  cancel_reason: string;
  carrier: string;
  tracking_no: string;
  /** every parcel of a shipped order, first shipped first (the first is carrier/tracking_no) */
  parcels?: OrderParcel[];
  paid_at: number | null;
  shipped_at: number | null;
  delivered_at: number | null;
  completed_at: number | null;
  cancelled_at: number | null;
  /** a 待收货 order: when it is taken as received unless confirmed first (decision 025) */
  auto_receive_at?: number | null;
  /** status timeline, oldest first */
  timeline: OrderEvent[];
  /** logistics trace, newest first */
  logistics: OrderEvent[];
  /** what the buyer may do now */
  actions: { pay: 0 | 1; cancel: 0 | 1; receive: 0 | 1; rebuy: 0 | 1; after_sale: 0 | 1 };
  /** the invoice of a completed order, when issued */
  invoice_id: number | null;
  after_sales: AfterSaleSummary[];
}

// --- after-sales ---------------------------------------------------------------------------

export const AFTER_SALE_KINDS = {
  return_refund: '退货退款',
  refund_only: '仅退款',
  resend: '补发',
  wrong_missing: '错漏发',
  documents: '资料补寄',
} as const;
export type AfterSaleKind = keyof typeof AFTER_SALE_KINDS;
/** Kinds shown at /order/returnInfo/{id}; the others at /order/afterSalesInfo/{id}. */
export const RETURN_KINDS: readonly AfterSaleKind[] = ['return_refund', 'refund_only'];
export const AFTER_SALE_STATUS_TEXT = { 0: '申请中', 1: '审核通过', 2: '已完成', 3: '已驳回' } as const;
export type AfterSaleStatus = keyof typeof AFTER_SALE_STATUS_TEXT;
export const AFTER_SALE_REASON_MAX = 500;
/** After-sales may be asked for this long after an order is completed. */
export const AFTER_SALE_DAYS = 15;
/** A shipped order the buyer has not confirmed is received this long after it shipped (decision 025). */
export const AUTO_RECEIVE_DAYS = 10;
export const AFTER_SALE_IMAGES_MAX = 6;

/** POST /api/order/{id}/after_sale (multipart: fields below plus up to 6 images `images`). */
export interface AfterSaleInput {
  kind: AfterSaleKind;
  reason: string;
  lines: { order_line_id: number; number: number }[];
}

export interface AfterSaleSummary {
  id: number;
  after_sale_no: string;
  kind: AfterSaleKind;
  kind_text: string;
  status: AfterSaleStatus;
  status_text: string;
  refund_amount: string;
  created_at: number;
}

/** GET /api/after_sale/{id} */
export interface AfterSaleDetail extends AfterSaleSummary {
  order_id: number;
  order_no: string;
  reason: string;
  /** URLs served only to the owner */
  images: string[];
  lines: { order_line: OrderLineRead; number: number; amount: string }[];
  review_note: string;
  reviewed_at: number | null;
  refunded_at: number | null;
  /**
   * where the money went back: 'balance', 'online', or 'mixed' when part went each way (an order paid
   * partly from the balance); null until refunded. to_balance and to_online say how much each way.
   */
  refund_to: 'balance' | 'online' | 'mixed' | null;
  /** of the refund, what went back to the balance (yuan; '0.00' until refunded) */
  to_balance: string;
  /** of the refund, what went back online to the payment account (yuan; '0.00' until refunded) */
  to_online: string;
}

// --- invoices ------------------------------------------------------------------------------

/** GET /api/user/invoice (page): invoices of completed orders; PDF at /api/user/invoice/{id}/pdf. */
export interface InvoiceRead {
  id: number;
  order_id: number;
  order_no: string;
  invoice_no: string;
  invoice_type: InvoiceType;
  invoice_type_text: string;
  title: string;
  tax_number: string;
  amount: string;
  tax_amount: string;
  /** 0 开具中, 1 已开具, 2 已红冲 */
  status: 0 | 1 | 2;
  status_text: string;
  issued_at: number;
  pdf_url: string;
}

export const ORDER_MESSAGES = {
  created: '订单提交成功',
  notFound: '订单不存在',
  notPayable: '该订单当前不能支付',
  notCancellable: '该订单当前不能取消',
  notReceivable: '该订单当前不能确认收货',
  cancelled: '订单已取消',
  received: '已确认收货',
  paid: '支付成功',
  balanceShort: '余额不足',
  couponUnusable: '该优惠券不能用于本订单',
  voucherUnusable: '该现金券不能用于本订单',
  addressMissing: '请选择收货地址',
  expired: '订单已超时取消',
  rebuyAdded: '已将订单商品加入购物车',
  afterSaleCreated: '售后申请已提交',
  afterSaleNotAllowed: '该订单当前不能申请售后',
  afterSaleGroupRunning: '拼团尚未结束，成团后方可申请售后',
  afterSaleTooMany: '申请数量超过可退数量',
  badSignature: '签名校验失败',
  onlineUnavailable: '本商城暂未开通在线支付，请使用余额支付或银行转账',
} as const;

export type { CartActivityTier, CartLine, CartTotals };

// --- points orders ---------------------------------------------------------------------------

export const POINTS_ORDER_STATUS_TEXT = { 0: '待发货', 1: '已发货', 2: '已完成', 3: '已取消' } as const;
export type PointsOrderStatus = keyof typeof POINTS_ORDER_STATUS_TEXT;

/** GET /api/points_order (page, page_size) lists them; GET /api/points_order/{id} one (own only). */
export interface PointsOrderRead {
  id: number;
  order_no: string;
  status: PointsOrderStatus;
  status_text: string;
  total_points: number;
  lines: { item_name: string; image: string; points: number; number: number }[];
  address: ShippedTo;
  carrier: string;
  tracking_no: string;
  created_at: number;
  shipped_at: number | null;
  completed_at: number | null;
}

export const POINTS_ORDER_NOT_FOUND = '积分订单不存在';

/** Where an order went, as snapshotted on the order. */
export interface ShippedTo {
  consignee: string;
  phone: string;
  province: string;
  city: string;
  district: string;
  detail: string;
}
