/** 0034_subscriptions_pay_password.sql: a store's offer subscriptions and a member's payment password. */
import { integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const offerSubscriptions = pgTable(
  'offer_subscriptions',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    offerId: integer('offer_id').notNull(),
    /** 'stock' (到货通知) or 'price' (降价通知) */
    kind: text('kind').notNull(),
    /** price: fen when subscribed, then when last told */
    priceAt: integer('price_at'),
    notifiedAt: tstz('notified_at'),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [unique().on(t.companyId, t.offerId, t.kind)],
);

export const payPasswords = pgTable('pay_passwords', {
  memberId: integer('member_id').primaryKey(),
  hash: text('hash').notNull(),
  failures: integer('failures').notNull().default(0),
  lockedUntil: tstz('locked_until'),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});
