/** The only SQL of points orders: a store's own orders with their lines. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';

export interface PointsOrderRow {
  id: number;
  order_no: string;
  status: number;
  total_points: number;
  address: Record<string, string>;
  carrier: string;
  tracking_no: string;
  created_at: number;
  shipped_at: number | null;
  completed_at: number | null;
  lines: { item_name: string; image: string; points: number; number: number }[];
}

const epoch = (column: string) => sql.raw(`floor(extract(epoch FROM ${column}))::int`);

/** `id` null: a page of the store's orders, newest first; else that one order if it is the store's. */
export function findPointsOrders(
  ex: Executor,
  companyId: number,
  filter: { id: number } | { limit: number; offset: number },
): Promise<PointsOrderRow[]> {
  const which =
    'id' in filter
      ? sql`AND o.id = ${filter.id}`
      : sql`ORDER BY o.id DESC LIMIT ${filter.limit} OFFSET ${filter.offset}`;
  return rowsOf<PointsOrderRow>(
    ex,
    sql`SELECT o.id, o.order_no, o.status, o.total_points, o.address, o.carrier, o.tracking_no,
        ${epoch('o.created_at')} AS created_at, ${epoch('o.shipped_at')} AS shipped_at,
        ${epoch('o.completed_at')} AS completed_at,
        COALESCE((SELECT json_agg(json_build_object('item_name', l.item_name, 'image', l.image,
            'points', l.points, 'number', l.quantity) ORDER BY l.id)
          FROM points_order_lines l WHERE l.points_order_id = o.id), '[]'::json) AS lines
      FROM points_orders o WHERE o.company_id = ${companyId} ${which}`,
  );
}

export async function countPointsOrders(ex: Executor, companyId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    ex,
    sql`SELECT count(*)::int AS n FROM points_orders WHERE company_id = ${companyId}`,
  );
  return row?.n ?? 0;
}
