/** 0025_lottery.sql: lucky-draw activities, their prizes and the draws made. */
import { bigserial, boolean, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const drawActivities = pgTable('draw_activities', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  rules: text('rules').notNull().default(''),
  startsAt: tstz('starts_at').notNull(),
  endsAt: tstz('ends_at').notNull(),
  chancesPerStore: integer('chances_per_store').notNull(),
  isActive: boolean('is_active').notNull().default(true),
  adImage: text('ad_image').notNull().default(''),
  adUrl: text('ad_url').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const drawPrizes = pgTable('draw_prizes', {
  id: serial('id').primaryKey(),
  activityId: integer('activity_id').notNull(),
  name: text('name').notNull(),
  remarks: text('remarks').notNull().default(''),
  /** coupon | points | balance | goods | none */
  kind: text('kind').notNull(),
  couponId: integer('coupon_id'),
  couponDays: integer('coupon_days'),
  /** Points, or fen for a balance prize. */
  amount: integer('amount').notNull().default(0),
  weight: integer('weight').notNull(),
  /** Null: unlimited. */
  stock: integer('stock'),
  sort: integer('sort').notNull().default(0),
});

/** Chances granted to one store on top of the activity's chancesPerStore. */
export const drawChances = pgTable(
  'draw_chances',
  {
    activityId: integer('activity_id').notNull(),
    companyId: integer('company_id').notNull(),
    extra: integer('extra').notNull(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.companyId] })],
);

export const drawRecords = pgTable('draw_records', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  activityId: integer('activity_id').notNull(),
  companyId: integer('company_id').notNull(),
  memberId: integer('member_id').notNull(),
  prizeId: integer('prize_id').notNull(),
  prizeName: text('prize_name').notNull(),
  prizeRemarks: text('prize_remarks').notNull().default(''),
  prizeKind: text('prize_kind').notNull(),
  amount: integer('amount').notNull().default(0),
  memberCouponId: integer('member_coupon_id'),
  /** done | pending (goods to send) | sent */
  status: text('status').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
