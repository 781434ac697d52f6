/** Goods as read (SPEC §3). Prices are yuan strings, or null when the reader may not see them. */
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
  is_free_shipping: 0 | 1;
  free_shipping_number: number;
  is_dpby: 0 | 1;
  qg_number: number;
  is_youx: 0 | 1;
  type: number;
}

/** Sorts of the goods lists and search (SPEC §2 lists; issue 3). */
export const GOODS_SORTS = ['default', 'sales', 'price_asc', 'price_desc', 'newest'] as const;
export type GoodsSort = (typeof GOODS_SORTS)[number];

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
