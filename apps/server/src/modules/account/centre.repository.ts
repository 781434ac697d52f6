/** The member centre's order numbers: counts by state and the latest goods bought, per store. */
import type { OrderCounts, RecentPurchase } from '@mall/shared/account';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';

export async function countOrders(ex: Executor, companyId: number): Promise<OrderCounts> {
  const rows = await rowsOf<OrderCounts>(
    ex,
    sql`SELECT (count(*) FILTER (WHERE o.status = 0))::int AS unpaid,
          (count(*) FILTER (WHERE o.status = 1))::int AS to_ship,
          (count(*) FILTER (WHERE o.status = 2))::int AS to_receive,
          (count(*) FILTER (WHERE o.status = 3))::int AS completed,
          (count(*) FILTER (WHERE o.status = 4))::int AS cancelled,
          (count(*) FILTER (WHERE EXISTS (SELECT 1 FROM after_sales a WHERE a.order_id = o.id)))::int AS after_sale
        FROM orders o WHERE o.company_id = ${companyId}`,
  );
  return rows[0] as OrderCounts;
}

/**
 * The latest distinct goods of the store's paid orders (paid_at set: cancelled-before-payment
 * orders were never purchases), each with the quantity and time of its latest purchase.
 */
export function recentPurchases(ex: Executor, companyId: number, limit: number): Promise<RecentPurchase[]> {
  return rowsOf<RecentPurchase>(
    ex,
    sql`SELECT goods_id, name, sccj, ypgg, image, number, bought_at FROM (
          SELECT DISTINCT ON (l.goods_id) l.goods_id, l.name, l.manufacturer AS sccj, l.spec AS ypgg, l.image,
            l.quantity AS number, floor(extract(epoch FROM o.paid_at))::int AS bought_at, o.paid_at, l.id
          FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE o.company_id = ${companyId} AND o.paid_at IS NOT NULL
          ORDER BY l.goods_id, o.paid_at DESC, l.id DESC
        ) latest ORDER BY paid_at DESC, id DESC LIMIT ${limit}`,
  );
}
