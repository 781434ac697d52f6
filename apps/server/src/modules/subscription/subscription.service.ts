/**
 * Back-in-stock and price-drop subscriptions of a store on an offer (decision 021), and the
 * substitutes of a goods. Subscribing needs the offer's goods to be visible to the store; a
 * back-in-stock subscription is for a sold-out offer, a price-drop one for a store that sees
 * prices. The check that tells subscribers runs as a job that a trigger on offers (and on
 * negotiated prices) queues in the transaction of whatever change makes stock come back or a
 * price fall; the job tells each store once per event (subscription.repository.ts).
 */
import type { Page } from '@mall/shared/codes';
import { formatFen } from '@mall/shared/money';
import {
  type MemberSubscription,
  type OfferSubscriptions,
  SUBSCRIPTION_MESSAGES,
  SUBSTITUTES_MAX,
  type SubscriptionKind,
  type SubscriptionState,
  type SubstitutesResult,
  wantedUrlOf,
} from '@mall/shared/subscription';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { purchaseFacts } from '../compliance/compliance.service.ts';
import { viewerOf } from '../goods/goods.service.ts';
import { PRICE_TIP, priceAudienceOf } from '../goods/visibility.ts';
import {
  countSubscriptions,
  deleteSubscription,
  findOffer,
  findSourceGoods,
  firePriceSubscriptions,
  fireStockSubscriptions,
  listOfferSubscriptions,
  listSubscriptions,
  listSubstitutes,
  type SubscriptionRow,
  upsertSubscription,
} from './subscription.repository.ts';

export const SUBSCRIPTION_CHECK_JOB = 'subscription.check';

const stateOf = (row: Pick<SubscriptionRow, 'kind' | 'notified_at'>): SubscriptionState =>
  row.kind === 'price' ? 'watching' : row.notified_at === null ? 'waiting' : 'notified';

function toSubscription(row: SubscriptionRow, showPrices: boolean): MemberSubscription {
  return {
    id: row.id,
    kind: row.kind,
    state: stateOf(row),
    goods_id: row.goods_id,
    goods_price_id: row.goods_price_id,
    name: row.name,
    spec: row.spec,
    manufacturer: row.manufacturer,
    image: row.image,
    price_at: showPrices && row.price_at !== null ? formatFen(row.price_at) : null,
    price: showPrices ? formatFen(row.price) : null,
    stock: row.stock,
    notified_at: row.notified_at,
    created_at: row.created_at,
  };
}

/** The offer, when its goods is on sale and visible to the store; else not found. */
async function visibleOffer(ctx: AppContext, session: SessionInfo, offerId: number) {
  const [viewer, offer] = await Promise.all([
    viewerOf(ctx, session),
    findOffer(ctx.db, offerId, session.companyId),
  ]);
  if (!offer || !viewer || !(await findSourceGoods(ctx.db, offer.goods_id, viewer)))
    throw new AppError('not_found', SUBSCRIPTION_MESSAGES.offerMissing);
  return { viewer, offer };
}

export async function subscribe(
  ctx: AppContext,
  session: SessionInfo,
  input: { goods_price_id: number; kind: SubscriptionKind },
): Promise<OfferSubscriptions> {
  const { viewer, offer } = await visibleOffer(ctx, session, input.goods_price_id);
  if (input.kind === 'stock' && offer.stock > 0)
    throw new AppError('bad_request', SUBSCRIPTION_MESSAGES.inStock);
  if (input.kind === 'price' && !viewer.approved)
    throw new AppError('bad_request', SUBSCRIPTION_MESSAGES.pricesHidden);
  await ctx.db.transaction((tx) =>
    upsertSubscription(tx, {
      companyId: session.companyId,
      offerId: offer.offer_id,
      kind: input.kind,
      priceAt: input.kind === 'price' ? offer.price : null,
    }),
  );
  return offerSubscriptions(ctx, session, offer.offer_id);
}

export async function unsubscribe(ctx: AppContext, session: SessionInfo, id: number): Promise<void> {
  const deleted = await ctx.db.transaction((tx) => deleteSubscription(tx, session.companyId, id));
  if (!deleted) throw new AppError('not_found', SUBSCRIPTION_MESSAGES.notFound);
}

export async function offerSubscriptions(
  ctx: AppContext,
  session: SessionInfo,
  offerId: number,
): Promise<OfferSubscriptions> {
  const [viewer, rows] = await Promise.all([
    viewerOf(ctx, session),
    listOfferSubscriptions(ctx.db, session.companyId, offerId),
  ]);
  const stock = rows.find((r) => r.kind === 'stock');
  const price = rows.find((r) => r.kind === 'price');
  return {
    stock: stock ? { id: stock.id, state: stateOf(stock) } : null,
    price: price
      ? {
          id: price.id,
          state: stateOf(price),
          price_at: viewer?.approved && price.price_at !== null ? formatFen(price.price_at) : null,
        }
      : null,
  };
}

export async function mySubscriptions(
  ctx: AppContext,
  session: SessionInfo,
  query: { page: number; pageSize: number },
): Promise<Page<MemberSubscription>> {
  const [viewer, total, rows] = await Promise.all([
    viewerOf(ctx, session),
    countSubscriptions(ctx.db, session.companyId),
    listSubscriptions(ctx.db, session.companyId, {
      limit: query.pageSize,
      offset: (query.page - 1) * query.pageSize,
    }),
  ]);
  const show = viewer?.approved === true;
  return {
    list: rows.map((r) => toSubscription(r, show)),
    total,
    page: query.page,
    page_size: query.pageSize,
  };
}

/**
 * Substitutes of a goods the reader may see: a guest gets what guests may see without prices; a
 * store only goods inside the business scopes its licences grant.
 */
export async function substitutesOf(
  ctx: AppContext,
  session: SessionInfo | null,
  goodsId: number,
): Promise<SubstitutesResult> {
  const viewer = await viewerOf(ctx, session);
  const source = await findSourceGoods(ctx.readDb, goodsId, viewer);
  if (!source) throw new AppError('not_found', SUBSCRIPTION_MESSAGES.offerMissing);
  const scopeIds = session ? [...(await purchaseFacts(ctx, session.companyId)).scopeIds] : null;
  const rows = await listSubstitutes(ctx.readDb, source, viewer, scopeIds, SUBSTITUTES_MAX);
  const audience = priceAudienceOf(viewer);
  return {
    list: rows.map((r) => ({
      ...r,
      price: audience === 'approved' ? formatFen(r.price) : null,
      price_tip: PRICE_TIP[audience],
    })),
    wanted_url: wantedUrlOf(source.name),
  };
}

/** The job the offers' trigger queues: tells the offer's subscribers what changed, once each. */
export async function subscriptionCheckJob(tx: Executor, payload: Record<string, unknown>): Promise<void> {
  const offerId = Number(payload.offer_id);
  if (!Number.isSafeInteger(offerId) || offerId < 1) return;
  await fireStockSubscriptions(tx, offerId);
  await firePriceSubscriptions(tx, offerId);
}
