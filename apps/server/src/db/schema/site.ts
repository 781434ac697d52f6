/** The store's own content: settings, navigation, banner slots, help and news articles, links, media and the home page floors. */
import { boolean, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bytea, tstz } from './columns.ts';

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

export const navEntries = pgTable('nav_entries', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  url: text('url').notNull().default(''),
  image: text('image').notNull().default(''),
  isOpen: boolean('is_open').notNull().default(false),
  sort: integer('sort').notNull().default(0),
});

export const hotSearches = pgTable('hot_searches', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const focusSlots = pgTable('focus_slots', {
  id: serial('id').primaryKey(),
  position: text('position').notNull(),
  title: text('title').notNull().default(''),
  image: text('image').notNull(),
  url: text('url').notNull().default(''),
  notice: text('notice'),
  sort: integer('sort').notNull().default(0),
  startsAt: tstz('starts_at'),
  endsAt: tstz('ends_at'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  /** 'all', 'guest' (e.g. an invitation to register) or 'member'. */
  audience: text('audience').$type<BannerAudience>().notNull().default('all'),
});

export type BannerAudience = 'all' | 'guest' | 'member';

export const articleCategories = pgTable('article_categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  name: text('name').notNull(),
  path: text('path').notNull().default(''),
  sort: integer('sort').notNull().default(0),
});

export const articles = pgTable('articles', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  path: text('path').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const links = pgTable('links', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const media = pgTable('media', {
  id: text('id').primaryKey(),
  mime: text('mime').notNull(),
  body: bytea('body').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const homeFloors = pgTable('home_floors', {
  id: serial('id').primaryKey(),
  categoryId: integer('category_id').notNull().unique(),
  title: text('title').notNull().default(''),
  banner: text('banner').notNull().default(''),
  url: text('url').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isEnabled: boolean('is_enabled').notNull().default(true),
});
