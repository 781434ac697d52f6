/**
 * 换购 (decision 017): what a trade-up's threshold is measured against, and the trade-ups on offer
 * for the member's current selection (GET /api/combinationMzhg?scene=cart).
 */
import { formatFen } from '@mall/shared/money';
import { TRADE_UP_HIDDEN_TITLE, type TradeUpOfferRead, type TradeUpState } from '@mall/shared/trade-up';
import type { Executor } from '../../db/client.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import type { PurchaseFacts } from '../compliance/purchase-decision.ts';
import { toGoodsRead } from '../goods/goods-read.ts';
import type { StoreRow } from '../store/store.repository.ts';
import { storeOf } from '../store/store.service.ts';
import { listLines, listOffers, readerOf } from './cart.repository.ts';
import { type PricedCart, priceSnapshot, wholeCart } from './cart.service.ts';
import { loadSnapshot } from './cart-snapshot.ts';
import { listCurrentTradeUps } from './trade-up.repository.ts';

const MAX_OFFERS = 50;

/** The amount of the counting lines other than trade-ups, at their line prices (before activities). */
export function selectedAmount(cart: Pick<PricedCart, 'input' | 'pricing'>): number {
  return cart.pricing.lines.reduce(
    (sum, line, i) => (line.counting && cart.input.lines[i]?.type !== 4 ? sum + line.amount : sum),
    0,
  );
}

/** selectedAmount of the store's cart as it stands inside the caller's transaction. */
export async function selectedAmountIn(tx: Executor, store: StoreRow, facts: PurchaseFacts): Promise<number> {
  const lines = await listLines(tx, store.id);
  const snapshot = await loadSnapshot({ ex: tx, readEx: tx }, readerOf(store), lines, facts);
  return selectedAmount(priceSnapshot(snapshot));
}

export async function tradeUpState(
  ctx: Pick<AppContext, 'db' | 'readDb'>,
  session: SessionInfo,
): Promise<TradeUpState> {
  const [cart, store] = await Promise.all([wholeCart(ctx, session), storeOf(ctx.db, session.companyId)]);
  const approved = store.review_status === 1;
  const base = selectedAmount(cart);
  const rows = await listCurrentTradeUps(ctx.readDb, MAX_OFFERS, readerOf(store).viewer);
  const offers = new Map(
    (await listOffers(ctx.db, readerOf(store), [...new Set(rows.map((r) => r.offer_id))])).map((o) => [
      o.offer_id,
      o,
    ]),
  );
  const inCart = new Map(
    cart.snapshot.entries.flatMap((e) =>
      e.target.kind === 'offer' && e.target.tradeUp ? [[e.target.tradeUp.id, e.line] as const] : [],
    ),
  );
  const list: TradeUpOfferRead[] = [];
  for (const row of rows) {
    const offer = offers.get(row.offer_id);
    if (!(offer?.is_on_sale && offer.visible)) continue;
    const missing = Math.max(0, row.threshold - base);
    const line = inCart.get(row.id);
    list.push({
      id: row.id,
      title: approved ? row.title : TRADE_UP_HIDDEN_TITLE,
      threshold: approved ? formatFen(row.threshold) : null,
      price: approved ? formatFen(row.price) : null,
      max_quantity: row.max_quantity,
      goods: toGoodsRead(offer, approved ? 'approved' : 'unapproved', new Map()),
      reached: missing === 0 ? 1 : 0,
      missing: approved ? formatFen(missing) : null,
      in_cart: line?.quantity ?? 0,
      line_id: line?.id ?? 0,
    });
  }
  return { selected_amount: approved ? formatFen(base) : null, list };
}
