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
