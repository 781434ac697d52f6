/**
 * The console's points mall goods: listed with how many were redeemed, read, written, each write in
 * the caller's transaction.
 */
import type { AdminPointsGoods } from '@mall/shared/admin-marketing';
import type { MarketingListQuery, PointsGoodsInput } from '@mall/shared/admin-marketing-schemas';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { countOf } from './admin-marketing.repository.ts';

const pointsColumns = sql`p.id, p.name, p.image, p.points, p.stock, p.per_member_limit, p.is_active, p.sort, p.description,
  (SELECT coalesce(sum(l.quantity), 0)::int FROM points_order_lines l WHERE l.points_goods_id = p.id) AS redeemed`;

export async function listPointsGoods(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: AdminPointsGoods[]; total: number }> {
  const where = query.keyword ? sql`p.name ILIKE ${containsPattern(query.keyword)}` : sql`TRUE`;
  const total = await countOf(ex, sql`SELECT count(*)::int AS total FROM points_goods p WHERE ${where}`);
  const rows = await rowsOf<AdminPointsGoods>(
    ex,
    sql`SELECT ${pointsColumns} FROM points_goods p WHERE ${where} ORDER BY p.sort, p.id
      LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return { rows, total };
}

export async function findPointsGoods(
  ex: Executor,
  id: number,
  lock = false,
): Promise<AdminPointsGoods | undefined> {
  const [row] = await rowsOf<AdminPointsGoods>(
    ex,
    sql`SELECT ${pointsColumns} FROM points_goods p WHERE p.id = ${id} ${lock ? sql`FOR UPDATE OF p` : sql``}`,
  );
  return row;
}

function pointsValues(input: PointsGoodsInput) {
  return sql`${input.name}, ${input.image}, ${input.points}, ${input.stock}, ${input.per_member_limit}, ${input.is_active},
    ${input.sort}, ${input.description}`;
}

export async function insertPointsGoods(ex: Executor, input: PointsGoodsInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO points_goods (name, image, points, stock, per_member_limit, is_active, sort, description)
      VALUES (${pointsValues(input)}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

/** `writesStock` false: the stock stays as it is (redemptions may have taken units since the form opened). */
export async function updatePointsGoods(
  ex: Executor,
  id: number,
  input: PointsGoodsInput,
  writesStock: boolean,
): Promise<void> {
  await ex.execute(
    sql`UPDATE points_goods SET name = ${input.name}, image = ${input.image}, points = ${input.points},
      ${writesStock ? sql`stock = ${input.stock},` : sql``} per_member_limit = ${input.per_member_limit},
      is_active = ${input.is_active}, sort = ${input.sort}, description = ${input.description}
      WHERE id = ${id}`,
  );
}
