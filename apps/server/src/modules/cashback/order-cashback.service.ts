/**
 * The cashback an order earns and gives back (docs/decisions/014-cashback.md): when the order
 * completes, the campaign that was running at its creation pays the highest tier its goods amount
 * actually paid and kept reaches, into the store balance, in the completing transaction; a refund
 * paid later takes back the credited amount's share of what was refunded, floored, at most the
 * balance the store has then (never below zero; what is left owed is tried again by a later refund).
 */
import { cashbackToReverse, reachedTier, tierText } from '@mall/shared/cashback';
import type { Executor } from '../../db/client.ts';
import { lockStore } from '../../db/store-lock.ts';
import { appendBalance } from '../wallet/balance.service.ts';
import { currentBalance } from '../wallet/money-log.repository.ts';
import {
  addReversed,
  findCampaignForOrder,
  findOrderForCashback,
  insertOrderCashback,
  listTiers,
  lockOrderCashback,
  scopedLineAmounts,
} from './cashback.repository.ts';

/** Credits a completing order's cashback; returns the fen credited (0: none due or already credited). */
export async function earnOrderCashback(tx: Executor, orderId: number): Promise<number> {
  const order = await findOrderForCashback(tx, orderId);
  if (!order) return 0;
  const base = Math.max(0, order.goods_paid - order.refunded);
  if (base === 0) return 0;
  const campaign = await findCampaignForOrder(tx, orderId);
  if (!campaign) return 0;
  let eligible = base;
  if (campaign.scope === 'listed') {
    const lines = await scopedLineAmounts(tx, orderId, campaign.id);
    eligible = lines.total > 0 ? Math.floor((base * lines.scoped) / lines.total) : 0;
  }
  const tier = reachedTier(await listTiers(tx, [campaign.id]), eligible);
  if (!tier) return 0;
  const recorded = await insertOrderCashback(tx, {
    orderId,
    companyId: order.company_id,
    campaignId: campaign.id,
    threshold: tier.threshold,
    cashback: tier.cashback,
    base,
    refundedAtCredit: order.refunded,
  });
  if (!recorded) return 0;
  await appendBalance(
    tx,
    order.company_id,
    tier.cashback,
    'cashback',
    orderId,
    `满额返${tierText(tier)}：${order.order_no}`,
  );
  return tier.cashback;
}

/**
 * After a refund was recorded on the order: takes back the cashback's share of what was refunded
 * since it was credited, capped at the store's balance now. Returns the fen taken back.
 */
export async function reverseOrderCashback(tx: Executor, orderId: number, refundNo: string): Promise<number> {
  const order = await findOrderForCashback(tx, orderId);
  if (!order) return 0;
  const held = await lockOrderCashback(tx, orderId);
  if (!held) return 0;
  const due =
    cashbackToReverse(held.credited_fen, held.base_fen, order.refunded - held.refunded_at_credit) -
    held.reversed_fen;
  if (due <= 0) return 0;
  // The store's lock first (held already on the refund path), so the balance read stays true.
  await lockStore(tx, order.company_id);
  const take = Math.min(due, await currentBalance(tx, order.company_id));
  if (take <= 0) return 0;
  await appendBalance(
    tx,
    order.company_id,
    -take,
    'cashback_reverse',
    orderId,
    `售后退款扣回满额返：${order.order_no}（${refundNo}）`,
  );
  await addReversed(tx, held.id, take);
  return take;
}
