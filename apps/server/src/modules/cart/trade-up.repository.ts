/** The SQL of trade-up offers (换购, type 4 lines): by id for the cart, and the ones on offer now. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { epoch, ids, inWindow, rowsOf } from '../../db/sql-rows.ts';

export interface TradeUpRow {
  id: number;
  title: string;
  /** the offer it sells */
  offer_id: number;
  /** fen the other selected lines must reach */
  threshold: number;
  /** fen per unit */
  price: number;
  /** units per order */
  max_quantity: number;
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  in_window: boolean;
}

/** The columns of trade_up_offers `t` as a TradeUpRow; also read as JSON beside a cart line. */
export const tradeUpColumns = sql`t.id, t.title, t.offer_id, t.threshold, t.price, t.max_quantity,
  ${epoch(sql`t.starts_at`)} AS starts_at, ${epoch(sql`t.ends_at`)} AS ends_at, t.is_enabled,
  (${inWindow('t')}) AS in_window`;

export function listTradeUpsById(ex: Executor, tradeUpIds: readonly number[]): Promise<TradeUpRow[]> {
  if (tradeUpIds.length === 0) return Promise.resolve([]);
  return rowsOf<TradeUpRow>(
    ex,
    sql`SELECT ${tradeUpColumns} FROM trade_up_offers t WHERE t.id = ANY(${ids(tradeUpIds)})`,
  );
}

/** Enabled, in-window trade-ups, by sort (at most `limit`). */
export function listCurrentTradeUps(ex: Executor, limit: number): Promise<TradeUpRow[]> {
  return rowsOf<TradeUpRow>(
    ex,
    sql`SELECT ${tradeUpColumns} FROM trade_up_offers t WHERE t.is_enabled AND ${inWindow('t')}
      ORDER BY t.sort, t.id LIMIT ${limit}`,
  );
}
