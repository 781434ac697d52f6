/** 0027_activity_taps.sql: one row per click on an activity entry. */
import { bigserial, integer, pgTable } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const activityTaps = pgTable('activity_taps', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  activityId: integer('activity_id').notNull(),
  /** Null for a guest's tap. */
  companyId: integer('company_id'),
  memberId: integer('member_id'),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
