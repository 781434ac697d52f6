/**
 * Drizzle's view of the tables. The SQL files in ./migrations are the source of truth;
 * this file mirrors them so queries are typed. A test checks the two agree.
 */
import {
  bigint,
  bigserial,
  boolean,
  customType,
  date,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

const tstz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const accountManagers = pgTable('account_managers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  phone: text('phone').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  /** 0004_registration.sql: the 业务员编码 (ywy) a buyer may give when registering. */
  code: text('code').unique(),
});

export const members = pgTable('members', {
  id: serial('id').primaryKey(),
  username: text('username').notNull().unique(),
  phone: text('phone').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  name: text('name').notNull().default(''),
  face: text('face').notNull().default(''),
  wechatOpenid: text('wechat_openid'),
  wechatNickname: text('wechat_nickname'),
  status: smallint('status').notNull().default(1),
  currentCompanyId: integer('current_company_id'),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  /** 'buyer', or 'agent' for an operator account answering chat (0011). */
  role: text('role').notNull().default('buyer'),
});

export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  name: text('name').notNull(),
  customerType: text('customer_type').notNull().default('单体药店'),
  province: text('province').notNull().default(''),
  city: text('city').notNull().default(''),
  district: text('district').notNull().default(''),
  address: text('address').notNull().default(''),
  contactName: text('contact_name').notNull().default(''),
  contactPhone: text('contact_phone').notNull().default(''),
  rank: text('rank').notNull().default('普通会员'),
  reviewStatus: smallint('review_status').notNull().default(0),
  accountManagerId: integer('account_manager_id'),
  salespersonCode: text('salesperson_code'),
  isSpecial: boolean('is_special').notNull().default(false),
  isShowYoux: boolean('is_show_youx').notNull().default(true),
  isCanChat: boolean('is_can_chat').notNull().default(false),
  isAfterSale: boolean('is_after_sale').notNull().default(true),
  contractSignedAt: tstz('contract_signed_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  companyId: integer('company_id').notNull(),
  csrfToken: text('csrf_token').notNull(),
  ip: text('ip').notNull().default(''),
  userAgent: text('user_agent').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
  lastSeenAt: tstz('last_seen_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
});

export const businessScopes = pgTable('business_scopes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull().unique(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  level: smallint('level').notNull(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  logo1: text('logo1').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isShown: boolean('is_shown').notNull().default(true),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logo: text('logo').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  banner: text('banner').notNull().default(''),
  isFeatured: boolean('is_featured').notNull().default(false),
});

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  pinyin: text('pinyin').notNull().default(''),
  initials: text('initials').notNull().default(''),
});

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const goods = pgTable('goods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  genericName: text('generic_name').notNull(),
  tradeName: text('trade_name').notNull().default(''),
  spec: text('spec').notNull(),
  dosageForm: text('dosage_form').notNull().default(''),
  manufacturerId: integer('manufacturer_id').notNull(),
  approvalNumber: text('approval_number').notNull().default(''),
  unit: text('unit').notNull(),
  middlePack: integer('middle_pack').notNull().default(1),
  casePack: integer('case_pack').notNull().default(1),
  storage: text('storage').notNull().default(''),
  scopeId: integer('scope_id').notNull(),
  brandId: integer('brand_id'),
  categoryId: integer('category_id').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  description: text('description').notNull().default(''),
  pinyin: text('pinyin').notNull().default(''),
  initials: text('initials').notNull().default(''),
  sales: integer('sales').notNull().default(0),
  isOnSale: boolean('is_on_sale').notNull().default(true),
  createdAt: tstz('created_at').notNull().defaultNow(),
  origin: text('origin').notNull().default(''),
  grade: text('grade').notNull().default(''),
  deviceClass: text('device_class').notNull().default(''),
});

export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull(),
  warehouseId: integer('warehouse_id').notNull(),
  priceScheme: text('price_scheme').notNull().default('standard'),
  type: smallint('type').notNull().default(0),
  stock: integer('stock').notNull().default(0),
  basePrice: integer('base_price').notNull(),
  ladderPriceType: smallint('ladder_price_type').notNull().default(0),
  minQuantity: integer('min_quantity').notNull().default(1),
  step: integer('step').notNull().default(1),
  memberLimit: integer('member_limit'),
  isBuy: boolean('is_buy').notNull().default(true),
  isFreeShipping: boolean('is_free_shipping').notNull().default(false),
  freeShippingNumber: integer('free_shipping_number').notNull().default(0),
  isSingleFreeShip: boolean('is_single_free_ship').notNull().default(false),
  isYoux: boolean('is_youx').notNull().default(false),
  isNearExpiry: boolean('is_near_expiry').notNull().default(false),
  batchNumber: text('batch_number').notNull().default(''),
  productionDate: date('production_date', { mode: 'string' }),
  expiryDate: date('expiry_date', { mode: 'string' }),
  tags: text('tags').array().notNull().default([]),
  createdAt: tstz('created_at').notNull().defaultNow(),
  nearExpiryPrice: integer('near_expiry_price'),
  saleStartsAt: tstz('sale_starts_at'),
  saleEndsAt: tstz('sale_ends_at'),
  originalPrice: integer('original_price'),
});

export const ladderPrices = pgTable('ladder_prices', {
  id: serial('id').primaryKey(),
  offerId: integer('offer_id').notNull(),
  quantity: integer('quantity').notNull(),
  price: integer('price').notNull(),
});

export const cartLines = pgTable('cart_lines', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  offerId: integer('offer_id'),
  quantity: integer('quantity').notNull(),
  isSelected: boolean('is_selected').notNull().default(true),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
  type: smallint('type').notNull().default(0),
  combinationId: integer('combination_id'),
  isYj: boolean('is_yj').notNull().default(false),
  lineKey: text('line_key').notNull(),
});

export const messages = pgTable('messages', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  isRead: boolean('is_read').notNull().default(false),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const pointsLedger = pgTable('points_ledger', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  companyId: integer('company_id').notNull(),
  delta: integer('delta').notNull(),
  reason: text('reason').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const navEntries = pgTable('nav_entries', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  url: text('url').notNull().default(''),
  image: text('image').notNull().default(''),
  isOpen: boolean('is_open').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const hotSearches = pgTable('hot_searches', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const focusSlots = pgTable('focus_slots', {
  id: serial('id').primaryKey(),
  position: text('position').notNull(),
  title: text('title').notNull().default(''),
  image: text('image').notNull(),
  url: text('url').notNull().default(''),
  notice: text('notice'),
  sort: integer('sort').notNull().default(0),
  startsAt: tstz('starts_at'),
  endsAt: tstz('ends_at'),
  isEnabled: boolean('is_enabled').notNull().default(true),
});

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  path: text('path').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  path: text('path').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const links = pgTable('links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const media = pgTable('media', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  body: bytea('body').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const favorites = pgTable('favorites', {
  companyId: integer('company_id').notNull(),
  goodsId: integer('goods_id').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const inspectionReports = pgTable('inspection_reports', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull(),
  batchNumber: text('batch_number').notNull(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  issuedOn: date('issued_on', { mode: 'string' }).notNull(),
});

export const controlZones = pgTable('control_zones', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  banner: text('banner').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const controlRules = pgTable('control_rules', {
  goodsId: integer('goods_id').primaryKey(),
  zoneId: integer('zone_id').notNull(),
  allowedProvinces: text('allowed_provinces').array().notNull().default([]),
  allowedCustomerTypes: text('allowed_customer_types').array().notNull().default([]),
});

export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  startsAt: tstz('starts_at'),
  endsAt: tstz('ends_at'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  isGlobal: boolean('is_global').notNull().default(false),
});

export const activityGoods = pgTable('activity_goods', {
  activityId: integer('activity_id').notNull(),
  goodsId: integer('goods_id').notNull(),
});

// --- 0003_search_terms.sql (catalogue search, issue 3) ---

export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
  pinyin: text('pinyin').notNull().default(''),
  initials: text('initials').notNull().default(''),
});

// --- 0006_account.sql (account centre: addresses, registered-address changes; issue 4) ---

export const addresses = pgTable('addresses', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  consignee: text('consignee').notNull(),
  phone: text('phone').notNull(),
  provinceCode: text('province_code').notNull(),
  province: text('province').notNull(),
  cityCode: text('city_code').notNull(),
  city: text('city').notNull(),
  districtCode: text('district_code').notNull(),
  district: text('district').notNull(),
  detail: text('detail').notNull(),
  isDefault: boolean('is_default').notNull().default(false),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const companyChangeRequests = pgTable('company_change_requests', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  memberId: integer('member_id').notNull(),
  provinceCode: text('province_code').notNull(),
  province: text('province').notNull(),
  cityCode: text('city_code').notNull(),
  city: text('city').notNull(),
  districtCode: text('district_code').notNull(),
  district: text('district').notNull(),
  address: text('address').notNull(),
  status: smallint('status').notNull().default(0),
  reason: text('reason'),
  reviewedBy: text('reviewed_by'),
  reviewedAt: tstz('reviewed_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

// --- 0004_registration.sql (joining and passwords, issue 4) ---

export const smsOutbox = pgTable('sms_outbox', {
  id: serial('id').primaryKey(),
  phone: text('phone').notNull(),
  body: text('body').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

/** Primary key (phone, scene) in the SQL; conflicts target those two columns. */
export const smsCodes = pgTable('sms_codes', {
  phone: text('phone').notNull(),
  scene: text('scene').notNull(),
  codeHash: text('code_hash').notNull(),
  attempts: smallint('attempts').notNull().default(0),
  sentAt: tstz('sent_at').notNull().defaultNow(),
  expiresAt: tstz('expires_at').notNull(),
});

export const verificationTokens = pgTable('verification_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  purpose: text('purpose').notNull(),
  phone: text('phone').notNull(),
  passwordHash: text('password_hash'),
  expiresAt: tstz('expires_at').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const wechatTickets = pgTable('wechat_tickets', {
  ticketHash: text('ticket_hash').primaryKey(),
  memberId: integer('member_id').notNull(),
  expiresAt: tstz('expires_at').notNull(),
  confirmedAt: tstz('confirmed_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

// --- 0005_licences.sql (licences, business scopes granted, purchase contract; issue 4) ---

export const licenceTypes = pgTable('licence_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull().unique(),
  grantsScope: boolean('grants_scope').notNull().default(false),
  requiredFor: text('required_for').array().notNull().default([]),
  sort: integer('sort').notNull().default(0),
});

export const licenceFiles = pgTable('licence_files', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  sha256: text('sha256').notNull(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  originalName: text('original_name').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const companyLicences = pgTable('company_licences', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  typeId: integer('type_id').notNull(),
  number: text('number').notNull(),
  holder: text('holder').notNull().default(''),
  validFrom: date('valid_from', { mode: 'string' }),
  expiresOn: date('expires_on', { mode: 'string' }).notNull(),
  fileId: integer('file_id'),
  reviewStatus: smallint('review_status').notNull().default(0),
  reason: text('reason').notNull().default(''),
  reviewedBy: text('reviewed_by'),
  reviewedAt: tstz('reviewed_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const companyLicenceScopes = pgTable('company_licence_scopes', {
  licenceId: integer('licence_id').notNull(),
  scopeId: integer('scope_id').notNull(),
});

export const contracts = pgTable('contracts', {
  id: serial('id').primaryKey(),
  version: integer('version').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const contractSignatures = pgTable('contract_signatures', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  contractId: integer('contract_id').notNull(),
  signerName: text('signer_name').notNull(),
  contentHash: text('content_hash').notNull(),
  signedAt: tstz('signed_at').notNull().defaultNow(),
});

export const companyReviews = pgTable('company_reviews', {
  id: serial('id').primaryKey(),
  companyId: integer('company_id').notNull(),
  status: smallint('status').notNull(),
  reason: text('reason').notNull().default(''),
  reviewedBy: text('reviewed_by').notNull(),
  reviewedAt: tstz('reviewed_at').notNull().defaultNow(),
});

// --- 0007_cart.sql (cart and pricing, issue 5) ---

export const activityTiers = pgTable('activity_tiers', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id').notNull(),
  amount: integer('amount').notNull(),
  reduce: integer('reduce'),
  rate: smallint('rate'),
});

export const giftRules = pgTable('gift_rules', {
  activityId: integer('activity_id').primaryKey(),
  buyQuantity: integer('buy_quantity').notNull(),
  giftQuantity: integer('gift_quantity').notNull(),
  giftType: smallint('gift_type').notNull().default(1),
  giftName: text('gift_name').notNull().default(''),
});

export const combinations = pgTable('combinations', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  price: integer('price').notNull(),
  memberLimit: integer('member_limit'),
  startsAt: tstz('starts_at'),
  endsAt: tstz('ends_at'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const combinationItems = pgTable('combination_items', {
  combinationId: integer('combination_id').notNull(),
  offerId: integer('offer_id').notNull(),
  quantity: integer('quantity').notNull(),
});

export const negotiatedPrices = pgTable('negotiated_prices', {
  companyId: integer('company_id').notNull(),
  offerId: integer('offer_id').notNull(),
  price: integer('price').notNull(),
  startsAt: tstz('starts_at'),
  endsAt: tstz('ends_at'),
});

// --- 0008_orders.sql (checkout, payment, orders, after-sales, invoices, issue 6) ---

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
});

export const feedback = pgTable('feedback', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  companyId: integer('company_id').notNull(),
  type: text('type').notNull(),
  content: text('content').notNull(),
  contact: text('contact').notNull().default(''),
  images: jsonb('images').notNull().default([]),
  reply: text('reply').notNull().default(''),
  repliedBy: text('replied_by'),
  repliedAt: tstz('replied_at'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const wantedRequests = pgTable('wanted_requests', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull(),
  companyId: integer('company_id').notNull(),
  goodsName: text('goods_name').notNull(),
  spec: text('spec').notNull().default(''),
  manufacturer: text('manufacturer').notNull().default(''),
  quantity: integer('quantity').notNull(),
  expectedPrice: integer('expected_price'),
  note: text('note').notNull().default(''),
  status: smallint('status').notNull().default(0),
  goodsId: integer('goods_id'),
  reply: text('reply').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

// --- 0010_points_orders.sql (points orders, issue 6) ---

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
});

// --- 0011_chat.sql (customer-service chat, issue 7) ---

export const chatConversations = pgTable('chat_conversations', {
  id: serial('id').primaryKey(),
  memberId: integer('member_id').notNull().unique(),
  memberReadId: bigint('member_read_id', { mode: 'number' }).notNull().default(0),
  agentReadId: bigint('agent_read_id', { mode: 'number' }).notNull().default(0),
  lastMessageId: bigint('last_message_id', { mode: 'number' }).notNull().default(0),
  createdAt: tstz('created_at').notNull().defaultNow(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const chatMessages = pgTable('chat_messages', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  conversationId: integer('conversation_id').notNull(),
  sender: text('sender').notNull(),
  senderId: integer('sender_id').notNull(),
  kind: text('kind').notNull(),
  text: text('text').notNull().default(''),
  image: jsonb('image'),
  clientId: text('client_id'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

// --- 0012_home_floors.sql (home page category floors, issue 7) ---

export const homeFloors = pgTable('home_floors', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull().unique(),
  title: text('title').notNull().default(''),
  banner: text('banner').notNull().default(''),
  url: text('url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
});
