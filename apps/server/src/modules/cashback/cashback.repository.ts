/**
 * The only SQL of cashback: campaigns and tiers, an order's cashback base, the per-order records.
 * A campaign reaches the stores its customer types and provinces allow (empty = any; a guest only
 * when neither is restricted; decision 019): only those see it, and only their orders earn from it.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { ids, rowsOf, wholeEpoch } from '../../db/sql-rows.ts';
import { type ActivityViewer, activityReaches } from '../goods/activity-scope.repository.ts';

export interface CampaignRow {
  id: number;
  title: string;
  rules: string;
  starts_at: number;
  ends_at: number;
  scope: 'all' | 'listed';
}

const CAMPAIGN_COLUMNS = sql`c.id, c.title, c.rules, ${wholeEpoch(sql`c.starts_at`)} AS starts_at,
  ${wholeEpoch(sql`c.ends_at`)} AS ends_at, c.scope`;

/** The active campaign running at this moment that reaches the reader (the latest started when several overlap). */
export async function findRunningCampaign(
  ex: Executor,
  at: Date,
  viewer: ActivityViewer,
): Promise<CampaignRow | undefined> {
  const [row] = await rowsOf<CampaignRow>(
    ex,
    sql`SELECT ${CAMPAIGN_COLUMNS} FROM cashback_campaigns c
      WHERE c.is_active AND c.starts_at <= ${at.toISOString()}::timestamptz AND c.ends_at > ${at.toISOString()}::timestamptz
        AND ${activityReaches(viewer, 'c')}
      ORDER BY c.starts_at DESC, c.id DESC LIMIT 1`,
  );
  return row;
}

/** One active campaign by id, running or not, when it reaches the reader. */
export async function findCampaign(
  ex: Executor,
  id: number,
  viewer: ActivityViewer,
): Promise<CampaignRow | undefined> {
  const [row] = await rowsOf<CampaignRow>(
    ex,
    sql`SELECT ${CAMPAIGN_COLUMNS} FROM cashback_campaigns c
      WHERE c.id = ${id} AND c.is_active AND ${activityReaches(viewer, 'c')}`,
  );
  return row;
}

/** The order's store, as a campaign's reach reads it (alias `rc`). */
const orderStore = { province: sql`rc.province`, customerType: sql`rc.customer_type` };

/** The active campaign reaching the order's store that was running when the order was created, by the same rule. */
export async function findCampaignForOrder(ex: Executor, orderId: number): Promise<CampaignRow | undefined> {
  const [row] = await rowsOf<CampaignRow>(
    ex,
    sql`SELECT ${CAMPAIGN_COLUMNS} FROM cashback_campaigns c JOIN orders o ON o.id = ${orderId}
      JOIN companies rc ON rc.id = o.company_id
      WHERE c.is_active AND c.starts_at <= o.created_at AND c.ends_at > o.created_at
        AND ${activityReaches(orderStore, 'c')}
      ORDER BY c.starts_at DESC, c.id DESC LIMIT 1`,
  );
  return row;
}

export interface TierRow {
  campaign_id: number;
  threshold: number;
  cashback: number;
}

export async function listTiers(ex: Executor, campaignIds: readonly number[]): Promise<TierRow[]> {
  if (campaignIds.length === 0) return [];
  return rowsOf<TierRow>(
    ex,
    sql`SELECT campaign_id, threshold_fen AS threshold, cashback_fen AS cashback FROM cashback_tiers
      WHERE campaign_id = ANY(${ids(campaignIds)}) ORDER BY campaign_id, threshold_fen`,
  );
}

/** What an order's cashback is figured from (fen): goods paid (balance + payment − shipping) and refunded. */
export interface OrderForCashback {
  company_id: number;
  order_no: string;
  goods_paid: number;
  refunded: number;
}

export async function findOrderForCashback(
  ex: Executor,
  orderId: number,
): Promise<OrderForCashback | undefined> {
  const [row] = await rowsOf<OrderForCashback>(
    ex,
    sql`SELECT company_id, order_no, greatest(0, balance_amount + paid_amount - shipping_amount) AS goods_paid,
        refunded_amount AS refunded
      FROM orders WHERE id = ${orderId}`,
  );
  return row;
}

/** A listed campaign: the order's lines after discounts, in all and those of listed goods or categories. */
export async function scopedLineAmounts(
  ex: Executor,
  orderId: number,
  campaignId: number,
): Promise<{ scoped: number; total: number }> {
  const [row] = await rowsOf<{ scoped: number; total: number }>(
    ex,
    sql`SELECT
        coalesce(sum(l.amount - l.activity_share - l.coupon_share), 0)::int AS total,
        coalesce(sum(l.amount - l.activity_share - l.coupon_share) FILTER (WHERE EXISTS (
          SELECT 1 FROM cashback_scope s
          WHERE s.campaign_id = ${campaignId} AND (s.goods_id = l.goods_id OR s.category_id = g.category_id)
        )), 0)::int AS scoped
      FROM order_lines l JOIN goods g ON g.id = l.goods_id
      WHERE l.order_id = ${orderId}`,
  );
  return row ?? { scoped: 0, total: 0 };
}

export interface NewOrderCashback {
  orderId: number;
  companyId: number;
  campaignId: number;
  threshold: number;
  cashback: number;
  base: number;
  refundedAtCredit: number;
}

/** Records the order's cashback; false when the order already has one (it credits once). */
export async function insertOrderCashback(tx: Executor, r: NewOrderCashback): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    tx,
    sql`INSERT INTO order_cashbacks (order_id, company_id, campaign_id, tier_threshold_fen, tier_cashback_fen,
        base_fen, refunded_at_credit, credited_fen)
      VALUES (${r.orderId}, ${r.companyId}, ${r.campaignId}, ${r.threshold}, ${r.cashback}, ${r.base},
        ${r.refundedAtCredit}, ${r.cashback})
      ON CONFLICT (order_id) DO NOTHING RETURNING id`,
  );
  return rows.length === 1;
}

export interface OrderCashbackRow {
  id: number;
  base_fen: number;
  refunded_at_credit: number;
  credited_fen: number;
  reversed_fen: number;
}

/** The order's cashback record, locked until the transaction ends. */
export async function lockOrderCashback(
  tx: Executor,
  orderId: number,
): Promise<OrderCashbackRow | undefined> {
  const [row] = await rowsOf<OrderCashbackRow>(
    tx,
    sql`SELECT id, base_fen, refunded_at_credit, credited_fen, reversed_fen FROM order_cashbacks
      WHERE order_id = ${orderId} FOR UPDATE`,
  );
  return row;
}

export async function addReversed(tx: Executor, id: number, fen: number): Promise<void> {
  await tx.execute(sql`UPDATE order_cashbacks SET reversed_fen = reversed_fen + ${fen} WHERE id = ${id}`);
}

/** The store's cashback so far: credited less taken back, and the orders that earned. */
export async function storeCashback(
  ex: Executor,
  companyId: number,
): Promise<{ total: number; orders: number }> {
  const [row] = await rowsOf<{ total: number; orders: number }>(
    ex,
    sql`SELECT coalesce(sum(credited_fen - reversed_fen), 0)::int AS total, count(*)::int AS orders
      FROM order_cashbacks WHERE company_id = ${companyId}`,
  );
  return row ?? { total: 0, orders: 0 };
}
