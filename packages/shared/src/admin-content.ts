/**
 * The console's content section (内容, issue #16), permission `content`: banners and focus slots,
 * navigation, home floors, help articles, news and notices (articles of the news categories),
 * feedback replies and wanted varieties. Wire types; the server's schemas check the inputs.
 *
 * Times are Unix seconds out and China wall-clock text in ('YYYY-MM-DD HH:mm'); links are a path
 * of the store ('/list?…') or an http(s) address, images an uploaded '/media/…' or http(s).
 */
import type { Paged } from './admin.ts';

/** focus_slots.position: where a banner shows and the picture's size. */
export const BANNER_POSITIONS = {
  main: '首页轮播（790×340）',
  top: '顶部通栏（1200×80）',
  right: '首页右侧（250×170）',
  login: '登录页（700×420）',
  float_bottom: '底部浮层（1200×100）',
  ad_top_right: '右上角广告（200×200）',
  xrtj: '新人推荐（390×200）',
  yx: '优选包邮（390×200）',
  zyzq: '中药专区（390×200）',
  kxzq: '控销专区（1200×300）',
  ppzq: '品牌专区（1200×300）',
} as const;
export type BannerPosition = keyof typeof BANNER_POSITIONS;

export const BANNER_AUDIENCES = { all: '所有访客', guest: '仅未登录', member: '仅会员' } as const;
export type BannerAudienceKey = keyof typeof BANNER_AUDIENCES;

export interface AdminBanner {
  id: number;
  position: BannerPosition;
  title: string;
  image: string;
  url: string;
  notice: string | null;
  sort: number;
  /** Unix seconds; null: open. */
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  audience: BannerAudienceKey;
}

/** POST /api/admin/content/banners (new) and /api/admin/content/banners/:id (change). */
export interface BannerInput {
  position: BannerPosition;
  title: string;
  image: string;
  url: string;
  notice?: string | null;
  sort: number;
  /** China wall clock 'YYYY-MM-DD HH:mm', or null/'' for open. */
  starts_at?: string | null;
  ends_at?: string | null;
  is_enabled: boolean;
  audience: BannerAudienceKey;
}

export interface AdminNavEntry {
  id: number;
  parent_id: number | null;
  name: string;
  url: string;
  image: string;
  is_open: boolean;
  sort: number;
}

export interface NavInput {
  parent_id: number | null;
  name: string;
  url: string;
  image: string;
  is_open: boolean;
  sort: number;
}

export interface AdminFloor {
  id: number;
  category_id: number;
  category_name: string;
  title: string;
  banner: string;
  url: string;
  sort: number;
  is_enabled: boolean;
}

export interface FloorInput {
  category_id: number;
  title: string;
  banner: string;
  url: string;
  sort: number;
  is_enabled: boolean;
}

export interface AdminArticleCategory {
  id: number;
  parent_id: number | null;
  name: string;
  path: string;
}

export interface AdminArticleItem {
  id: number;
  category_id: number;
  category_name: string;
  title: string;
  path: string;
  sort: number;
  created_at: number;
}

export interface AdminArticle extends AdminArticleItem {
  /** Plain text, one paragraph a line: the store shows it as text, never as HTML. */
  content: string;
}

export interface ArticleInput {
  category_id: number;
  title: string;
  content: string;
  path: string;
  sort: number;
}

export interface AdminFeedback {
  id: number;
  store: string;
  member: string;
  type: string;
  content: string;
  contact: string;
  /** Console URLs of the buyer's photos. */
  images: string[];
  reply: string;
  replied_by: string | null;
  replied_at: number | null;
  created_at: number;
}

export interface AdminWanted {
  id: number;
  store: string;
  member: string;
  goods_name: string;
  spec: string;
  manufacturer: string;
  quantity: number;
  /** fen; null when not given. */
  expected_price_fen: number | null;
  note: string;
  status: 0 | 1 | 2;
  goods_id: number | null;
  reply: string;
  created_at: number;
  updated_at: number;
}

export interface WantedChangeInput {
  status: 0 | 1 | 2;
  /** Required for 已上架 (2): the goods on sale it became. */
  goods_id?: number | null;
  reply?: string;
}

export type AdminFeedbackPage = Paged<AdminFeedback>;
export type AdminWantedPage = Paged<AdminWanted>;

/** The answer of POST /api/admin/content/images. */
export interface UploadedImage {
  url: string;
}

export const CONTENT_TEXT_MAX = 20_000;
