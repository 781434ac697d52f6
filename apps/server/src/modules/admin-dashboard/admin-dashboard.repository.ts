/**
 * The only SQL of the console's dashboard: order figures between two instants (the service turns
 * China days into instants through @mall/shared/china-time), sales by China day and by top-level
 * category, short offers, and the after-sales and bank transfers waiting.
 */
import { sql } from 'drizzle-orm';
import { chinaChar } from '../../db/china-time.ts';
import type { Executor } from '../../db/client.ts';
import { rowsOf, wholeEpoch } from '../../db/sql-rows.ts';

/** orders.status of a cancelled order: left out of every figure. */
const CANCELLED = 4;

const at = (seconds: number) => sql`to_timestamp(${seconds}::float8)`;
const placedBetween = (from: number, to: number) =>
  sql`o.created_at >= ${at(from)} AND o.created_at < ${at(to)} AND o.status <> ${CANCELLED}`;

export interface FiguresRow {
  orders: number;
  sales_fen: number;
  buyers: number;
}

export async function orderFigures(ex: Executor, from: number, to: number): Promise<FiguresRow> {
  const rows = await rowsOf<FiguresRow>(
    ex,
    sql`SELECT count(*)::int AS orders,
        coalesce(sum(o.balance_amount + o.payable_amount), 0)::float8 AS sales_fen,
        count(DISTINCT o.company_id)::int AS buyers
      FROM orders o WHERE ${placedBetween(from, to)}`,
  );
  const row = rows[0];
  return { orders: row?.orders ?? 0, sales_fen: Number(row?.sales_fen ?? 0), buyers: row?.buyers ?? 0 };
}

export function ordersByDay(ex: Executor, from: number, to: number) {
  return rowsOf<{ date: string; orders: number; sales_fen: number }>(
    ex,
    sql`SELECT ${chinaChar(sql`o.created_at`, 'YYYY-MM-DD')} AS date, count(*)::int AS orders,
        coalesce(sum(o.balance_amount + o.payable_amount), 0)::float8 AS sales_fen
      FROM orders o WHERE ${placedBetween(from, to)}
      GROUP BY 1 ORDER BY 1`,
  );
}

/** Line amounts of the orders placed between the instants, by the goods' top-level category. */
export function salesByRootCategory(ex: Executor, from: number, to: number) {
  return rowsOf<{ category_id: number; name: string; sales_fen: number }>(
    ex,
    sql`WITH RECURSIVE up AS (
        SELECT id, id AS root_id, parent_id FROM categories
        UNION ALL
        SELECT up.id, p.id AS root_id, p.parent_id FROM up JOIN categories p ON p.id = up.parent_id
      ), roots AS (SELECT id, root_id FROM up WHERE parent_id IS NULL)
      SELECT r.root_id AS category_id, c.name, sum(l.amount)::float8 AS sales_fen
      FROM orders o
      JOIN order_lines l ON l.order_id = o.id
      JOIN goods g ON g.id = l.goods_id
      JOIN roots r ON r.id = g.category_id
      JOIN categories c ON c.id = r.root_id
      WHERE ${placedBetween(from, to)}
      GROUP BY r.root_id, c.name
      ORDER BY 3 DESC, 1`,
  );
}

/** Buyable offers of goods on sale with fewer than `below` units, fewest first. */
export async function shortOffers(ex: Executor, below: number, limit: number) {
  const where = sql`o.is_buy AND g.is_on_sale AND o.stock < ${below}`;
  const [rows, counted] = await Promise.all([
    rowsOf<{
      offer_id: number;
      goods_id: number;
      goods_name: string;
      spec: string;
      warehouse: string;
      stock: number;
    }>(
      ex,
      sql`SELECT o.id AS offer_id, g.id AS goods_id, g.name AS goods_name, g.spec, w.name AS warehouse, o.stock
        FROM offers o JOIN goods g ON g.id = o.goods_id JOIN warehouses w ON w.id = o.warehouse_id
        WHERE ${where} ORDER BY o.stock, o.id LIMIT ${limit}`,
    ),
    rowsOf<{ n: number }>(
      ex,
      sql`SELECT count(*)::int AS n FROM offers o JOIN goods g ON g.id = o.goods_id WHERE ${where}`,
    ),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** After-sales not yet reviewed (status 0), oldest first. */
export async function afterSalesWaiting(ex: Executor, limit: number) {
  const [rows, counted] = await Promise.all([
    rowsOf<{
      id: number;
      after_sale_no: string;
      order_no: string;
      store: string;
      kind: string;
      created_at: number;
    }>(
      ex,
      sql`SELECT a.id, a.after_sale_no, o.order_no, c.name AS store, a.kind,
          ${wholeEpoch(sql`a.created_at`)} AS created_at
        FROM after_sales a JOIN orders o ON o.id = a.order_id JOIN companies c ON c.id = a.company_id
        WHERE a.status = 0 ORDER BY a.created_at, a.id LIMIT ${limit}`,
    ),
    rowsOf<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM after_sales WHERE status = 0`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

const AWAITING_TRANSFER = sql`o.status = 0 AND EXISTS (SELECT 1 FROM payments p
  WHERE p.order_id = o.id AND p.method = 'transfer' AND p.status = 0)`;

/** Unpaid orders whose buyer chose a bank transfer not yet confirmed, oldest first. */
export async function transfersWaiting(ex: Executor, limit: number) {
  const [rows, counted] = await Promise.all([
    rowsOf<{ id: number; order_no: string; store: string; total_fen: number; created_at: number }>(
      ex,
      sql`SELECT o.id, o.order_no, c.name AS store, (o.balance_amount + o.payable_amount)::int AS total_fen,
          ${wholeEpoch(sql`o.created_at`)} AS created_at
        FROM orders o JOIN companies c ON c.id = o.company_id
        WHERE ${AWAITING_TRANSFER} ORDER BY o.created_at, o.id LIMIT ${limit}`,
    ),
    rowsOf<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM orders o WHERE ${AWAITING_TRANSFER}`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}
