/**
 * The goods-with-offer columns live in goods-columns.repository.ts (decision 011). This file holds
 * no query: it re-exports the names the cart and home repositories still import from this path,
 * until those modules read them from the repository directly.
 */
export { bestOfferOrder, type OfferRow, offerColumns } from './goods-columns.repository.ts';
