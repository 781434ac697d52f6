/**
 * The SQL of group buys: the groups as listed with their goods and paid quantity, the group row
 * under lock, what a store joined, the join rows, and the orders a settlement walks through.
 * A reader sees a group only when it reaches the reader's store (customer type and province, the
 * activities' rule of decision 019) and the reader may see its goods (control rules).
 */
import { ORDER_STATUS } from '@mall/shared/order';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { epoch, rowsOf } from '../../db/sql-rows.ts';
import { type ActivityViewer, activityReaches } from '../goods/activity-scope.repository.ts';
import { visibleTo } from '../goods/catalogue-filter.repository.ts';

export interface GroupBuyRow {
  id: number;
  title: string;
  rules: string;
  offer_id: number;
  goods_id: number;
  group_price: number;
  base_price: number;
  target_quantity: number;
  store_limit: number;
  starts_at: number;
  ends_at: number;
  state: 'running' | 'succeeded' | 'failed';
  stock: number;
  min_quantity: number;
  step: number;
  name: string;
  spec: string;
  manufacturer: string;
  unit: string;
  image: string;
  paid_quantity: number;
}

/** Paid and not cancelled: what counts toward the target. */
const PAID = sql.raw(`(${ORDER_STATUS.toShip}, ${ORDER_STATUS.toReceive}, ${ORDER_STATUS.completed})`);

/** The units the group's paid orders keep: what they bought less what was refunded since. */
const paidUnits = (groupId: SQL) => sql`(SELECT coalesce(sum(j.quantity
      - (SELECT coalesce(sum(l.refunded_quantity), 0) FROM order_lines l WHERE l.order_id = j.order_id)), 0)::int
    FROM group_buy_orders j JOIN orders od ON od.id = j.order_id
    WHERE j.group_buy_id = ${groupId} AND od.status IN ${PAID})`;

const columns = sql`gb.id, gb.title, gb.rules, gb.offer_id, o.goods_id, gb.group_price, o.base_price,
  gb.target_quantity, gb.store_limit, ${epoch(sql`gb.starts_at`)} AS starts_at,
  ${epoch(sql`gb.ends_at`)} AS ends_at, gb.state, o.stock, o.min_quantity, o.step, g.name, g.spec,
  m.name AS manufacturer, g.unit, coalesce(g.images->>0, '') AS image, ${paidUnits(sql`gb.id`)} AS paid_quantity`;
const from = sql`group_buys gb JOIN offers o ON o.id = gb.offer_id JOIN goods g ON g.id = o.goods_id
  JOIN manufacturers m ON m.id = g.manufacturer_id`;

/** The group reaches the reader (null for a guest) and its goods is one the reader may see. */
const seenBy = (viewer: ActivityViewer) =>
  sql`${activityReaches(viewer, 'gb')} AND ${visibleTo(viewer, 'g')}`;

/** Running and coming groups the reader sees (before their deadline, not settled), the nearest deadline first. */
export function listOpenGroups(ex: Executor, now: Date, viewer: ActivityViewer): Promise<GroupBuyRow[]> {
  return rowsOf<GroupBuyRow>(
    ex,
    sql`SELECT ${columns} FROM ${from}
      WHERE gb.state = 'running' AND gb.ends_at > ${now.toISOString()}::timestamptz AND g.is_on_sale
        AND ${seenBy(viewer)}
      ORDER BY gb.sort DESC, gb.starts_at, gb.ends_at, gb.id`,
  );
}

/** The group, when the reader sees it. */
export async function findGroup(
  ex: Executor,
  id: number,
  viewer: ActivityViewer,
): Promise<GroupBuyRow | undefined> {
  const rows = await rowsOf<GroupBuyRow>(
    ex,
    sql`SELECT ${columns} FROM ${from} WHERE gb.id = ${id} AND ${seenBy(viewer)}`,
  );
  return rows[0];
}

export interface LockedGroup {
  id: number;
  offer_id: number;
  group_price: number;
  store_limit: number;
  target_quantity: number;
  starts_at: number;
  ends_at: number;
  state: 'running' | 'succeeded' | 'failed';
  settle_queued: boolean;
}

/** The group row, locked for the rest of the transaction. */
export async function lockGroup(ex: Executor, id: number): Promise<LockedGroup | undefined> {
  const rows = await rowsOf<LockedGroup>(
    ex,
    sql`SELECT id, offer_id, group_price, store_limit, target_quantity, ${epoch(sql`starts_at`)} AS starts_at,
        ${epoch(sql`ends_at`)} AS ends_at, state, settle_queued
      FROM group_buys WHERE id = ${id} FOR UPDATE`,
  );
  return rows[0];
}

/** Units the store joined with in orders not cancelled. */
export async function joinedQuantity(ex: Executor, groupId: number, companyId: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(
    ex,
    sql`SELECT coalesce(sum(j.quantity), 0)::int AS n FROM group_buy_orders j JOIN orders od ON od.id = j.order_id
      WHERE j.group_buy_id = ${groupId} AND j.company_id = ${companyId} AND od.status <> ${ORDER_STATUS.cancelled}`,
  );
  return rows[0]?.n ?? 0;
}

export async function insertJoin(
  ex: Executor,
  row: { orderId: number; groupId: number; companyId: number; quantity: number },
): Promise<void> {
  await ex.execute(
    sql`INSERT INTO group_buy_orders (order_id, group_buy_id, company_id, quantity)
      VALUES (${row.orderId}, ${row.groupId}, ${row.companyId}, ${row.quantity})`,
  );
}

export async function markSettleQueued(ex: Executor, groupId: number): Promise<void> {
  await ex.execute(sql`UPDATE group_buys SET settle_queued = true WHERE id = ${groupId}`);
}

/** Paid quantity as the rows stand (the caller holds the group lock). */
export async function paidQuantity(ex: Executor, groupId: number): Promise<number> {
  const rows = await rowsOf<{ n: number }>(ex, sql`SELECT ${paidUnits(sql`${groupId}::int`)} AS n`);
  return rows[0]?.n ?? 0;
}

/** Settles a running group; false when it was settled already. */
export async function settleState(
  ex: Executor,
  groupId: number,
  state: 'succeeded' | 'failed',
  now: Date,
): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`UPDATE group_buys SET state = ${state}, settled_at = ${now.toISOString()}::timestamptz
      WHERE id = ${groupId} AND state = 'running' RETURNING id`,
  );
  return rows.length === 1;
}

/** The group's orders not cancelled yet, by id, with their status. */
export function listLiveOrders(ex: Executor, groupId: number): Promise<{ id: number; status: number }[]> {
  return rowsOf(
    ex,
    sql`SELECT od.id, od.status::int AS status FROM group_buy_orders j JOIN orders od ON od.id = j.order_id
      WHERE j.group_buy_id = ${groupId} AND od.status <> ${ORDER_STATUS.cancelled} ORDER BY od.id`,
  );
}

/** The state of the group an order joined, undefined when it joined none. */
export async function groupStateOfOrder(ex: Executor, orderId: number): Promise<string | undefined> {
  const rows = await rowsOf<{ state: string }>(
    ex,
    sql`SELECT gb.state FROM group_buy_orders j JOIN group_buys gb ON gb.id = j.group_buy_id
      WHERE j.order_id = ${orderId}`,
  );
  return rows[0]?.state;
}

/** The order as a group refund needs it (the caller holds the company and order locks). */
export interface RefundOrderRow {
  id: number;
  order_no: string;
  company_id: number;
  status: number;
  balance_amount: number;
  paid_amount: number;
  refunded_amount: number;
  pay_method: string | null;
}

export async function findRefundOrder(ex: Executor, orderId: number): Promise<RefundOrderRow | undefined> {
  const rows = await rowsOf<RefundOrderRow>(
    ex,
    sql`SELECT id, order_no, company_id, status::int AS status, balance_amount, paid_amount, refunded_amount,
        pay_method FROM orders WHERE id = ${orderId}`,
  );
  return rows[0];
}

export async function addOrderRefunded(ex: Executor, orderId: number, amount: number): Promise<void> {
  await ex.execute(
    sql`UPDATE orders SET refunded_amount = refunded_amount + ${amount} WHERE id = ${orderId}`,
  );
}
