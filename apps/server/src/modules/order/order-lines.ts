/**
 * The order's lines from a priced selection: the compliance snapshot of DESIGN §6 taken from the
 * offers as read in the order's transaction, the prices and shares from the engine. A package
 * becomes one line per component, its amount shared by the components' base value. Pure.
 */
import { type ShareBasis, shareByAmount } from '@mall/shared/pricing/coupon';
import type { OfferInfo } from '../cart/cart.repository.ts';
import type { PricedCart } from '../cart/cart.service.ts';

export interface NewOrderLine {
  offer_id: number;
  goods_id: number;
  type: 0 | 1 | 3 | 4;
  combination_id: number | null;
  is_yj: boolean;
  name: string;
  generic_name: string;
  spec: string;
  dosage_form: string;
  manufacturer: string;
  /** 上市许可持有人 */
  mah: string;
  approval_number: string;
  batch_number: string;
  expiry_date: string | null;
  unit: string;
  image: string;
  quantity: number;
  unit_price: number;
  raw_unit_price: number;
  amount: number;
  activity_share: number;
  coupon_share: number;
  /** Gift units given with the line (for a same-goods gift, as many as stock allowed). */
  gift_quantity: number;
  /** Of those, units of this line's own offer: they leave stock with the line. */
  gift_stock: number;
  /** The other item a type-2 gift rule (or a package's gift) gives; '' when the gift is more of the same goods. */
  gift_name: string;
  /** type 4 (换购): the trade-up */
  trade_up_id?: number | null;
}

function snapshotOf(offer: OfferInfo) {
  return {
    offer_id: offer.offer_id,
    goods_id: offer.id,
    name: offer.name,
    generic_name: offer.generic_name,
    spec: offer.spec,
    dosage_form: offer.dosage_form,
    manufacturer: offer.sccj,
    mah: offer.mah,
    approval_number: offer.approval_number,
    batch_number: offer.batch_number,
    expiry_date: offer.expiry_date === '' ? null : offer.expiry_date,
    unit: offer.unit,
    image: offer.images[0] ?? '',
  };
}

export function orderLinesOf(cart: PricedCart, couponShares: ReadonlyMap<number, number>): NewOrderLine[] {
  const rows: NewOrderLine[] = [];
  cart.snapshot.entries.forEach((entry, i) => {
    const priced = cart.pricing.lines[i];
    if (!priced) throw new Error('the engine returned fewer lines than it was given');
    const { line, target } = entry;
    if (target.kind === 'offer') {
      rows.push({
        ...snapshotOf(target.offer),
        type: entry.input.type,
        combination_id: null,
        is_yj: line.is_yj,
        quantity: line.quantity,
        unit_price: priced.unitPrice,
        raw_unit_price: priced.rawUnitPrice,
        amount: priced.amount,
        activity_share: priced.activityShare,
        coupon_share: couponShares.get(line.id) ?? 0,
        gift_quantity: priced.gift.total,
        // Type 1: more of the same goods. Type 2 names another gift, handed over outside stock.
        gift_stock: priced.gift.type === 1 ? priced.gift.total : 0,
        gift_name: priced.gift.type === 2 ? (cart.snapshot.index.giftOf(target.offer.id)?.name ?? '') : '',
        trade_up_id: target.tradeUp?.id ?? null,
      });
      return;
    }
    const basis: ShareBasis[] = target.items.map((item, k) => ({
      id: k,
      amount: item.offer.base_price * item.quantity * line.quantity,
    }));
    const shares = shareByAmount(priced.amount, basis);
    target.items.forEach((item, k) => {
      const quantity = item.quantity * line.quantity;
      const amount = shares.get(k) ?? 0;
      rows.push({
        ...snapshotOf(item.offer),
        type: 3,
        combination_id: target.combination.id,
        is_yj: false,
        quantity,
        unit_price: Math.floor(amount / quantity),
        raw_unit_price: item.offer.base_price,
        amount,
        activity_share: 0,
        coupon_share: 0,
        // 组合满赠: the package's gift rides on its first component, outside stock (like a type-2 gift).
        gift_quantity: k === 0 ? priced.gift.total : 0,
        gift_stock: 0,
        gift_name: k === 0 && priced.gift.total > 0 ? (target.combination.gift?.name ?? '') : '',
      });
    });
  });
  return rows;
}

/** Units to take per offer (an offer may appear in several lines), with a name for the refusal. */
export function stockDemand(lines: readonly NewOrderLine[]): Map<number, { quantity: number; name: string }> {
  const demand = new Map<number, { quantity: number; name: string }>();
  for (const line of lines) {
    const before = demand.get(line.offer_id);
    demand.set(line.offer_id, { quantity: (before?.quantity ?? 0) + line.quantity, name: line.name });
  }
  return demand;
}

/**
 * The lines with their same-goods gifts cut to what is left on each offer once the paid units are
 * taken (`left`: units per offer after them). Gifts go while stock lasts, in line order. Pure.
 */
export function giveGifts(lines: readonly NewOrderLine[], left: ReadonlyMap<number, number>): NewOrderLine[] {
  const remaining = new Map(left);
  return lines.map((line) => {
    if (line.gift_stock === 0) return line;
    const available = Math.max(0, remaining.get(line.offer_id) ?? 0);
    const given = Math.min(line.gift_stock, available);
    remaining.set(line.offer_id, available - given);
    if (given === line.gift_stock) return line;
    return { ...line, gift_stock: given, gift_quantity: line.gift_quantity - (line.gift_stock - given) };
  });
}

/** Gift units to take per offer. */
export function giftDemand(lines: readonly NewOrderLine[]): Map<number, number> {
  const demand = new Map<number, number>();
  for (const line of lines) {
    if (line.gift_stock > 0) demand.set(line.offer_id, (demand.get(line.offer_id) ?? 0) + line.gift_stock);
  }
  return demand;
}

/** Units in stock per offer, as the order's snapshot read them under the offers' locks. */
export function snapshotStocks(cart: PricedCart): Map<number, number> {
  const stocks = new Map<number, number>();
  for (const { target } of cart.snapshot.entries) {
    const offers = target.kind === 'offer' ? [target.offer] : target.items.map((item) => item.offer);
    for (const offer of offers) stocks.set(offer.offer_id, offer.stock);
  }
  return stocks;
}

export interface StockTaking {
  /** the lines, their same-goods gifts cut to the stock left after the paid units */
  lines: NewOrderLine[];
  /** units per offer (paid and gifts), in offer id order: the order every stock writer locks in */
  take: { offer_id: number; quantity: number }[];
}

/**
 * What the order takes from stock, from `stocks` (units per offer before the order): the paid units
 * of every line, then the same-goods gifts while what is left lasts (giveGifts). Pure.
 */
export function stockTaking(
  lines: readonly NewOrderLine[],
  stocks: ReadonlyMap<number, number>,
): StockTaking {
  const demand = stockDemand(lines);
  const left = new Map<number, number>();
  for (const [offerId, want] of demand) left.set(offerId, (stocks.get(offerId) ?? 0) - want.quantity);
  const given = giveGifts(lines, left);
  const gifts = giftDemand(given);
  const take = [...demand]
    .map(([offerId, want]) => ({ offer_id: offerId, quantity: want.quantity + (gifts.get(offerId) ?? 0) }))
    .sort((a, b) => a.offer_id - b.offer_id);
  return { lines: given, take };
}
