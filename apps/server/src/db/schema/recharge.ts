/** Balance recharge: the tiers on offer and the recharges members make (migration 0022). */
import { boolean, integer, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const rechargeTiers = pgTable('recharge_tiers', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  amount: integer('amount').notNull(),
  bonusVoucher: integer('bonus_voucher').notNull().default(0),
  bonusVoucherDays: integer('bonus_voucher_days').notNull().default(90),
  bonusCouponId: integer('bonus_coupon_id'),
  bonusCouponDays: integer('bonus_coupon_days').notNull().default(30),
  sort: integer('sort').notNull().default(0),
  active: boolean('active').notNull().default(true),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const recharges = pgTable('recharges', {
  id: serial('id').primaryKey(),
  rechargeNo: text('recharge_no').notNull(),
  paymentNo: text('payment_no').notNull(),
  companyId: integer('company_id').notNull(),
  memberId: integer('member_id').notNull(),
  tierId: integer('tier_id'),
  amount: integer('amount').notNull(),
  bonusVoucher: integer('bonus_voucher').notNull().default(0),
  bonusVoucherDays: integer('bonus_voucher_days').notNull().default(90),
  bonusCouponId: integer('bonus_coupon_id'),
  bonusCouponDays: integer('bonus_coupon_days').notNull().default(30),
  bonusText: text('bonus_text').notNull().default(''),
  status: smallint('status').notNull().default(0),
  gatewayRef: text('gateway_ref').notNull().default(''),
  createdAt: tstz('created_at').notNull().defaultNow(),
  paidAt: tstz('paid_at'),
  closedAt: tstz('closed_at'),
});
