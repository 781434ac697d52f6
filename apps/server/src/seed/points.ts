/**
 * The points mall (积分商城) and demo's points history. The mall: a dozen items with generated
 * pictures, some limited per store, one sold out. demo's ledger: the welcome and sign-in gifts
 * (inbox.ts), then one order_earn row per completed order as receiveOrder credits it (1 point per
 * whole yuan kept, decision 013), a reversal where a refund came after completion, and a points
 * order redeemed in the mall with its redeem row — so /wdqb/jfgl, /jfsc and /jfdd agree.
 */
import { chinaStamp } from '@mall/shared/china-time';
import type { DbHandle } from '../db/client.ts';
import type { Glyph } from './categories-data.ts';
import { goodsImageSvg } from './images.ts';
import { insertMedia, mediaUrl } from './media.ts';

const DEMO_COMPANY = 1;
const DAY_MS = 86_400_000;

interface MallItem {
  name: string;
  spec: string;
  points: number;
  stock: number;
  limit: number;
  color: string;
  glyph: Glyph;
  description: string;
}

const ITEMS: MallItem[] = [
  {
    name: '医用外科口罩',
    spec: '10只/袋',
    points: 140,
    stock: 500,
    limit: 0,
    color: '#2f7de1',
    glyph: 'box',
    description: '三层防护，独立包装，适合门店日常使用。',
  },
  {
    name: '免洗洗手液',
    spec: '500ml',
    points: 200,
    stock: 300,
    limit: 0,
    color: '#16a085',
    glyph: 'bottle',
    description: '75%乙醇配方，快干不黏手。',
  },
  {
    name: '电子体温计',
    spec: '腋下/口腔两用',
    points: 800,
    stock: 80,
    limit: 2,
    color: '#e67e22',
    glyph: 'device',
    description: '约60秒测温，带记忆功能与发烧提示。',
  },
  {
    name: '医用棉签',
    spec: '200支/盒',
    points: 60,
    stock: 1000,
    limit: 0,
    color: '#8e44ad',
    glyph: 'box',
    description: '纯棉头，灭菌包装。',
  },
  {
    name: '一次性医用手套',
    spec: '100只/盒',
    points: 260,
    stock: 200,
    limit: 5,
    color: '#27ae60',
    glyph: 'box',
    description: '丁腈材质，无粉，M号。',
  },
  {
    name: '门店收银小票纸',
    spec: '57×50mm 10卷',
    points: 180,
    stock: 150,
    limit: 0,
    color: '#7f8c8d',
    glyph: 'box',
    description: '热敏纸，字迹清晰，适配常见收银机。',
  },
  {
    name: '电子血压计',
    spec: '上臂式',
    points: 2600,
    stock: 20,
    limit: 1,
    color: '#c0392b',
    glyph: 'device',
    description: '大屏显示，双人记忆，适合门店免费测压服务。',
  },
  {
    name: '药品分装袋',
    spec: '500个/包',
    points: 90,
    stock: 800,
    limit: 0,
    color: '#d35400',
    glyph: 'sachet',
    description: '自封口，可书写用法用量。',
  },
  {
    name: '医用酒精消毒片',
    spec: '100片/盒',
    points: 120,
    stock: 400,
    limit: 0,
    color: '#2980b9',
    glyph: 'sachet',
    description: '独立包装，随身消毒。',
  },
  {
    name: '便携药盒',
    spec: '7格',
    points: 100,
    stock: 600,
    limit: 10,
    color: '#f39c12',
    glyph: 'pill',
    description: '一周用药分装，赠顾客的好礼。',
  },
  {
    name: '指夹式血氧仪',
    spec: 'OLED屏',
    points: 1500,
    stock: 0,
    limit: 1,
    color: '#1abc9c',
    glyph: 'device',
    description: '血氧饱和度与脉率同屏显示。（已兑完，补货中）',
  },
  {
    name: '门店保温杯',
    spec: '500ml',
    points: 680,
    stock: 60,
    limit: 2,
    color: '#34495e',
    glyph: 'bottle',
    description: '304不锈钢内胆，12小时保温。',
  },
];

/** The redemption shown in demo's history: item, units, days ago, status (2 已完成). */
const REDEMPTION = { item: 0, number: 1, daysAgo: 8, status: 2 } as const;

export async function seedPoints(handle: DbHandle, now: Date): Promise<void> {
  await insertMedia(
    handle,
    ITEMS.map((item, i) => ({
      id: `points-goods-${i + 1}.svg`,
      svg: goodsImageSvg({
        name: item.name,
        spec: item.spec,
        manufacturer: '积分商城 兑换专享',
        mark: '积分兑换',
        category: '积分商城',
        color: item.color,
        glyph: item.glyph,
      }),
    })),
  );
  const ids: number[] = [];
  for (const [i, item] of ITEMS.entries()) {
    const [row] = await handle.query<{ id: number }>(
      `INSERT INTO points_goods (name, image, points, stock, per_member_limit, sort, description)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        `${item.name} ${item.spec}`,
        mediaUrl(`points-goods-${i + 1}.svg`),
        item.points,
        item.stock,
        item.limit,
        i + 1,
        item.description,
      ],
    );
    if (!row) throw new Error('points goods not seeded');
    ids.push(row.id);
  }
  await seedDemoEarnings(handle);
  await seedDemoRedemption(handle, now, ids);
}

/** One earn row per completed order at its completion; a reversal for each later refund. */
async function seedDemoEarnings(handle: DbHandle): Promise<void> {
  const orders = await handle.query<{ id: number; order_no: string; paid: number; completed_at: string }>(
    `SELECT id, order_no, balance_amount + paid_amount AS paid, completed_at FROM orders
     WHERE company_id = $1 AND status = 3 AND completed_at IS NOT NULL ORDER BY completed_at, id`,
    [DEMO_COMPANY],
  );
  for (const order of orders) {
    const refunds = await handle.query<{
      after_sale_no: string;
      amount: number;
      refunded_at: string;
      later: boolean;
    }>(
      `SELECT after_sale_no, refund_amount AS amount, refunded_at, refunded_at > $2::timestamptz AS later
       FROM after_sales WHERE order_id = $1 AND refunded_at IS NOT NULL ORDER BY refunded_at, id`,
      [order.id, order.completed_at],
    );
    // Refunds before completion lower what the order earns; later ones take points back.
    let kept = order.paid - refunds.filter((r) => !r.later).reduce((s, r) => s + r.amount, 0);
    let held = Math.floor(Math.max(0, kept) / 100);
    if (held === 0) continue;
    await handle.query(
      `INSERT INTO points_ledger (company_id, delta, reason, kind, order_id, created_at)
       VALUES ($1, $2, $3, 'order_earn', $4, $5)`,
      [DEMO_COMPANY, held, `订单完成赠送积分：${order.order_no}`, order.id, order.completed_at],
    );
    for (const refund of refunds.filter((r) => r.later)) {
      kept -= refund.amount;
      const back = held - Math.floor(Math.max(0, kept) / 100);
      if (back <= 0) continue;
      held -= back;
      await handle.query(
        `INSERT INTO points_ledger (company_id, delta, reason, kind, order_id, created_at)
         VALUES ($1, $2, $3, 'order_reverse', $4, $5)`,
        [
          DEMO_COMPANY,
          -back,
          `售后退款扣回积分：${order.order_no}（${refund.after_sale_no}）`,
          order.id,
          refund.refunded_at,
        ],
      );
    }
  }
}

async function seedDemoRedemption(handle: DbHandle, now: Date, ids: number[]): Promise<void> {
  const item = ITEMS[REDEMPTION.item];
  const goodsId = ids[REDEMPTION.item];
  const [address] = await handle.query<Record<string, string>>(
    `SELECT consignee, phone, province, city, district, detail FROM addresses WHERE company_id = $1
     ORDER BY is_default DESC, id LIMIT 1`,
    [DEMO_COMPANY],
  );
  if (!item || goodsId === undefined || !address) return;
  const at = new Date(now.getTime() - REDEMPTION.daysAgo * DAY_MS);
  const cost = item.points * REDEMPTION.number;
  const stamp = chinaStamp(Math.floor(at.getTime() / 1000));
  const [order] = await handle.query<{ id: number }>(
    `INSERT INTO points_orders (order_no, company_id, status, total_points, address, carrier, tracking_no,
       created_at, shipped_at, completed_at)
     VALUES ($1, $2, $3, $4, $5, '顺丰速运', 'SF1402837761180', $6, $6::timestamptz + interval '1 day',
       $6::timestamptz + interval '3 days')
     RETURNING id`,
    [`JF${stamp}0001`, DEMO_COMPANY, REDEMPTION.status, cost, JSON.stringify(address), at],
  );
  if (!order) throw new Error('points order not seeded');
  await handle.query(
    `INSERT INTO points_order_lines (points_order_id, item_name, image, points, quantity, points_goods_id)
     VALUES ($1, $2, $3, $4, $5, $6)`,
    [
      order.id,
      `${item.name} ${item.spec}`,
      mediaUrl(`points-goods-${REDEMPTION.item + 1}.svg`),
      item.points,
      REDEMPTION.number,
      goodsId,
    ],
  );
  await handle.query('UPDATE points_goods SET stock = stock - $2 WHERE id = $1', [
    goodsId,
    REDEMPTION.number,
  ]);
  await handle.query(
    `INSERT INTO points_ledger (company_id, delta, reason, kind, points_order_id, created_at)
     VALUES ($1, $2, $3, 'redeem', $4, $5)`,
    [DEMO_COMPANY, -cost, `积分商城兑换：${item.name} ${item.spec} ×${REDEMPTION.number}`, order.id, at],
  );
}
