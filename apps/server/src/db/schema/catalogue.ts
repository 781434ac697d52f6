/** The catalogue: scopes, categories, brands, manufacturers, warehouses, goods and offers, favourites, inspection reports, controlled sales, activities and search terms. */
import { boolean, date, integer, jsonb, pgTable, serial, smallint, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns.ts';

export const businessScopes = pgTable('business_scopes', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull().unique(),
});

export const categories = pgTable('categories', {
  id: serial('id').primaryKey(),
  parentId: integer('parent_id'),
  level: smallint('level').notNull(),
  name: text('name').notNull(),
  logo: text('logo').notNull().default(''),
  logo1: text('logo1').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  isShown: boolean('is_shown').notNull().default(true),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  logo: text('logo').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  banner: text('banner').notNull().default(''),
  isFeatured: boolean('is_featured').notNull().default(false),
});

export const manufacturers = pgTable('manufacturers', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  pinyin: text('pinyin').notNull().default(''),
  initials: text('initials').notNull().default(''),
  pinyinWords: text('pinyin_words'),
  initialsWords: text('initials_words'),
});

export const warehouses = pgTable('warehouses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
});

export const goods = pgTable('goods', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  genericName: text('generic_name').notNull(),
  tradeName: text('trade_name').notNull().default(''),
  spec: text('spec').notNull(),
  dosageForm: text('dosage_form').notNull().default(''),
  manufacturerId: integer('manufacturer_id').notNull(),
  approvalNumber: text('approval_number').notNull().default(''),
  unit: text('unit').notNull(),
  middlePack: integer('middle_pack').notNull().default(1),
  casePack: integer('case_pack').notNull().default(1),
  storage: text('storage').notNull().default(''),
  scopeId: integer('scope_id').notNull(),
  brandId: integer('brand_id'),
  categoryId: integer('category_id').notNull(),
  images: jsonb('images').$type<string[]>().notNull().default([]),
  description: text('description').notNull().default(''),
  sales: integer('sales').notNull().default(0),
  isOnSale: boolean('is_on_sale').notNull().default(true),
  createdAt: tstz('created_at').notNull().defaultNow(),
  origin: text('origin').notNull().default(''),
  grade: text('grade').notNull().default(''),
  deviceClass: text('device_class').notNull().default(''),
  /** 上市许可持有人; '' outside the drug scopes (0020). */
  mah: text('mah').notNull().default(''),
});

export const offers = pgTable('offers', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull(),
  warehouseId: integer('warehouse_id').notNull(),
  priceScheme: text('price_scheme').notNull().default('standard'),
  type: smallint('type').notNull().default(0),
  stock: integer('stock').notNull().default(0),
  basePrice: integer('base_price').notNull(),
  ladderPriceType: smallint('ladder_price_type').notNull().default(0),
  minQuantity: integer('min_quantity').notNull().default(1),
  step: integer('step').notNull().default(1),
  memberLimit: integer('member_limit'),
  isBuy: boolean('is_buy').notNull().default(true),
  isFreeShipping: boolean('is_free_shipping').notNull().default(false),
  freeShippingNumber: integer('free_shipping_number').notNull().default(0),
  isSingleFreeShip: boolean('is_single_free_ship').notNull().default(false),
  isYoux: boolean('is_youx').notNull().default(false),
  isNearExpiry: boolean('is_near_expiry').notNull().default(false),
  batchNumber: text('batch_number').notNull().default(''),
  productionDate: date('production_date', { mode: 'string' }),
  expiryDate: date('expiry_date', { mode: 'string' }),
  tags: text('tags').array().notNull().default([]),
  createdAt: tstz('created_at').notNull().defaultNow(),
  nearExpiryPrice: integer('near_expiry_price'),
  saleStartsAt: tstz('sale_starts_at'),
  saleEndsAt: tstz('sale_ends_at'),
  originalPrice: integer('original_price'),
});

export const ladderPrices = pgTable('ladder_prices', {
  id: serial('id').primaryKey(),
  offerId: integer('offer_id').notNull(),
  quantity: integer('quantity').notNull(),
  price: integer('price').notNull(),
});

export const favorites = pgTable('favorites', {
  companyId: integer('company_id').notNull(),
  goodsId: integer('goods_id').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const inspectionReports = pgTable('inspection_reports', {
  id: serial('id').primaryKey(),
  goodsId: integer('goods_id').notNull(),
  batchNumber: text('batch_number').notNull(),
  title: text('title').notNull(),
  image: text('image').notNull(),
  issuedOn: date('issued_on', { mode: 'string' }).notNull(),
});

export const controlZones = pgTable('control_zones', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  banner: text('banner').notNull().default(''),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  createdAt: tstz('created_at').notNull().defaultNow(),
});

export const controlRules = pgTable('control_rules', {
  goodsId: integer('goods_id').primaryKey(),
  zoneId: integer('zone_id').notNull(),
  allowedProvinces: text('allowed_provinces').array().notNull().default([]),
  allowedCustomerTypes: text('allowed_customer_types').array().notNull().default([]),
});

export const activities = pgTable('activities', {
  id: serial('id').primaryKey(),
  kind: text('kind').notNull(),
  title: text('title').notNull(),
  description: text('description').notNull().default(''),
  startsAt: tstz('starts_at'),
  endsAt: tstz('ends_at'),
  isEnabled: boolean('is_enabled').notNull().default(true),
  sort: integer('sort').notNull().default(0),
  isGlobal: boolean('is_global').notNull().default(false),
  /** 0030: a fixed zone's name (e.g. welfare), the entry's banner and tag label */
  slug: text('slug').unique(),
  bannerImage: text('banner_image').notNull().default(''),
  tag: text('tag').notNull().default(''),
  /** 0031: the customer types and provinces of the stores it reaches; empty = any */
  allowedCustomerTypes: text('allowed_customer_types').array().notNull().default([]),
  allowedProvinces: text('allowed_provinces').array().notNull().default([]),
});

export const activityGoods = pgTable('activity_goods', {
  activityId: integer('activity_id').notNull(),
  goodsId: integer('goods_id').notNull(),
});

/** 0031: an activity covers every goods under these categories, sub-categories included. */
export const activityCategories = pgTable('activity_categories', {
  activityId: integer('activity_id').notNull(),
  categoryId: integer('category_id').notNull(),
});

export const searchTerms = pgTable('search_terms', {
  term: text('term').primaryKey(),
  pinyin: text('pinyin').notNull().default(''),
  initials: text('initials').notNull().default(''),
  pinyinWords: text('pinyin_words'),
  initialsWords: text('initials_words'),
});
