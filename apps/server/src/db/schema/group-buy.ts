/** 0028_group_buys.sql: group purchases and the orders that joined them. */
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const groupBuys = pgTable('group_buys', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  offerId: integer('offer_id').notNull(),
  groupPrice: integer('group_price').notNull(),
  targetQuantity: integer('target_quantity').notNull(),
  storeLimit: integer('store_limit').notNull(),
  rules: text('rules').notNull().default(''),
  startsAt: tstz('starts_at').notNull(),
  endsAt: tstz('ends_at').notNull(),
  /** running | succeeded | failed */
  state: text('state').notNull().default('running'),
  settledAt: tstz('settled_at'),
  settleQueued: boolean('settle_queued').notNull().default(false),
  sort: integer('sort').notNull().default(0),
  /** 0032: the customer types and provinces of the stores it reaches; empty = any */
  allowedCustomerTypes: text('allowed_customer_types').array().notNull().default([]),
  allowedProvinces: text('allowed_provinces').array().notNull().default([]),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const groupBuyOrders = pgTable('group_buy_orders', {
  orderId: integer('order_id').primaryKey(),
  groupBuyId: integer('group_buy_id').notNull(),
  companyId: integer('company_id').notNull(),
  quantity: integer('quantity').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
