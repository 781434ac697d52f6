/**
 * The only SQL of quick purchase: the offers a store bought in paid orders, one row each, with
 * how often, how much and the latest price, quantity and day. Package components are left out: they were
 * priced as a package and are bought again as one.
 */
import { FAST_BUY_ORDER_STATUSES, type FastBuyOrder } from '@mall/shared/self-service';
import { type SQL, sql } from 'drizzle-orm';
import { chinaChar } from '../../db/china-time.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';

export interface BoughtRow {
  offer_id: number;
  goods_id: number;
  name: string;
  last_price: number;
  times: number;
  total_quantity: number;
  last_quantity: number;
  total_amount: number;
  last_date: string;
}

const SORTS: Record<FastBuyOrder, SQL> = {
  last: sql`last_at DESC`,
  times: sql`times DESC, last_at DESC`,
  amount: sql`total_amount DESC, last_at DESC`,
};

const paidLines = (companyId: number) => sql`
  FROM order_lines l JOIN orders o ON o.id = l.order_id
  WHERE o.company_id = ${companyId} AND l.combination_id IS NULL
    AND o.status = ANY(${sql.param([...FAST_BUY_ORDER_STATUSES])}::int[])`;

export function listBought(
  ex: Executor,
  companyId: number,
  order: FastBuyOrder,
  page: { limit: number; offset: number },
): Promise<BoughtRow[]> {
  // bigint sums come back as strings on one driver: cast to int (a store's spend fits).
  return rowsOf<BoughtRow>(
    ex,
    sql`SELECT l.offer_id, max(l.goods_id) AS goods_id,
        (array_agg(l.name ORDER BY o.created_at DESC, l.id DESC))[1] AS name,
        (array_agg(l.unit_price ORDER BY o.created_at DESC, l.id DESC))[1] AS last_price,
        (array_agg(l.quantity ORDER BY o.created_at DESC, l.id DESC))[1] AS last_quantity,
        count(DISTINCT l.order_id)::int AS times, sum(l.quantity)::int AS total_quantity,
        sum(l.amount)::int AS total_amount, max(o.created_at) AS last_at,
        ${chinaChar(sql`max(o.created_at)`, 'YYYY-MM-DD')} AS last_date
      ${paidLines(companyId)}
      GROUP BY l.offer_id
      ORDER BY ${SORTS[order]}, l.offer_id DESC
      LIMIT ${page.limit} OFFSET ${page.offset}`,
  );
}

export async function countBought(ex: Executor, companyId: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    ex,
    sql`SELECT count(DISTINCT l.offer_id)::int AS n ${paidLines(companyId)}`,
  );
  return rows[0]?.n ?? 0;
}
