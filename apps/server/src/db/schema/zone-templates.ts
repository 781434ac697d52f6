/** 0030_zone_templates.sql: zone templates (专区模板, 活动模板, 专场), their goods groups and goods. */
import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const zoneTemplates = pgTable('zone_templates', {
  id: serial('id').primaryKey(),
  /** zqmb 专区模板, hdmb 活动模板, yyh 专场 */
  kind: text('kind').notNull(),
  slug: text('slug').unique(),
  title: text('title').notNull(),
  bannerImage: text('banner_image').notNull().default(''),
  rules: text('rules').notNull().default(''),
  startsAt: tstz('starts_at'),
  endsAt: tstz('ends_at'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
});

export const zoneTemplateGroups = pgTable('zone_template_groups', {
  id: serial('id').primaryKey(),
  templateId: integer('template_id').notNull(),
  title: text('title').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const zoneTemplateGoods = pgTable('zone_template_goods', {
  groupId: integer('group_id').notNull(),
  goodsId: integer('goods_id').notNull(),
  sort: integer('sort').notNull().default(0),
});
