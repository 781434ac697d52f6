/**
 * The operator's change of an offer's stock or base price, for the `orders` command:
 *
 *   offer <offer_id> [--stock <units>] [--price <yuan>]
 *
 * One transaction under the offer's lock; stock coming back from 0 or a lower price queues the
 * subscribers' check (decision 021) in that transaction. Returns what to print; throws
 * OfferCommandError with the usage or the refusal.
 */
import { formatFen, parseYuan } from '@mall/shared/money';
import type { Database } from '../../db/client.ts';
import { updateOffer } from './subscription.repository.ts';

export const OFFER_USAGE = 'usage:\n  npm run orders -- offer <offer_id> [--stock <units>] [--price <yuan>]';

export class OfferCommandError extends Error {}

const MAX_UNITS = 100_000_000;

function parseOfferArgs(args: readonly string[]): { offerId: number; stock?: number; price?: number } {
  const offerId = Number(args[0]);
  if (!args[0] || !Number.isSafeInteger(offerId) || offerId < 1) throw new OfferCommandError(OFFER_USAGE);
  const change: { stock?: number; price?: number } = {};
  for (let i = 1; i < args.length; i += 2) {
    const value = args[i + 1] ?? '';
    if (args[i] === '--stock' && /^\d+$/.test(value) && Number(value) <= MAX_UNITS)
      change.stock = Number(value);
    else if (args[i] === '--price' && /^\d+(\.\d{1,2})?$/.test(value) && parseYuan(value) <= MAX_UNITS)
      change.price = parseYuan(value);
    else throw new OfferCommandError(OFFER_USAGE);
  }
  if (change.stock === undefined && change.price === undefined) throw new OfferCommandError(OFFER_USAGE);
  return { offerId, ...change };
}

export async function offerCommand(db: Database, args: readonly string[]): Promise<string> {
  const { offerId, ...change } = parseOfferArgs(args);
  const after = await changeOffer(db, offerId, change);
  return `offer ${offerId}: stock ${after.stock}, price ${formatFen(after.base_price)}`;
}

/** The service every operator change of stock or price goes through. */
export async function changeOffer(
  db: Database,
  offerId: number,
  change: { stock?: number; price?: number },
): Promise<{ stock: number; base_price: number }> {
  const after = await db.transaction((tx) => updateOffer(tx, offerId, change));
  if (!after) throw new OfferCommandError(`offer ${offerId} not found`);
  return after;
}
