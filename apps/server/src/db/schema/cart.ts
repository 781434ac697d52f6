/** The cart and what prices it: activity tiers, gift rules, combination packages, negotiated prices. */
import { boolean, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

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
  tradeUpId: integer('trade_up_id'),
});

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
