/**
 * The demo 满额返 campaign: running from seven days ago for two months, 满1000返20, 满3000返80,
 * 满5000返150 over all goods. Demo's completed orders were placed before it started, so none of
 * them earned and the balance ledger stays as seeded; demo's order awaiting receipt was placed
 * inside the window and earns when demo confirms it.
 */
import type { DbHandle } from '../db/client.ts';

const RULES = [
  '1. 活动期间下单，订单商品实付金额（扣除满减、优惠券、现金券等优惠，不含运费）满1000元返20元，满3000元返80元，满5000元返150元；',
  '2. 每笔订单按达到的最高一档返现，不与其他档位叠加；',
  '3. 返现在订单确认收货（已完成）后自动存入门店账户余额，可在余额管理中查看；',
  '4. 订单发生售后退款的，按退款金额占比扣回相应返现，余额不足时以现有余额为限。',
].join('\n');

const TIERS: [threshold: number, cashback: number][] = [
  [100_000, 2_000],
  [300_000, 8_000],
  [500_000, 15_000],
];

export async function seedCashback(handle: DbHandle, now: Date): Promise<void> {
  const [campaign] = await handle.query<{ id: number }>(
    `INSERT INTO cashback_campaigns (title, rules, starts_at, ends_at, scope)
     VALUES ('满额返现 · 订单完成返余额', $1, $2::timestamptz - interval '7 days', $2::timestamptz + interval '60 days', 'all')
     RETURNING id`,
    [RULES, now.toISOString()],
  );
  if (!campaign) throw new Error('cashback campaign not seeded');
  for (const [threshold, cashback] of TIERS) {
    await handle.query(
      'INSERT INTO cashback_tiers (campaign_id, threshold_fen, cashback_fen) VALUES ($1, $2, $3)',
      [campaign.id, threshold, cashback],
    );
  }
}
