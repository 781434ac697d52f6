/**
 * Group purchase (拼团, docs/decisions/016-group-buy.md): the open groups, one group with what the
 * member's store joined, and joining by ordering. A join is an ordinary order placed through the
 * checkout's one path (order-create.service.ts placeOrder) with one line priced at the group
 * price; the group's own checks run inside that transaction, after the store lock and under the
 * group row lock: the window, the state and the per-store limit.
 */

import {
  GROUP_BUY_MESSAGES,
  GROUP_BUY_PHASE_TEXT,
  type GroupBuyCard,
  type GroupBuyDetail,
  type GroupBuyPhase,
} from '@mall/shared/group-buy';
import { formatFen } from '@mall/shared/money';
import type { OrderCreated } from '@mall/shared/order';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import type { LineRow } from '../cart/cart.repository.ts';
import type { CartEntry } from '../cart/cart-snapshot.ts';
import { viewerOf } from '../goods/goods.service.ts';
import { PRICE_TIP, type PriceAudience, priceAudienceOf } from '../goods/visibility.ts';
import { enqueueJob } from '../jobs/jobs.repository.ts';
import { type OrderSource, placeOrder } from '../order/order-create.service.ts';
import {
  findGroup,
  type GroupBuyRow,
  insertJoin,
  joinedQuantity,
  listOpenGroups,
  lockGroup,
  markSettleQueued,
} from './group-buy.repository.ts';
import type { JoinBody } from './group-buy.schemas.ts';

export const GROUP_SETTLE_JOB = 'group_buy.settle';

export function phaseOf(
  row: Pick<GroupBuyRow, 'state' | 'starts_at' | 'ends_at'>,
  nowSeconds: number,
): GroupBuyPhase {
  if (row.state !== 'running') return row.state;
  if (nowSeconds < row.starts_at) return 'coming';
  return nowSeconds < row.ends_at ? 'running' : 'closed';
}

/** Percent of the target paid, floored, at most 100. */
export const progressOf = (paid: number, target: number) => Math.min(100, Math.floor((paid * 100) / target));

function cardOf(row: GroupBuyRow, audience: PriceAudience, nowSeconds: number): GroupBuyCard {
  const showPrices = audience === 'approved';
  const phase = phaseOf(row, nowSeconds);
  return {
    id: row.id,
    title: row.title,
    phase,
    phase_text: GROUP_BUY_PHASE_TEXT[phase],
    starts_at: Math.floor(row.starts_at),
    ends_at: Math.floor(row.ends_at),
    goods: {
      goods_id: row.goods_id,
      offer_id: row.offer_id,
      name: row.name,
      spec: row.spec,
      manufacturer: row.manufacturer,
      unit: row.unit,
      image: row.image,
    },
    group_price: showPrices ? formatFen(row.group_price) : null,
    base_price: showPrices ? formatFen(row.base_price) : null,
    price_tip: PRICE_TIP[audience],
    target_quantity: row.target_quantity,
    paid_quantity: row.paid_quantity,
    progress: progressOf(row.paid_quantity, row.target_quantity),
    store_limit: row.store_limit,
  };
}

/** GET /api/group_buy: the running and coming groups. */
export async function listGroupBuys(
  ctx: DbContext,
  session: SessionInfo | null,
  _input: Record<string, never>,
  now = new Date(),
): Promise<GroupBuyCard[]> {
  const viewer = await viewerOf(ctx, session);
  const rows = await listOpenGroups(ctx.db, now, viewer);
  return rows.map((row) => cardOf(row, priceAudienceOf(viewer), now.getTime() / 1000));
}

/** GET /api/group_buy/{id}: one group, with what the member's store joined. */
export async function groupBuyDetail(
  ctx: DbContext,
  session: SessionInfo | null,
  input: { id: number },
  now = new Date(),
): Promise<GroupBuyDetail> {
  const viewer = await viewerOf(ctx, session);
  const row = await findGroup(ctx.db, input.id, viewer);
  if (!row) throw new AppError('not_found', GROUP_BUY_MESSAGES.notFound);
  const joined = session ? await joinedQuantity(ctx.db, row.id, session.companyId) : 0;
  const card = cardOf(row, priceAudienceOf(viewer), now.getTime() / 1000);
  return {
    ...card,
    rules: row.rules,
    joined_quantity: joined,
    can_join_quantity: Math.max(0, Math.min(row.store_limit - joined, row.stock)),
    stock: row.stock,
    min_quantity: row.min_quantity,
    step: row.step,
  };
}

/** The group's settlement job, enqueued once per group at its deadline. */
export async function ensureSettleJob(
  tx: Executor,
  group: { id: number; ends_at: number; settle_queued: boolean },
): Promise<void> {
  if (group.settle_queued) return;
  await enqueueJob(tx, GROUP_SETTLE_JOB, { group_buy_id: group.id }, new Date(group.ends_at * 1000));
  await markSettleQueued(tx, group.id);
}

/** The group's one line, priced at the group price: no ladder, activity, gift or special price. */
const groupPriced =
  (price: number) =>
  (entry: CartEntry): CartEntry => ({
    ...entry,
    input: {
      ...entry.input,
      type: 0,
      basePrice: price,
      ladder: [],
      specialPrice: null,
      negotiatedPrice: null,
      nearExpiryPrice: null,
      activityId: null,
      gift: null,
    },
  });

/** POST /api/group_buy/{id}/order: joins by ordering; payment then follows the usual flow. */
export async function joinGroupBuy(
  ctx: DbContext,
  session: SessionInfo,
  input: { id: number; body: JoinBody },
  now = new Date(),
): Promise<OrderCreated> {
  const { id, body } = input;
  // A store the group does not reach, or that may not see its goods, cannot join it.
  const head = await findGroup(ctx.db, id, await viewerOf(ctx, session));
  if (!head) throw new AppError('not_found', GROUP_BUY_MESSAGES.notFound);
  const source: OrderSource = {
    fromCart: false,
    payBy: new Date(head.ends_at * 1000),
    reprice: groupPriced(head.group_price),
    // The group's row before the store's, as its settlement locks them: the other order deadlocked
    // a join at the deadline against the settling job.
    async prepare(tx) {
      await lockGroup(tx, id);
    },
    async check(tx, store) {
      const group = await lockGroup(tx, id);
      if (!group) throw new AppError('not_found', GROUP_BUY_MESSAGES.notFound);
      const nowSeconds = now.getTime() / 1000;
      if (group.state === 'running' && nowSeconds < group.starts_at)
        throw new AppError('bad_request', GROUP_BUY_MESSAGES.notStarted);
      if (group.state !== 'running' || nowSeconds >= group.ends_at)
        throw new AppError('bad_request', GROUP_BUY_MESSAGES.ended);
      const joined = await joinedQuantity(tx, id, store.id);
      if (joined + body.quantity > group.store_limit)
        throw new AppError('bad_request', GROUP_BUY_MESSAGES.overLimit(group.store_limit, joined));
      await ensureSettleJob(tx, group);
    },
    async lines(_tx, store): Promise<LineRow[]> {
      // A line that is never stored: nothing of the cart's own (trade-up, package) rides on it.
      const line = {
        id: 1,
        company_id: store.id,
        offer_id: head.offer_id,
        combination_id: null,
        quantity: body.quantity,
        is_selected: true,
        type: 0,
        is_yj: false,
        line_key: `group:${id}`,
        goods_id: head.goods_id,
        item_offer_ids: [],
        trade_up: null,
      };
      return [line as LineRow];
    },
    async written(tx, store, orderId) {
      await insertJoin(tx, { orderId, groupId: id, companyId: store.id, quantity: body.quantity });
    },
  };
  return placeOrder(ctx, session, body, source, now);
}
