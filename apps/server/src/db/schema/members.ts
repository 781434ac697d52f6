/** Members, their stores and sessions, inbox and points; joining (SMS, tokens, WeChat) and the account centre. */
import { bigserial, boolean, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

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
  /** 0024_points_mall.sql: adjust | order_earn | order_reverse | redeem, and what the row is about. */
  kind: text('kind').notNull().default('adjust'),
  orderId: integer('order_id'),
  pointsOrderId: integer('points_order_id'),
});

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
