/**
 * The demo 拼团 (docs/decisions/016-group-buy.md): two running groups and one coming, on the best
 * selling plain non-prescription offers demo's stores may buy (no ladder, no activity of their own, well
 * stocked), at about 85% of the base price. The first runs with a large target, the second closes
 * soon with a small one and is near it (demo's 城西分店 joined and paid online for 36 of its 40
 * units), the third opens in three days. Each group's settlement job is queued at
 * its deadline, as the first join would queue it.
 */
import type { DbHandle } from '../db/client.ts';
import { GROUP_SETTLE_JOB } from '../modules/group-buy/group-buy.service.ts';
import { idempotencyKey, orderNo, paymentNo } from './demo-order-rows.ts';
import { DEMO_BUYABLE, NO_GOODS_ACTIVITY, toTenFen } from './pricing.ts';
import { createRandom } from './random.ts';

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
  /** paid joins by demo's second store, in units of the offer's minimum (the group near its target) */
  paidSteps?: number[];
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
    paidSteps: [12, 14, 10],
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
    const price = Math.max(10, toTenFen(offer.base_price * 0.85));
    const [group] = await handle.query<{ id: number }>(
      `INSERT INTO group_buys (title, offer_id, group_price, target_quantity, store_limit, rules, starts_at,
         ends_at, settle_queued, sort)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, true, $9) RETURNING id`,
      [
        seed.title,
        offer.id,
        price,
        seed.target * offer.min_quantity,
        seed.limitSteps * offer.min_quantity,
        RULES,
        new Date(now.getTime() + seed.startsIn).toISOString(),
        endsAt.toISOString(),
        seed.sort,
      ],
    );
    if (group && seed.paidSteps)
      await seedPaidJoins(
        handle,
        { id: group.id, offerId: offer.id, price },
        seed.paidSteps.map((n) => n * offer.min_quantity),
        new Date(now.getTime() + seed.startsIn),
      );
    await handle.query('INSERT INTO jobs (kind, payload, run_at) VALUES ($1, $2::jsonb, $3)', [
      GROUP_SETTLE_JOB,
      JSON.stringify({ group_buy_id: group?.id }),
      endsAt.toISOString(),
    ]);
  }
}

const JOIN_PRNG_SEED = 20_261_127;
const HOUR = 3_600_000;

/**
 * Orders of demo's second store (城西分店) that joined the group and were paid online, as the order and payment
 * modules write them: head, one line at the group price (snapshot of the offer), the stock taken,
 * the settled payment, the timeline and the join row.
 */
async function seedPaidJoins(
  handle: DbHandle,
  group: { id: number; offerId: number; price: number },
  quantities: readonly number[],
  opened: Date,
): Promise<void> {
  const random = createRandom(JOIN_PRNG_SEED);
  // demo's second store (城西分店), so demo's first store and demo2 keep the orders other journeys expect.
  const [buyer] = await handle.query<{ member_id: number; company_id: number; name: string }>(
    `SELECT m.id AS member_id, c.id AS company_id, c.name FROM members m JOIN companies c ON c.member_id = m.id
     WHERE m.username = 'demo' AND c.id <> m.current_company_id ORDER BY c.id LIMIT 1`,
  );
  if (!buyer) return;
  for (const [i, quantity] of quantities.entries()) {
    const at = new Date(opened.getTime() + (i + 1) * 3 * HOUR);
    const amount = group.price * quantity;
    const [order] = await handle.query<{ id: number }>(
      `INSERT INTO orders (order_no, company_id, member_id, status, idempotency_key, raw_amount, goods_amount,
         payable_amount, paid_amount, pay_method, address, invoice, expires_at, paid_at, created_at)
       SELECT $1, $2::int, $3::int, 1, $4, $5::int, $5::int, $5::int, $5::int, 'online',
         jsonb_build_object('consignee', a.consignee, 'phone', a.phone, 'province', a.province, 'city', a.city,
           'district', a.district, 'detail', a.detail),
         jsonb_build_object('title', $6::text, 'tax_number', '', 'invoice_type', 3, 'invoice_type_text', '电子普通发票'),
         $7::timestamptz + interval '30 minutes', $7::timestamptz + interval '5 minutes', $7::timestamptz
       FROM addresses a JOIN members dm ON dm.current_company_id = a.company_id AND dm.id = $3::int
       ORDER BY (a.detail LIKE '%城西分店%') DESC, a.id LIMIT 1
       RETURNING id`,
      [
        orderNo(at, random),
        buyer.company_id,
        buyer.member_id,
        idempotencyKey(random),
        amount,
        buyer.name,
        at.toISOString(),
      ],
    );
    if (!order) return;
    await handle.query(
      `INSERT INTO order_lines (order_id, offer_id, goods_id, type, is_yj, name, generic_name, spec, dosage_form,
         manufacturer, mah, approval_number, batch_number, expiry_date, unit, image, quantity, unit_price,
         raw_unit_price, amount)
       SELECT $1::int, o.id, g.id, 0, false, g.name, g.generic_name, g.spec, g.dosage_form, m.name, g.mah,
         g.approval_number, o.batch_number, o.expiry_date, g.unit, coalesce(g.images->>0, ''), $2::int, $3::int,
         $3::int, $4::int
       FROM offers o JOIN goods g ON g.id = o.goods_id JOIN manufacturers m ON m.id = g.manufacturer_id
       WHERE o.id = $5::int`,
      [order.id, quantity, group.price, amount, group.offerId],
    );
    await handle.query('UPDATE offers SET stock = stock - $2 WHERE id = $1', [group.offerId, quantity]);
    await handle.query(
      `INSERT INTO payments (payment_no, order_id, method, amount, status, gateway_ref, created_at, paid_at)
       VALUES ($1, $2, 'online', $3, 1, $4, $5::timestamptz + interval '4 minutes', $5::timestamptz + interval '5 minutes')`,
      [
        paymentNo(at, random),
        order.id,
        amount,
        `SB${String(random.int(0, 999_999_999)).padStart(9, '0')}`,
        at.toISOString(),
      ],
    );
    await handle.query(
      `INSERT INTO order_events (order_id, kind, title, note, actor, created_at) VALUES
         ($1, 'status', '订单已提交', '', 'buyer', $2::timestamptz),
         ($1, 'status', '订单已支付', '在线支付', 'system', $2::timestamptz + interval '5 minutes')`,
      [order.id, at.toISOString()],
    );
    await handle.query(
      'INSERT INTO group_buy_orders (order_id, group_buy_id, company_id, quantity, created_at) VALUES ($1, $2, $3, $4, $5)',
      [order.id, group.id, buyer.company_id, quantity, at.toISOString()],
    );
  }
}
