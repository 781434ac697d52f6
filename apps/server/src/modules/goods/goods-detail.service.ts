/**
 * GET /api/goods/detail/{id}: the selected offer and everything a buyer checks before buying.
 * Offers (stock, prices, ladder tiers) and reports are read fresh on every call; what changes
 * only with the catalogue (the goods, its visibility, category path, activities and the offers'
 * activity tags, related goods) is kept DETAIL_TTL_MS per goods and kind of reader.
 */
import { GOODS_NOT_FOUND, type GoodsActivity, type GoodsDetail, type GoodsRead } from '@mall/shared/goods';
import { formatFen } from '@mall/shared/money';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { reportsOf } from '../jybg/jybg.service.ts';
import { listScopedActivities, type ScopedActivityRow } from './activity-scope.repository.ts';
import { currentActivitiesOf } from './goods.repository.ts';
import { isVisibleTo, readOffers, viewerOf } from './goods.service.ts';
import {
  categoryPath,
  findGoodsDetail,
  type GoodsDetailRow,
  listOfferExtras,
  listOffersOfGoods,
  listRelated,
  type OfferExtrasRow,
} from './goods-detail.repository.ts';
import { TtlCache } from './ttl-cache.ts';
import { type CatalogueViewer, visibilityKey } from './visibility.ts';

const RELATED_COUNT = 8;
const DETAIL_TTL_MS = 10_000;
const DETAIL_ENTRIES = 5000;

export interface DetailQuery {
  goodsPriceId?: number;
  ladderPriceId?: number;
  goodsManjianId?: number;
  isYj: 0 | 1;
  isJxq: 0 | 1;
}

interface GoodsContext {
  goods: GoodsDetailRow;
  path: { id: number; name: string }[];
  activities: GoodsActivity[];
  /** the same activities as the offers' tags read them */
  scoped: ScopedActivityRow[];
  related: GoodsRead[];
}

const seconds = (value: number | null) => (value === null ? null : Math.floor(value));
const yuan = (fen: number | null | undefined, show: boolean) =>
  show && fen !== null && fen !== undefined ? formatFen(fen) : null;

/** The flash window for everyone; the negotiated and original prices only for approved members. */
function withExtras(offers: GoodsRead[], extras: OfferExtrasRow[], showPrices: boolean): GoodsRead[] {
  const byOffer = new Map(extras.map((row) => [row.offer_id, row]));
  return offers.map((offer) => {
    const row = byOffer.get(offer.goods_price_id);
    return {
      ...offer,
      yj_price: yuan(row?.yj_price, showPrices),
      original_price: yuan(row?.original_price, showPrices),
      sale_starts_at: seconds(row?.sale_starts_at ?? null),
      sale_ends_at: seconds(row?.sale_ends_at ?? null),
    };
  });
}

export class GoodsDetails {
  /** null: unknown, off sale or not visible to this kind of reader. */
  private readonly contexts = new TtlCache<GoodsContext | null>(DETAIL_TTL_MS, DETAIL_ENTRIES);

  constructor(private readonly ctx: AppContext) {}

  async get(session: SessionInfo | null, goodsId: number, query: DetailQuery): Promise<GoodsDetail> {
    const ex = this.ctx.readDb;
    const viewer = await viewerOf(this.ctx, session);
    const [context, offerRows, extras] = await Promise.all([
      this.contexts.get(JSON.stringify([goodsId, visibilityKey(viewer)]), () => this.load(viewer, goodsId)),
      listOffersOfGoods(ex, goodsId, viewer),
      listOfferExtras(ex, goodsId, session?.companyId ?? null),
    ]);
    if (!context) throw new AppError('not_found', GOODS_NOT_FOUND);
    const offers = withExtras(
      await readOffers(ex, viewer, offerRows, { activities: context.scoped }),
      extras,
      viewer?.approved === true,
    );
    // The link's offer, else a near-expiry one when the link came from the near-expiry zone, else
    // the best (offers come buyable-with-stock first, then cheapest for those who see prices).
    const selected =
      query.goodsPriceId !== undefined
        ? offers.find((o) => o.goods_price_id === query.goodsPriceId)
        : ((query.isJxq === 1 ? offers.find((o) => o.is_jxq === 1) : undefined) ?? offers[0]);
    if (!selected) throw new AppError('not_found', GOODS_NOT_FOUND);
    const reports = viewer ? await reportsOf(ex, { goodsId, batchNumber: selected.batch_number ?? '' }) : [];
    const { goods } = context;
    return {
      ...selected,
      trade_name: goods.trade_name,
      generic_name: goods.generic_name,
      dosage_form: goods.dosage_form,
      approval_number: goods.approval_number,
      middle_pack: goods.middle_pack,
      case_pack: goods.case_pack,
      storage: goods.storage,
      description: goods.description,
      scope_id: goods.scope_id,
      scope_name: goods.scope_name,
      sccj_id: goods.manufacturer_id,
      brand:
        goods.brand_id === null
          ? null
          : { id: goods.brand_id, name: goods.brand_name ?? '', logo: goods.brand_logo ?? '' },
      category_path: context.path,
      origin: selected.origin ?? '',
      grade: selected.grade ?? '',
      device_class: selected.device_class ?? '',
      sales: goods.sales,
      offers,
      activities: context.activities,
      reports,
      related: context.related,
      query: {
        goods_price_id: selected.goods_price_id,
        ladder_price_id: query.ladderPriceId ?? null,
        goods_manjian_id: query.goodsManjianId ?? null,
        is_yj: query.isYj,
        is_jxq: selected.is_jxq ?? 0,
      },
    };
  }

  private async load(viewer: CatalogueViewer | null, goodsId: number): Promise<GoodsContext | null> {
    const ex = this.ctx.readDb;
    const goods = await findGoodsDetail(ex, goodsId);
    if (!isVisibleTo(goods, viewer)) return null;
    const [path, scoped, relatedRows] = await Promise.all([
      categoryPath(ex, goods.category_id),
      listScopedActivities(ex, [goods.id], viewer),
      listRelated(ex, { id: goods.id, categoryId: goods.category_id }, viewer, RELATED_COUNT),
    ]);
    return {
      goods,
      path,
      activities: currentActivitiesOf(scoped, [goods.id]).map(({ goods_id: _, ...activity }) => activity),
      scoped,
      related: await readOffers(ex, viewer, relatedRows),
    };
  }
}
