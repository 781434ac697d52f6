/**
 * The home page's blocks (issue 7): zone tiles, recommended goods, the flash strip, daily deals,
 * category floors and the news beside the banner. Goods go through the catalogue's visibility
 * rules (controlled goods only for the stores their rules allow) and its price visibility.
 *
 * Which goods a block shows changes with the catalogue, not per request, so the picks are kept
 * PICK_TTL_MS per kind of reader (visibilityKey; recommended goods per store); the offers picked
 * are then read fresh on every call, so stock and prices never lag. The flash strip is read fresh:
 * its round turns over on the clock.
 */

import { chinaDayOf, chinaMidnight } from '@mall/shared/china-time';
import type { Page } from '@mall/shared/codes';
import { NEWS_SECTIONS } from '@mall/shared/content';
import type { Banner } from '@mall/shared/focus';
import type { GoodsRead } from '@mall/shared/goods';
import {
  EVERYDAY_ALL_GOODS,
  EVERYDAY_GOODS,
  type EverydayPrice,
  FLOOR_GOODS,
  FOCUS_BLOCK_GOODS,
  type FocusBlock,
  HOME_FLOORS,
  type HomeFloor,
  POST_LIST_SIZE,
  type PostList,
  SPIKE_ENDED,
  SPIKE_GOODS,
  SPIKE_ROUND_GOODS_MAX,
  SPIKE_ROUNDS_MAX,
  type SpikeRound,
  type SpikeRoundFull,
  type SpikeRounds,
  WNTJ_PAGE_MAX,
  WNTJ_PAGE_SIZE,
} from '@mall/shared/home';
import { formatFen, parseYuan } from '@mall/shared/money';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { listArticles } from '../article/article.service.ts';
import { listActiveSlots } from '../focus/focus.repository.ts';
import type { CatalogueFilter } from '../goods/catalogue-filter.repository.ts';
import { readOffers, viewerOf } from '../goods/goods.service.ts';
import { TtlCache } from '../goods/ttl-cache.ts';
import { type CatalogueViewer, visibilityKey } from '../goods/visibility.ts';
import {
  type BlockOrder,
  findFloor,
  findRootCategoryId,
  findSpikeRound,
  type HomeOfferRow,
  listChildCategories,
  listFloors,
  listGoodsOfferIds,
  listOfferRows,
  listRecommendedOfferIds,
  listRegularPrices,
  listSoldUnits,
  listSpecialOfferIds,
  listSpikeRounds,
  type SpikeRow,
} from './home.repository.ts';
import { chinaDay, spikeStatus } from './home-clock.ts';

export const FLOOR_NOT_FOUND = '该楼层不存在';

const PICK_TTL_MS = 30_000;
/** Recommended goods keep their order a while longer, so 加载更多 pages through one list. */
const RECOMMENDED_TTL_MS = 120_000;
const SPECIALS_TTL_MS = 300_000;
const CACHE_ENTRIES = 2000;

/** The root category of the herbal zone (中药专区), as the menus name it. */
const HERBAL_ROOT = '中药饮片';

/** NEWS_SECTIONS types: industry news (行业资讯) and company news (公司新闻), the store's notices. */
const INDUSTRY_SECTION = 1;
const NOTICE_SECTION = 2;

export type FocusBlockKind = 'xrtj' | 'yx' | 'zyzq';

interface BlockSpec {
  title: string;
  moreUrl: string;
  order: BlockOrder;
  /** The goods filter; herbal: under the herbal root. */
  filter: 'all' | 'youx' | 'herbal';
}

/** Picks for new members are the newest goods; 优选 the best-selling free-shipping selection. */
const BLOCKS: Record<FocusBlockKind, BlockSpec> = {
  xrtj: { title: '新人推荐', moreUrl: '/list?sort=newest', order: 'newest', filter: 'all' },
  yx: { title: '优选包邮', moreUrl: '/yx', order: 'sales', filter: 'youx' },
  zyzq: { title: '中药专区', moreUrl: '/zyyp', order: 'sales', filter: 'herbal' },
};

export const FOCUS_BLOCK_KINDS = Object.keys(BLOCKS) as FocusBlockKind[];

/** The home page promotes goods one can buy: those with an offer in stock, showing that offer. */
const IN_STOCK: CatalogueFilter = { inStock: true };

const nowSeconds = () => Math.floor(Date.now() / 1000);
const floorListUrl = (categoryId: number) => `/list?category_id=${categoryId}`;

interface BlockPick {
  banner: Banner | null;
  offerIds: number[];
}

export class HomeService {
  private readonly blocks = new TtlCache<BlockPick>(PICK_TTL_MS, CACHE_ENTRIES);
  private readonly recommendations = new TtlCache<number[]>(RECOMMENDED_TTL_MS, CACHE_ENTRIES);
  /** null: not a floor */
  private readonly floorPicks = new TtlCache<number[] | null>(PICK_TTL_MS, CACHE_ENTRIES);
  // The pick is per day (and per length: the strip's or the whole page's); the offers picked are read fresh, so it may be kept long.
  private readonly specials = new TtlCache<number[]>(SPECIALS_TTL_MS, 8);
  private readonly layout = new TtlCache<HomeFloor[]>(PICK_TTL_MS, 1);
  private readonly posts = new TtlCache<PostList>(PICK_TTL_MS, 1);

  constructor(private readonly ctx: AppContext) {}

  private get ex() {
    return this.ctx.readDb;
  }

  /** The offers as this reader may see them, in the order given. */
  private async read(viewer: CatalogueViewer | null, offerIds: number[]): Promise<GoodsRead[]> {
    return readOffers(this.ex, viewer, await listOfferRows(this.ex, offerIds));
  }

  async focusBlock(session: SessionInfo | null, kind: FocusBlockKind): Promise<FocusBlock> {
    const spec = BLOCKS[kind];
    const viewer = await viewerOf(this.ctx, session);
    // visibilityKey tells a guest from a member, so the cache also keeps each audience's banner apart.
    const pick = await this.blocks.get(JSON.stringify([kind, visibilityKey(viewer)]), async () => {
      const [banners, filter] = await Promise.all([
        listActiveSlots(this.ex, kind, session ? 'member' : 'guest', 1),
        this.blockFilter(spec),
      ]);
      const offerIds = filter
        ? await listGoodsOfferIds(this.ex, filter, viewer, spec.order, FOCUS_BLOCK_GOODS)
        : [];
      return { banner: banners[0] ?? null, offerIds };
    });
    return {
      title: spec.title,
      more_url: spec.moreUrl,
      banner: pick.banner,
      goods: await this.read(viewer, pick.offerIds),
    };
  }

  /** undefined when the block's category is missing (the block then has no goods). */
  private async blockFilter(spec: BlockSpec): Promise<CatalogueFilter | undefined> {
    if (spec.filter === 'all') return IN_STOCK;
    if (spec.filter === 'youx') return { ...IN_STOCK, youx: true };
    const categoryId = await findRootCategoryId(this.ex, HERBAL_ROOT);
    return categoryId === undefined ? undefined : { ...IN_STOCK, categoryId };
  }

  /** Page `page` (1..WNTJ_PAGE_MAX, checked by the route) of the recommended goods. */
  async recommended(session: SessionInfo | null, page: number): Promise<Page<GoodsRead>> {
    const viewer = await viewerOf(this.ctx, session);
    const companyId = session?.companyId ?? null;
    const offerIds = await this.recommendations.get(JSON.stringify([companyId, visibilityKey(viewer)]), () =>
      listRecommendedOfferIds(this.ex, IN_STOCK, viewer, companyId, WNTJ_PAGE_SIZE * WNTJ_PAGE_MAX),
    );
    const start = (page - 1) * WNTJ_PAGE_SIZE;
    return {
      list: await this.read(viewer, offerIds.slice(start, start + WNTJ_PAGE_SIZE)),
      total: offerIds.length,
      page,
      page_size: WNTJ_PAGE_SIZE,
    };
  }

  /** The flash strip at `now` (Unix seconds): the running round, else the next; id 0 when none. */
  async spike(session: SessionInfo | null, now = nowSeconds()): Promise<SpikeRound> {
    const viewer = await viewerOf(this.ctx, session);
    const rows = await findSpikeRound(this.ex, viewer, now, SPIKE_GOODS);
    const round = rows[0];
    if (!round) {
      return { id: 0, title: '', status: SPIKE_ENDED, start_time: 0, end_time: 0, now, goods: [] };
    }
    const start = Math.floor(round.starts_at ?? 0);
    const end = Math.floor(round.ends_at ?? 0);
    const offerRows = await listOfferRows(
      this.ex,
      rows.map((r) => r.offer_id),
    );
    return {
      id: round.activity_id,
      title: round.title,
      status: spikeStatus(start, end, now),
      start_time: start,
      end_time: end,
      now,
      goods: withFlashPrices(await readOffers(this.ex, viewer, offerRows), offerRows, viewer),
    };
  }

  /**
   * The flash-sale page at `now`: every round of today and tomorrow (China time) by start, each
   * with its state, its goods (flash price, sale window, units sold) and the server's clock.
   */
  async spikeRounds(session: SessionInfo | null, now = nowSeconds()): Promise<SpikeRounds> {
    const { date, start } = chinaDayOf(now);
    const until = chinaMidnight(date, 2) as number;
    const viewer = await viewerOf(this.ctx, session);
    const rows = await listSpikeRounds(
      this.ex,
      viewer,
      start,
      until,
      SPIKE_ROUNDS_MAX,
      SPIKE_ROUND_GOODS_MAX,
    );
    const offerIds = rows.map((r) => r.offer_id);
    const [offerRows, sold] = await Promise.all([
      listOfferRows(this.ex, offerIds),
      listSoldUnits(this.ex, offerIds),
    ]);
    const goods = withFlashPrices(await readOffers(this.ex, viewer, offerRows), offerRows, viewer);
    const byOffer = new Map(goods.map((g) => [g.goods_price_id, g]));
    const rounds: SpikeRoundFull[] = [];
    let current: SpikeRoundFull | undefined;
    let currentKey = '';
    for (const row of rows) {
      const key = roundKey(row);
      if (!current || key !== currentKey) {
        const startTime = Math.floor(row.starts_at ?? 0);
        const endTime = Math.floor(row.ends_at ?? 0);
        current = {
          id: row.activity_id,
          title: row.title,
          status: spikeStatus(startTime, endTime, now),
          start_time: startTime,
          end_time: endTime,
          now,
          goods: [],
        };
        currentKey = key;
        rounds.push(current);
      }
      const g = byOffer.get(row.offer_id);
      if (g) current.goods.push({ ...g, sold: sold.get(row.offer_id) ?? 0 });
    }
    return { date, now, rounds };
  }

  /**
   * Today's (China time) special-price goods: one pick a day, the same for every reader. `all`:
   * the whole day's selection (the 每日特价 page); the strip's first goods lead it in the same order.
   */
  async everydayPrice(session: SessionInfo | null, now = nowSeconds(), all = false): Promise<EverydayPrice> {
    const { date, nextChange } = chinaDay(now);
    const limit = all ? EVERYDAY_ALL_GOODS : EVERYDAY_GOODS;
    const [viewer, offerIds] = await Promise.all([
      viewerOf(this.ctx, session),
      this.specials.get(JSON.stringify([date, limit]), () => listSpecialOfferIds(this.ex, date, limit)),
    ]);
    const goods = await this.read(viewer, offerIds);
    if (!all) return { date, next_change: nextChange, now, goods };
    // The page shows approved members the goods' regular price beside the special one.
    const regular = viewer?.approved ? await listRegularPrices(this.ex, offerIds) : new Map<number, number>();
    return {
      date,
      next_change: nextChange,
      now,
      goods: goods.map((g) => {
        const price = regular.get(g.goods_price_id);
        const hidden = g.base_price === null || price === undefined || price <= parseYuan(g.base_price);
        return { ...g, original_price: hidden ? null : formatFen(price) };
      }),
    };
  }

  /** The category floors in order, with their banners and quick links. */
  floors(): Promise<HomeFloor[]> {
    return this.layout.get('floors', async () => {
      const floors = await listFloors(this.ex, HOME_FLOORS);
      const children = await listChildCategories(
        this.ex,
        floors.map((f) => f.categoryId),
      );
      return floors.map((f) => {
        const name = f.title || f.categoryName;
        return {
          id: f.categoryId,
          name,
          banner: f.banner
            ? {
                id: f.id,
                title: name,
                image: f.banner,
                url: f.url || floorListUrl(f.categoryId),
                notice: null,
              }
            : null,
          children: children
            .filter((c) => c.parentId === f.categoryId)
            .map((c) => ({ id: c.id, name: c.name })),
        };
      });
    });
  }

  /** A floor's best sellers (its category and every descendant); refused for a category that is no floor. */
  async floorGoods(session: SessionInfo | null, categoryId: number): Promise<GoodsRead[]> {
    const viewer = await viewerOf(this.ctx, session);
    const offerIds = await this.floorPicks.get(
      JSON.stringify([categoryId, visibilityKey(viewer)]),
      async () => {
        if (!(await findFloor(this.ex, categoryId))) return null;
        return listGoodsOfferIds(this.ex, { ...IN_STOCK, categoryId }, viewer, 'sales', FLOOR_GOODS);
      },
    );
    if (!offerIds) throw new AppError('not_found', FLOOR_NOT_FOUND);
    return this.read(viewer, offerIds);
  }

  /** The newest store notices (company news) and industry news, as the news lists show them. */
  postList(): Promise<PostList> {
    return this.posts.get('posts', async () => {
      const newest = async (type: number) => {
        const path = NEWS_SECTIONS.find((s) => s.type === type)?.path;
        if (!path) return [];
        return (await listArticles(this.ex, { path }, 1, POST_LIST_SIZE)).list;
      };
      const [notice, news] = await Promise.all([newest(NOTICE_SECTION), newest(INDUSTRY_SECTION)]);
      return { notice, news };
    });
  }
}

const roundKey = (row: SpikeRow) => `${row.activity_id}:${row.starts_at}:${row.ends_at}`;

/** The flash window for everyone; the price a flash price is cut from only for approved members. */
function withFlashPrices(
  goods: GoodsRead[],
  rows: HomeOfferRow[],
  viewer: CatalogueViewer | null,
): GoodsRead[] {
  const byOffer = new Map(rows.map((row) => [row.offer_id, row]));
  const seconds = (value: number | null) => (value === null ? null : Math.floor(value));
  return goods.map((g) => {
    const row = byOffer.get(g.goods_price_id);
    return {
      ...g,
      original_price:
        viewer?.approved && row && row.original_price !== null ? formatFen(row.original_price) : null,
      sale_starts_at: seconds(row?.sale_starts_at ?? null),
      sale_ends_at: seconds(row?.sale_ends_at ?? null),
    };
  });
}
