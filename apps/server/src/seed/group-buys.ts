/**
 * The demo 拼团 (docs/decisions/016-group-buy.md): two running groups and one coming, on the best
 * selling plain non-prescription offers demo's stores may buy (no ladder, no activity of their own, well
 * stocked), at about 85% of the base price. The first runs with a large target, the second closes
 * soon with a small one, the third opens in three days. Each group's settlement job is queued at
 * its deadline, as the first join would queue it.
 */
import type { DbHandle } from '../db/client.ts';
import { GROUP_SETTLE_JOB } from '../modules/group-buy/group-buy.service.ts';
import { DEMO_BUYABLE, NO_GOODS_ACTIVITY, toTenFen } from './pricing.ts';

/** Goods any approved store may order without a prescription. */
const GROUP_SCOPES = ['otc', 'health_food', 'device'];
const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

const RULES = [
  '1. 活动期间以拼团价下单参团，支付后计入成团进度；',
  '2. 截止时已支付数量达到成团数量即拼团成功，订单按正常流程发货；',
  '3. 未达到成团数量则拼团失败，订单自动取消，款项原路退回，优惠券、现金券同时退回；',
  '4. 截止时仍未支付的参团订单自动取消；每家门店参团数量以活动限购为准。',
].join('\n');

interface GroupSeed {
  title: string;
  /** from the seed's clock */
  startsIn: number;
  endsIn: number;
  target: number;
  /** in units of the offer's minimum */
  limitSteps: number;
  sort: number;
}

export const GROUP_BUYS: GroupSeed[] = [
  {
    title: '常备药品拼团 · 满量成团更优惠',
    startsIn: -2 * DAY_MS,
    endsIn: 5 * DAY_MS,
    target: 300,
    limitSteps: 50,
    sort: 30,
  },
  {
    title: '限时拼团 · 即将成团',
    startsIn: -DAY_MS,
    endsIn: 20 * HOUR_MS,
    target: 40,
    limitSteps: 20,
    sort: 20,
  },
  {
    title: '下期拼团 · 敬请期待',
    startsIn: 3 * DAY_MS,
    endsIn: 10 * DAY_MS,
    target: 200,
    limitSteps: 30,
    sort: 10,
  },
];

export async function seedGroupBuys(handle: DbHandle, now: Date): Promise<void> {
  const find = (extra: string) =>
    handle.query<{ id: number; base_price: number; min_quantity: number }>(
      `SELECT o.id, o.base_price, o.min_quantity FROM offers o JOIN goods g ON g.id = o.goods_id
       WHERE ${DEMO_BUYABLE} AND ${NO_GOODS_ACTIVITY} AND o.type = 0 AND o.is_buy AND o.member_limit IS NULL
         AND o.step = 1 AND o.stock >= o.min_quantity * 50 AND o.base_price >= 300
         AND NOT EXISTS (SELECT 1 FROM ladder_prices lp WHERE lp.offer_id = o.id) ${extra}
       ORDER BY g.sales DESC, o.id LIMIT $2`,
      [GROUP_SCOPES, GROUP_BUYS.length],
    );
  // Clear of packages and carts when the catalogue allows, so those keep their shape.
  const apart = await find(`AND NOT EXISTS (SELECT 1 FROM combination_items ci WHERE ci.offer_id = o.id)
    AND NOT EXISTS (SELECT 1 FROM cart_lines cl WHERE cl.offer_id = o.id)`);
  const offers = apart.length === GROUP_BUYS.length ? apart : await find('');
  for (const [i, seed] of GROUP_BUYS.entries()) {
    const offer = offers[i];
    if (!offer) return;
    const endsAt = new Date(now.getTime() + seed.endsIn);
    const [group] = await handle.query<{ id: number }>(
      `INSERT INTO group_buys (title, offer_id, group_price, target_quantity, store_limit, rules, starts_at,
         ends_at, settle_queued, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9) RETURNING id`,
      [
        seed.title,
        offer.id,
        Math.max(10, toTenFen(offer.base_price * 0.85)),
        seed.target * offer.min_quantity,
        seed.limitSteps * offer.min_quantity,
        RULES,
        new Date(now.getTime() + seed.startsIn).toISOString(),
        endsAt.toISOString(),
        seed.sort,
      ],
    );
    await handle.query('INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2::jsonb, $3)', [
      GROUP_SETTLE_JOB,
      JSON.stringify({ group_buy_id: group?.id }),
      endsAt.toISOString(),
    ]);
  }
}
