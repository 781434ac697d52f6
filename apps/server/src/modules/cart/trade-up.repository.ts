/**
 * The SQL of trade-up offers (换购, type 4 lines): by id for the cart, and the ones on offer now.
 * A trade-up reaches the stores its customer types and provinces allow (empty = any; decision 019):
 * only those are offered it, and for any other it reads as not reaching, which refuses the line.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { epoch, ids, inWindow, rowsOf } from '../../db/sql-rows.ts';
import { activityReaches, type ReachFacts } from '../goods/activity-scope.repository.ts';

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
  /** it reaches the reading store */
  reaches: boolean;
}

/**
 * The columns of trade_up_offers `t` as a TradeUpRow for a reader (values, or columns of a store
 * the caller joins); also read as JSON beside a cart line.
 */
export function tradeUpColumns(reader: ReachFacts): SQL {
  return sql`t.id, t.title, t.offer_id, t.threshold, t.price, t.max_quantity,
    ${epoch(sql`t.starts_at`)} AS starts_at, ${epoch(sql`t.ends_at`)} AS ends_at, t.is_enabled,
    (${inWindow('t')}) AS in_window, ${activityReaches(reader, 't')} AS reaches`;
}

export function listTradeUpsById(
  ex: Executor,
  tradeUpIds: readonly number[],
  reader: ReachFacts,
): Promise<TradeUpRow[]> {
  if (tradeUpIds.length === 0) return Promise.resolve([]);
  return rowsOf<TradeUpRow>(
    ex,
    sql`SELECT ${tradeUpColumns(reader)} FROM trade_up_offers t WHERE t.id = ANY(${ids(tradeUpIds)})`,
  );
}

/** Enabled, in-window trade-ups reaching the reader, by sort (at most `limit`). */
export function listCurrentTradeUps(ex: Executor, limit: number, reader: ReachFacts): Promise<TradeUpRow[]> {
  return rowsOf<TradeUpRow>(
    ex,
    sql`SELECT ${tradeUpColumns(reader)} FROM trade_up_offers t
      WHERE t.is_enabled AND ${inWindow('t')} AND ${activityReaches(reader, 't')}
      ORDER BY t.sort, t.id LIMIT ${limit}`,
  );
}
