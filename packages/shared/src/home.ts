/**
 * The home page's calls (SPEC §7 "Home and focus", issue 7). Every block is read from the database;
 * goods carry the price visibility of DESIGN §6 like every other goods list.
 */
import type { ArticleListItem } from './content.ts';
import type { Banner } from './focus.ts';
import type { GoodsRead } from './goods.ts';

/** GET /api/focus/xrtj, /api/focus/yx, /api/focus/zyzq: a zone tile, its banner and a few goods. */
export interface FocusBlock {
  /** The tile's title as the home page shows it (新人推荐, 优选包邮, 中药专区). */
  title: string;
  /** Where 更多 leads ('' when the block has no page of its own). */
  more_url: string;
  /** The block's banner slot (first active one), or null when none is set. */
  banner: Banner | null;
  goods: GoodsRead[];
}

/** Goods per zone tile. */
export const FOCUS_BLOCK_GOODS = 6;

/** GET /api/index_wntj/{page}: recommended goods, paged for 加载更多. */
export const WNTJ_PAGE_SIZE = 10;
/** Pages 加载更多 may reach; past it the list stops. */
export const WNTJ_PAGE_MAX = 10;
export const wntjUrl = (page: number) => `/api/index_wntj/${page}`;

/** The state of a flash round, from the server's clock. */
export type SpikeStatus = 0 | 1 | 2;
export const SPIKE_NOT_STARTED: SpikeStatus = 0;
export const SPIKE_RUNNING: SpikeStatus = 1;
export const SPIKE_ENDED: SpikeStatus = 2;

/**
 * GET /api/index/spike: the flash strip, type 1 goods of the current round (or the next one when
 * none runs). Times are 10-digit Unix seconds; `now` is the server's clock the countdown starts
 * from; the countdown runs to `start_time` before a round and to `end_time` during it. A round
 * without an end (an open-ended flash window) has `end_time` 0. Goods carry `original_price` (the
 * price cut from, approved members only) and their sale window.
 */
export interface SpikeRound {
  /**
   * The flash activity's id, or 0 when no round is running or coming (then status is SPIKE_ENDED,
   * the times are 0 and goods is empty).
   */
  id: number;
  title: string;
  status: SpikeStatus;
  start_time: number;
  end_time: number;
  now: number;
  goods: GoodsRead[];
}

export const SPIKE_GOODS = 10;

/** A flash goods on the flash-sale page: `sold` units of this offer in paid orders (stock progress). */
export type SpikeGoods = GoodsRead & { sold: number };

/** One round on the flash-sale page; ended rounds of the day stay listed with status SPIKE_ENDED. */
export interface SpikeRoundFull extends Omit<SpikeRound, 'goods'> {
  goods: SpikeGoods[];
}

/**
 * GET /api/index/spike?rounds=all: every flash round of today and tomorrow (China time), by start,
 * for the flash-sale page (限时秒杀). Without the parameter the call answers the strip's SpikeRound.
 */
export interface SpikeRounds {
  /** YYYY-MM-DD, China time: today. */
  date: string;
  now: number;
  rounds: SpikeRoundFull[];
}

/** Rounds and goods the flash-sale page lists at most. */
export const SPIKE_ROUNDS_MAX = 20;
export const SPIKE_ROUND_GOODS_MAX = 60;

/**
 * GET /api/activity/everyday_price: today's special-price goods (每日特价), a selection of the
 * special offers that changes each day (China time) and is the same for everyone that day.
 */
export interface EverydayPrice {
  /** YYYY-MM-DD, China time: the day the selection is for. */
  date: string;
  /** Unix seconds of the next change (the next midnight, China time). */
  next_change: number;
  now: number;
  goods: GoodsRead[];
}

export const EVERYDAY_GOODS = 10;
/** GET /api/activity/everyday_price?all=1: the whole day's selection for the 每日特价 page, at most this many. */
export const EVERYDAY_ALL_GOODS = 100;

/**
 * GET /api/focus/demo: the layout of the home page's category floors: which top categories get a
 * floor, in order, with each floor's banner. Their goods load as a floor scrolls into view.
 */
export interface HomeFloor {
  /** The top category's id. */
  id: number;
  name: string;
  /** The floor's banner (its category's logo art), shown left of the goods. */
  banner: Banner | null;
  /** The category's children, as the floor's quick links. */
  children: { id: number; name: string }[];
}

/** Floors on the home page. */
export const HOME_FLOORS = 6;
/** GET /api/index/floor/{id}: a floor's goods, its category's best sellers. */
export const floorUrl = (id: number) => `/api/index/floor/${id}`;
export const FLOOR_GOODS = 10;

/**
 * GET /api/focus/postList: the home page's notices and news beside the banner. Items open at
 * /news/info/{id}/{type} (type 2 for notices, 1 for news).
 */
export interface PostList {
  /** Store notices (商城公告): the newest company news. */
  notice: ArticleListItem[];
  /** Industry news, newest first. */
  news: ArticleListItem[];
}

export const POST_LIST_SIZE = 5;
