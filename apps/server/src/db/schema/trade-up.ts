/** 0029_combination_gifts_trade_up.sql: gifts of combination packages and trade-up offers (换购). */
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const combinationGifts = pgTable('combination_gifts', {
  combinationId: integer('combination_id').primaryKey(),
  goodsId: integer('goods_id'),
  giftName: text('gift_name').notNull(),
  /** gift units per package */
  quantity: integer('quantity').notNull(),
});

export const tradeUpOffers = pgTable('trade_up_offers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  offerId: integer('offer_id').notNull(),
  /** fen */
  threshold: integer('threshold').notNull(),
  /** fen per unit */
  price: integer('price').notNull(),
  maxQuantity: integer('max_quantity').notNull(),
  startsAt: tstz('starts_at'),
  endsAt: tstz('ends_at'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  /** 0032: the customer types and provinces of the stores it reaches; empty = any */
  allowedCustomerTypes: text('allowed_customer_types').array().notNull().default([]),
  allowedProvinces: text('allowed_provinces').array().notNull().default([]),
});
