/** The only SQL of points: the store's ledger (its sum, a page of rows, a new row) and the points mall. */
import type { PointsKind, PointsLogType } from '@mall/shared/points';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf, wholeEpoch } from '../../db/sql-rows.ts';

export type { PointsKind };

/** What a ledger row is about: a trade order (earning, reversal) or a points order (redemption). */
export interface PointsRef {
  kind?: PointsKind;
  orderId?: number;
  pointsOrderId?: number;
}

/** The store's points now: the sum of its ledger rows (0 without rows). */
export async function sumPoints(ex: Executor, companyId: number): Promise<number> {
  const [row] = await rowsOf<{ total: number }>(
    ex,
    sql`SELECT coalesce(sum(delta), 0)::int AS total FROM points_ledger WHERE company_id = ${companyId}`,
  );
  return row?.total ?? 0;
}

export async function insertPointsRow(
  tx: Executor,
  companyId: number,
  delta: number,
  reason: string,
  ref: PointsRef,
): Promise<void> {
  await tx.execute(
    sql`INSERT INTO points_ledger (company_id, delta, reason, kind, order_id, points_order_id)
      VALUES (${companyId}, ${delta}, ${reason}, ${ref.kind ?? 'adjust'}, ${ref.orderId ?? null},
        ${ref.pointsOrderId ?? null})`,
  );
}

/** What an order's points are figured from: what was paid (balance + afterwards) and refunded. */
export interface OrderForPoints {
  company_id: number;
  order_no: string;
  paid: number;
  refunded: number;
}

export async function findOrderForPoints(ex: Executor, orderId: number): Promise<OrderForPoints | undefined> {
  const [row] = await rowsOf<OrderForPoints>(
    ex,
    sql`SELECT company_id, order_no, balance_amount + paid_amount AS paid, refunded_amount AS refunded
      FROM orders WHERE id = ${orderId}`,
  );
  return row;
}

/** The points an order holds now: what it earned less what was taken back (0 before it earned). */
export async function orderPointsNet(
  ex: Executor,
  orderId: number,
): Promise<{ earned: boolean; net: number }> {
  const [row] = await rowsOf<{ earned: boolean; net: number }>(
    ex,
    sql`SELECT bool_or(kind = 'order_earn') IS TRUE AS earned, coalesce(sum(delta), 0)::int AS net
      FROM points_ledger WHERE order_id = ${orderId} AND kind IN ('order_earn', 'order_reverse')`,
  );
  return row ?? { earned: false, net: 0 };
}

export interface LogRow {
  id: number;
  delta: number;
  reason: string;
  kind: PointsKind;
  created_at: number;
}

export async function pagePointsLog(
  ex: Executor,
  companyId: number,
  type: PointsLogType | undefined,
  limit: number,
  offset: number,
): Promise<{ rows: LogRow[]; total: number }> {
  const where = sql`company_id = ${companyId}
    ${type === 'earned' ? sql`AND delta > 0` : type === 'spent' ? sql`AND delta < 0` : sql``}`;
  const [rows, counted] = await Promise.all([
    rowsOf<LogRow>(
      ex,
      sql`SELECT id::int AS id, delta, reason, kind, ${wholeEpoch(sql`created_at`)} AS created_at
        FROM points_ledger WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ${limit} OFFSET ${offset}`,
    ),
    rowsOf<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM points_ledger WHERE ${where}`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

// --- the points mall ---

export interface GoodsRow {
  id: number;
  name: string;
  image: string;
  points: number;
  stock: number;
  per_member_limit: number;
  description: string;
}

const goodsColumns = sql`id, name, image, points, stock, per_member_limit, description`;

export async function pageGoods(
  ex: Executor,
  limit: number,
  offset: number,
): Promise<{ rows: GoodsRow[]; total: number }> {
  const [rows, counted] = await Promise.all([
    rowsOf<GoodsRow>(
      ex,
      sql`SELECT ${goodsColumns} FROM points_goods WHERE is_active
        ORDER BY sort, id LIMIT ${limit} OFFSET ${offset}`,
    ),
    rowsOf<{ n: number }>(ex, sql`SELECT count(*)::int AS n FROM points_goods WHERE is_active`),
  ]);
  return { rows, total: counted[0]?.n ?? 0 };
}

/** An item on sale; `lock` holds its row until the transaction ends. */
export async function findGoods(ex: Executor, id: number, lock = false): Promise<GoodsRow | undefined> {
  const [row] = await rowsOf<GoodsRow>(
    ex,
    sql`SELECT ${goodsColumns} FROM points_goods WHERE id = ${id} AND is_active
      ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

/** Units of the item the store has redeemed, cancelled points orders left out. */
export async function redeemedUnits(ex: Executor, companyId: number, goodsId: number): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    ex,
    sql`SELECT coalesce(sum(l.quantity), 0)::int AS n
      FROM points_order_lines l JOIN points_orders o ON o.id = l.points_order_id
      WHERE o.company_id = ${companyId} AND l.points_goods_id = ${goodsId} AND o.status <> 3`,
  );
  return row?.n ?? 0;
}

export async function takeGoodsStock(tx: Executor, id: number, units: number): Promise<void> {
  await tx.execute(sql`UPDATE points_goods SET stock = stock - ${units} WHERE id = ${id}`);
}

export interface NewPointsOrder {
  /** candidate numbers, the first one free is taken */
  numbers: readonly string[];
  companyId: number;
  totalPoints: number;
  address: Record<string, string>;
  line: { goodsId: number; name: string; image: string; points: number; quantity: number };
}

/** The points order with its one line, under the first of its numbers no other has. */
export async function insertPointsOrder(
  tx: Executor,
  o: NewPointsOrder,
): Promise<{ id: number; orderNo: string }> {
  for (const orderNo of o.numbers) {
    const [head] = await rowsOf<{ id: number }>(
      tx,
      sql`INSERT INTO points_orders (order_no, company_id, total_points, address)
        VALUES (${orderNo}, ${o.companyId}, ${o.totalPoints}, ${JSON.stringify(o.address)}::jsonb)
        ON CONFLICT (order_no) DO NOTHING RETURNING id`,
    );
    if (!head) continue;
    await tx.execute(
      sql`INSERT INTO points_order_lines (points_order_id, item_name, image, points, quantity, points_goods_id)
        VALUES (${head.id}, ${o.line.name}, ${o.line.image}, ${o.line.points}, ${o.line.quantity}, ${o.line.goodsId})`,
    );
    return { id: head.id, orderNo };
  }
  throw new Error('every points order number candidate was taken');
}
