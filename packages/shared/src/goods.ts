/** Goods as read (SPEC §3). Prices are yuan strings, or null when the reader may not see them. */
import type { ActivityTag } from './activity-tag.ts';

export interface LadderTier {
  number: number;
  price: string;
}

export interface GoodsImage {
  url: string;
}

export interface GoodsRead {
  id: number;
  goods_price_id: number;
  ck_id: number;
  name: string;
  sccj: string;
  ypgg: string;
  goods_image: GoodsImage[];
  is_buy: 0 | 1;
  number: number;
  /** null with price_tip set when prices are hidden from this reader (DESIGN §6). */
  base_price: string | null;
  price_tip: string;
  bzdw: string;
  ladder_price: LadderTier[];
  ladder_price_type: number;
  tags: string[];
  /** the activities that apply to this goods for this reader, by sort (decision 019) */
  activity_tags?: ActivityTag[];
  is_free_shipping: 0 | 1;
  free_shipping_number: number;
  is_dpby: 0 | 1;
  qg_number: number;
  is_youx: 0 | 1;
  type: number;
  // Optional extras of the catalogue calls (issue 3); the SPEC §3 fields above stay exact.
  /** 1: this offer is near-expiry stock */
  is_jxq?: 0 | 1;
  /** yuan string for near-expiry stock; null when hidden or not set */
  near_expiry_price?: string | null;
  /** batch of the stock on sale */
  batch_number?: string;
  /** YYYY-MM-DD, or '' when unknown */
  production_date?: string;
  expiry_date?: string;
  generic_name?: string;
  dosage_form?: string;
  approval_number?: string;
  /** minimum multiple after qg_number, and the per-member limit (null: none) */
  step?: number;
  member_limit?: number | null;
  /** herbal pieces: origin and grade; devices: class */
  origin?: string;
  grade?: string;
  device_class?: string;
  /** how many warehouses/price schemes offer this goods (the list shows the best one) */
  offer_count?: number;
  /** the business scope (经营范围) of the goods; a store buys only inside the scopes it holds */
  scope_id?: number;
  /** goods detail: this store's negotiated price (议价, add with is_yj 1), yuan; null when none */
  yj_price?: string | null;
  /** goods detail: the price a flash offer is cut from, yuan; null when none or hidden */
  original_price?: string | null;
  /** goods detail: the flash sale window, 10-digit Unix seconds; null when open-ended */
  sale_starts_at?: number | null;
  sale_ends_at?: number | null;
}

/** Sorts of the goods lists and search (SPEC §2 lists; issue 3). */
export const GOODS_SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

/**
 * Sorts that rank by price. Like the price range, they are only for readers who may see prices
 * (approved members); for anyone else the server ignores them and the lists do not offer them.
 */
export const PRICE_SORTS: readonly GoodsSort[] = ['price_asc', 'price_desc'];
export const isPriceSort = (sort: GoodsSort | undefined): boolean =>
  sort !== undefined && PRICE_SORTS.includes(sort);

/**
 * Filters shared by /list, /search and the zones. All optional; the wire names are the URL's
 * query names, so a list URL can be copied and shared.
 */
export interface GoodsListQuery {
  page?: number;
  page_size?: number;
  category_id?: number;
  /** manufacturer id */
  sccj_id?: number;
  brand_id?: number;
  /** dosage form, e.g. 片剂 */
  dosage_form?: string;
  /** business scope id */
  scope_id?: number;
  /** 1: only offers with stock */
  in_stock?: 0 | 1;
  /** yuan strings */
  price_min?: string;
  price_max?: string;
  /** 1: near-expiry offers only (is_jxq) */
  is_jxq?: 0 | 1;
  /** 1: free-shipping offers only */
  is_free_shipping?: 0 | 1;
  /** 1: the free-shipping selection (yx) */
  yx?: 0 | 1;
  sort?: GoodsSort;
  /** search keywords and type (0 drug, 1 manufacturer) */
  keywords?: string;
  type?: 0 | 1;
  /** control zone slug (/kxzq/goods/:url) */
  zone?: string;
  /** the goods an activity lists (/yjh/:id?, /Hdzx/:ids/:id?) */
  activity_id?: number;
}

/** Longest search keyword, after trimming. */
export const SEARCH_KEYWORDS_MAX = 50;
export const SEARCH_KEYWORDS_TOO_LONG = '搜索关键词不能超过50个字';
export const GOODS_NOT_FOUND = '商品不存在或已下架';

/** One value of a filter-bar facet, with how many goods of the current result carry it. */
export interface FacetOption<K extends number | string = number> {
  id: K;
  name: string;
  count: number;
}

/** Filter-bar facets of the current result (top 30 each, by count). */
export interface GoodsFacets {
  manufacturers: FacetOption[];
  brands: FacetOption[];
  dosage_forms: FacetOption<string>[];
  scopes: FacetOption[];
}

/**
 * GET /api/goods/list and the search pages: one row per goods with its best offer (in stock and
 * buyable first, then cheapest) among the offers matching the filters. Highlighting of keywords
 * is left to the SPA: it knows the keyword and the displayed text.
 */
export interface GoodsListPage {
  list: GoodsRead[];
  total: number;
  page: number;
  page_size: number;
  filters: GoodsFacets;
}

/** An activity a goods takes part in (GET /api/goods/activities, detail). */
export interface GoodsActivity {
  id: number;
  /** manjian, discount, gift, flash, combination, coupon */
  kind: string;
  title: string;
  description: string;
  /** 10-digit Unix seconds, or null when open-ended */
  starts_at: number | null;
  ends_at: number | null;
}

/** A quality-inspection report (GET /api/jybg/filter). */
export interface InspectionReport {
  id: number;
  title: string;
  image: string;
  /** YYYY-MM-DD */
  issued_on: string;
  batch_number: string;
  /** GET /api/jybg/filter without goods_id (the store's purchased batches): which goods */
  goods_id?: number;
  goods_name?: string;
}

export interface CategoryCrumb {
  id: number;
  name: string;
}

/** GET /api/goods/detail/{id}: the selected offer as GoodsRead plus what a buyer checks. */
export interface GoodsDetail extends GoodsRead {
  trade_name: string;
  generic_name: string;
  dosage_form: string;
  approval_number: string;
  middle_pack: number;
  case_pack: number;
  storage: string;
  description: string;
  scope_id: number;
  scope_name: string;
  sccj_id: number;
  brand: { id: number; name: string; logo: string } | null;
  /** root first */
  category_path: CategoryCrumb[];
  origin: string;
  grade: string;
  device_class: string;
  sales: number;
  /** every offer of the goods (warehouses and price schemes), the selected one included */
  offers: GoodsRead[];
  activities: GoodsActivity[];
  /** reports of the selected offer's batch */
  reports: InspectionReport[];
  /** same category, up to 8 */
  related: GoodsRead[];
  /** the query fields of the detail link, echoed (SPEC §2) */
  query: {
    goods_price_id: number;
    ladder_price_id: number | null;
    goods_manjian_id: number | null;
    is_yj: 0 | 1;
    is_jxq: 0 | 1;
  };
}

/** A header suggestion (GET /api/goods/search). */
export interface GoodsSuggestion {
  id: number;
  name: string;
  /** drug suggestions: spec and manufacturer; manufacturer suggestions: goods count */
  sub: string;
  /** where the suggestion leads */
  url: string;
}
