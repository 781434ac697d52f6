/** The coupon centre (0023_coupon_centre.sql): campaigns that hand out a coupon to members who claim it. */
import { boolean, integer, pgTable, serial } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const couponCampaigns = pgTable('coupon_campaigns', {
  id: serial('id').primaryKey(),
  couponId: integer('coupon_id').notNull(),
  startsAt: tstz('starts_at').notNull(),
  endsAt: tstz('ends_at').notNull(),
  total: integer('total').notNull(),
  issued: integer('issued').notNull().default(0),
  perMemberLimit: integer('per_member_limit').notNull().default(1),
  /** valid this many days from the claim; null with a fixed valid_from–valid_to */
  validDays: integer('valid_days'),
  validFrom: tstz('valid_from'),
  validTo: tstz('valid_to'),
  active: boolean('active').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
