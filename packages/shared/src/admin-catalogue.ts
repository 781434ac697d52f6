/**
 * The operator console's catalogue (商品, permission `catalogue`): the wire types of goods, offers,
 * categories, brands and the import of goods, stock and prices. Money is integer fen on the wire;
 * the console enters yuan strings and the server parses them exactly.
 */

export interface AdminGoodsRow {
  id: number;
  name: string;
  generic_name: string;
  spec: string;
  manufacturer: string;
  approval_number: string;
  category: string;
  brand: string | null;
  image: string;
  is_on_sale: boolean;
  offer_count: number;
  /** the lowest base price of its offers, fen; null without offers */
  min_price: number | null;
  stock: number;
}

export interface AdminLadderTier {
  quantity: number;
  /** fen */
  price: number;
}

export interface AdminOffer {
  id: number;
  warehouse_id: number;
  warehouse: string;
  /** fen */
  base_price: number;
  stock: number;
  min_quantity: number;
  step: number;
  member_limit: number | null;
  is_buy: boolean;
  tags: string[];
  /** free shipping for this offer (包邮), from free_shipping_number units up (0: any quantity) */
  is_free_shipping: boolean;
  free_shipping_number: number;
  ladder: AdminLadderTier[];
}

/** 控销: the zone a goods is shown in and who may see and buy it (an empty list means any). */
export interface AdminControlRule {
  zone_id: number;
  zone: string;
  allowed_provinces: string[];
  allowed_customer_types: string[];
}

export interface AdminGoodsDetail {
  id: number;
  name: string;
  generic_name: string;
  spec: string;
  manufacturer_id: number;
  manufacturer: string;
  approval_number: string;
  category_id: number;
  brand_id: number | null;
  scope_id: number;
  images: string[];
  is_on_sale: boolean;
  /** null: not controlled, every store sees it */
  control_rule: AdminControlRule | null;
  offers: AdminOffer[];
}

export interface AdminCategory {
  id: number;
  parent_id: number | null;
  level: number;
  name: string;
  sort: number;
  is_shown: boolean;
  goods_count: number;
}

export interface AdminBrand {
  id: number;
  name: string;
  description: string;
  sort: number;
  is_featured: boolean;
  goods_count: number;
}

export interface AdminOption {
  id: number;
  name: string;
}

/** The small lists the goods form chooses from. */
export interface AdminCatalogueOptions {
  scopes: AdminOption[];
  warehouses: AdminOption[];
  /** the 控销 zones a control rule puts a goods in */
  zones: AdminOption[];
  /** the provinces a control rule may allow, by name as stores record them */
  provinces: string[];
}

// Import --------------------------------------------------------------------------------------

/** The columns of the export, in order; an import reads any of them by its header. */
export const CATALOGUE_SHEET_COLUMNS = [
  { key: 'offer_id', header: '报价编号' },
  { key: 'goods_id', header: '商品编号' },
  { key: 'name', header: '商品名称' },
  { key: 'generic_name', header: '通用名' },
  { key: 'spec', header: '规格' },
  { key: 'manufacturer', header: '生产厂家' },
  { key: 'approval_number', header: '批准文号' },
  { key: 'warehouse', header: '仓库' },
  { key: 'price', header: '价格(元)' },
  { key: 'stock', header: '库存' },
  { key: 'min_quantity', header: '起购量' },
  { key: 'step', header: '步长' },
  { key: 'is_on_sale', header: '上架' },
  { key: 'category', header: '分类' },
  { key: 'unit', header: '单位' },
] as const;

/** A row without 报价编号 but with these creates a goods (or reuses one) and a new offer. */
export const CREATE_REQUIRED_COLUMNS = [
  'name',
  'spec',
  'manufacturer',
  'approval_number',
  'category',
  'warehouse',
  'price',
  'stock',
] as const;

/** A new offer from the import (新建): its goods is reused when goods_id is set. */
export interface ImportRowCreate {
  row: number;
  /** the existing goods with the same approval number, spec and manufacturer; null: a new goods */
  goods_id: number | null;
  name: string;
  generic_name: string;
  spec: string;
  manufacturer: string;
  approval_number: string;
  category: string;
  warehouse: string;
  unit: string;
  /** fen */
  price: number;
  stock: number;
  min_quantity: number;
  step: number;
  is_on_sale: boolean;
}

/** The fields an import may change; the others (厂家, 仓库, 编号) are shown, never written. */
export const IMPORT_FIELDS = [
  'name',
  'generic_name',
  'spec',
  'approval_number',
  'price',
  'stock',
  'min_quantity',
  'step',
  'is_on_sale',
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

export const IMPORT_FIELD_LABELS: Record<ImportField, string> = {
  name: '商品名称',
  generic_name: '通用名',
  spec: '规格',
  approval_number: '批准文号',
  price: '价格',
  stock: '库存',
  min_quantity: '起购量',
  step: '步长',
  is_on_sale: '上架',
};

export type ImportValue = string | number | boolean;

export interface ImportFieldChange {
  field: ImportField;
  /** price in fen, is_on_sale a boolean, the rest as stored */
  before: ImportValue;
  after: ImportValue;
}

export interface ImportRowChange {
  /** 1-based row number in the file */
  row: number;
  offer_id: number;
  goods_id: number;
  goods_name: string;
  warehouse: string;
  changes: ImportFieldChange[];
}

export interface ImportRowError {
  row: number;
  /** the column's header, '' for the whole row */
  column: string;
  message: string;
}

export interface ImportPreview {
  /** rows read under the header */
  total: number;
  changed: ImportRowChange[];
  /** rows without 报价编号 that create an offer (新建) */
  created: ImportRowCreate[];
  unchanged: number;
  errors: ImportRowError[];
}

export interface ImportApplyResult {
  offers: number;
  goods: number;
  /** offers created (新建), and how many of them with a new goods */
  created: number;
  created_goods: number;
}
