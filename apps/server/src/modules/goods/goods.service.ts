/**
 * The catalogue as a reader may see it: prices only for approved members (DESIGN §6), controlled
 * goods only for the members their rule allows, everywhere, also by direct id.
 */

import { activityTagLabel, backedTags } from '@mall/shared/activity-tag';
import { type GoodsListPage, type GoodsRead, type GoodsSort, isPriceSort } from '@mall/shared/goods';
import { TRADE_UP_HIDDEN_TITLE } from '@mall/shared/trade-up';
import { type ActivityEntry, activityZoneUrl } from '@mall/shared/zone-templates';
import type { Executor } from '../../db/client.ts';
import type { AppContext, DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { listActivityEntries } from './activity-entries.repository.ts';
import {
  listOfferMarketing,
  listScopedActivities,
  type ScopedActivityRow,
} from './activity-scope.repository.ts';
import { resolveActivities } from './activity-scope.ts';
import type { CatalogueFilter } from './catalogue-filter.repository.ts';
import { toFacets } from './facets.ts';
import { findViewer, listCurrentActivities, listLadderTiers } from './goods.repository.ts';
import type { OfferRow } from './goods-columns.repository.ts';
import { findGoodsDetail, type GoodsDetailRow } from './goods-detail.repository.ts';
import { aggregateResult, type FacetRow, pageIds, rowsOfGoods } from './goods-list.repository.ts';
import { tiersByOffer, toGoodsRead } from './goods-read.ts';
import { TtlCache } from './ttl-cache.ts';
import { type CatalogueViewer, canSeeControlled, priceAudienceOf, visibilityKey } from './visibility.ts';

/**
 * Lists and search pages are read far more often than the catalogue changes, by many buyers at
 * once, so an assembled page is kept PAGE_TTL_MS per query and kind of reader (micro-caching):
 * stock and prices on a list may lag by that much. The detail page, the cart and checkout always
 * read fresh rows. Totals and filter counts scan the whole result and are kept AGGREGATE_TTL_MS.
 * Each process keeps its own caches; readers with the same visibilityKey see the same catalogue.
 */
const PAGE_TTL_MS = 5_000;
const AGGREGATE_TTL_MS = 30_000;
const CACHE_ENTRIES = 5000;

export async function viewerOf(ctx: DbContext, session: SessionInfo | null): Promise<CatalogueViewer | null> {
  if (!session) return null;
  // As the session's lookup read it from the primary at the start of this request, so an approval or
  // a move shows at once; read here when the session came otherwise.
  const { store } = session;
  if (!store) return findViewer(ctx.db, session.companyId);
  return {
    companyId: session.companyId,
    approved: store.reviewStatus === 1,
    province: store.province,
    customerType: store.customerType,
  };
}

/** On sale, and not controlled or controlled with a rule that allows this reader. */
export function isVisibleTo(
  goods: GoodsDetailRow | undefined,
  viewer: CatalogueViewer | null,
): goods is GoodsDetailRow {
  if (!goods?.is_on_sale) return false;
  if (goods.allowed_provinces === null) return true;
  return canSeeControlled(viewer, {
    allowedProvinces: goods.allowed_provinces,
    allowedCustomerTypes: goods.allowed_customer_types ?? [],
  });
}

/** The goods if it is on sale and this reader may see it. */
export async function findVisibleGoods(ctx: AppContext, session: SessionInfo | null, goodsId: number) {
  const [viewer, goods] = await Promise.all([viewerOf(ctx, session), findGoodsDetail(ctx.readDb, goodsId)]);
  return isVisibleTo(goods, viewer) ? { viewer, goods } : undefined;
}

/**
 * Maps offer rows with their ladder tiers (fetched only for readers who may see prices) and the
 * activity tags that apply for this reader (decision 019).
 */
export async function readOffers(
  ex: Executor,
  viewer: CatalogueViewer | null,
  rows: OfferRow[],
  /** the goods' activities for this reader when the caller has them already (the detail's cached context) */
  known?: { activities: ScopedActivityRow[] },
) {
  const audience = priceAudienceOf(viewer);
  const tiers =
    audience === 'approved'
      ? tiersByOffer(
          await listLadderTiers(
            ex,
            rows.map((r) => r.offer_id),
          ),
        )
      : new Map();
  const goodsIds = [...new Set(rows.map((r) => r.id))];
  const [activities, marketing] = await Promise.all([
    known?.activities ?? listScopedActivities(ex, goodsIds, viewer),
    listOfferMarketing(
      ex,
      rows.map((r) => r.offer_id),
      viewer,
    ),
  ]);
  return rows.map((row) => {
    // Cards carry the goods-level activities; a store-wide one would tag every goods alike.
    const applying = resolveActivities(activities, row.id).filter((a) => a.goods_id !== null);
    // …then the offer's group buy, trade-up and package, each a tag of its own kind.
    const own = marketing.filter(
      (m) => m.offer_id === row.offer_id && !applying.some((a) => a.kind === m.kind),
    );
    const read = toGoodsRead(row, audience, tiers);
    return {
      ...read,
      tags: backedTags(read.tags, applying),
      activity_tags: [...applying, ...own].map((a) => ({
        id: a.id,
        kind: a.kind,
        label: activityTagLabel(a.kind),
        title: a.kind === 'trade_up' && audience !== 'approved' ? TRADE_UP_HIDDEN_TITLE : a.title,
      })),
    };
  });
}

/**
 * These goods as this reader sees them, in the order given: each with the offer the lists show it
 * with, its tiers and its activity tags. Goods off sale are left out. For lists other modules select
 * (favourites, zones), so every list maps goods one way.
 */
export async function readGoods(
  ex: Executor,
  viewer: CatalogueViewer | null,
  goodsIds: number[],
): Promise<GoodsRead[]> {
  return readOffers(ex, viewer, await rowsOfGoods(ex, goodsIds, {}, viewer));
}

export interface ListRequest {
  filter: CatalogueFilter;
  sort: GoodsSort;
  page: number;
  pageSize: number;
}

/**
 * A price sort or range would rank or sift goods by a price the reader may not see (DESIGN §6):
 * for guests and members not yet approved they are ignored, as if not asked, everywhere a list is
 * built, so a shared link still opens. The SQL keeps its own guard on the range.
 */
export function withoutHiddenPriceTerms(viewer: CatalogueViewer | null, request: ListRequest): ListRequest {
  if (priceAudienceOf(viewer) === 'approved') return request;
  const { priceMin: _min, priceMax: _max, ...filter } = request.filter;
  return { ...request, filter, sort: isPriceSort(request.sort) ? 'default' : request.sort };
}

export class CatalogueService {
  private readonly aggregates = new TtlCache<FacetRow[]>(AGGREGATE_TTL_MS, CACHE_ENTRIES);
  private readonly pages = new TtlCache<GoodsListPage>(PAGE_TTL_MS, CACHE_ENTRIES);

  constructor(private readonly ex: Executor) {}

  /**
   * The page, shared by every reader of the same query and visibility until it expires: the same
   * object on each cache hit, so the route serializes it once (http/serialized-envelope.ts). Never
   * change it.
   */
  list(viewer: CatalogueViewer | null, asked: ListRequest): Promise<GoodsListPage> {
    const request = withoutHiddenPriceTerms(viewer, asked);
    const { filter } = request;
    const key = JSON.stringify([visibilityKey(viewer), { ...filter, keyword: filter.keyword?.text }]);
    const pageKey = JSON.stringify([key, request.sort, request.page, request.pageSize]);
    return this.pages.get(pageKey, () => this.load(viewer, request, key));
  }

  private async load(
    viewer: CatalogueViewer | null,
    request: ListRequest,
    key: string,
  ): Promise<GoodsListPage> {
    const { filter } = request;
    const page = {
      sort: request.sort,
      limit: request.pageSize,
      offset: (request.page - 1) * request.pageSize,
    };
    const [ids, aggregate] = await Promise.all([
      pageIds(this.ex, filter, viewer, page),
      this.aggregates.get(key, () => aggregateResult(this.ex, filter, viewer)),
    ]);
    const rows = await rowsOfGoods(this.ex, ids, filter, viewer);
    const { total, facets } = toFacets(aggregate);
    return {
      list: await readOffers(this.ex, viewer, rows),
      total,
      page: request.page,
      page_size: request.pageSize,
      filters: facets,
    };
  }

  /** Running activities with what their zone entries show (banner, tag label, goods count, zone). */
  async activities(viewer: CatalogueViewer | null, goodsId: number | null): Promise<ActivityEntry[]> {
    const rows = await listCurrentActivities(this.ex, goodsId === null ? null : [goodsId], viewer);
    const extras = new Map(
      (await listActivityEntries(this.ex, [...new Set(rows.map((r) => r.id))])).map((e) => [e.id, e]),
    );
    return rows.map(({ goods_id: _, ...activity }): ActivityEntry => {
      const extra = extras.get(activity.id);
      const slug = extra?.slug ?? null;
      return {
        ...activity,
        slug,
        banner_image: extra?.banner_image ?? '',
        tag: extra?.tag || activityTagLabel(activity.kind),
        goods_count: extra?.goods_count ?? 0,
        unit_rate: extra?.unit_rate ?? null,
        url: activityZoneUrl({ id: activity.id, slug }),
      };
    });
  }
}
