/** Shapes of the controlled-sales (kxzq) and brand (ppzq) zone calls (SPEC §7 focus). */

/** A controlled-sales zone as one reader sees it (GET /api/focus/kxzq). */
export interface ControlZone {
  id: number;
  name: string;
  /** the :url of /kxzq/goods/:url */
  url: string;
  banner: string;
  description: string;
  /** goods of the zone this reader may see and buy; 0 for guests */
  goods_count: number;
  /** 1 when the reader may see the zone's goods */
  is_visible: 0 | 1;
  /** why the goods are hidden (「登录后查看」 for guests), else '' */
  tip: string;
}

/** A zone's banner (GET /api/focus/kxzq_ad?ids). */
export interface ZoneBanner {
  id: number;
  name: string;
  image: string;
  /** the zone's goods page, /kxzq/goods/:url */
  url: string;
}

/** A brand of the brand zone (GET /api/focus/ppzq, /api/focus/brand/{id}). */
export interface BrandZone {
  id: number;
  name: string;
  logo: string;
  banner: string;
  description: string;
  /** on-sale goods of the brand this reader may see */
  goods_count: number;
}

/** Hint for guests in place of a controlled zone's goods. */
export const LOGIN_TO_VIEW_ZONE = '登录后查看';
/** Newest controlled goods listed by GET /api/focus/new_kxzq. */
export const NEW_CONTROLLED_GOODS_COUNT = 12;
/** Zone ids accepted by GET /api/focus/kxzq_ad at once. */
export const ZONE_BANNER_IDS_MAX = 50;
