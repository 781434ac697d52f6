/** 0026_cashback.sql: full-amount cashback campaigns, their tiers and scope, and what each order earned. */
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const cashbackCampaigns = pgTable('cashback_campaigns', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  rules: text('rules').notNull().default(''),
  startsAt: tstz('starts_at').notNull(),
  endsAt: tstz('ends_at').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  /** all | listed (the goods and categories in cashback_scope) */
  scope: text('scope').notNull().default('all'),
  /** 0032: the customer types and provinces of the stores it reaches; empty = any */
  allowedCustomerTypes: text('allowed_customer_types').array().notNull().default([]),
  allowedProvinces: text('allowed_provinces').array().notNull().default([]),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const cashbackTiers = pgTable('cashback_tiers', {
  id: serial('id').primaryKey(),
  campaignId: integer('campaign_id').notNull(),
  thresholdFen: integer('threshold_fen').notNull(),
  cashbackFen: integer('cashback_fen').notNull(),
});

/** Exactly one of goodsId, categoryId. */
export const cashbackScope = pgTable('cashback_scope', {
  id: serial('id').primaryKey(),
  campaignId: integer('campaign_id').notNull(),
  goodsId: integer('goods_id'),
  categoryId: integer('category_id'),
});

export const orderCashbacks = pgTable('order_cashbacks', {
  id: serial('id').primaryKey(),
  orderId: integer('order_id').notNull().unique(),
  companyId: integer('company_id').notNull(),
  campaignId: integer('campaign_id').notNull(),
  tierThresholdFen: integer('tier_threshold_fen').notNull(),
  tierCashbackFen: integer('tier_cashback_fen').notNull(),
  baseFen: integer('base_fen').notNull(),
  refundedAtCredit: integer('refunded_at_credit').notNull().default(0),
  creditedFen: integer('credited_fen').notNull(),
  reversedFen: integer('reversed_fen').notNull().default(0),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
