/**
 * Activities goods take part in, running now: full-amount reductions on the goods tagged 满,
 * a brand week on the first featured brand, buy-ten-get-one on 赠, flash deals on the flash
 * offers and a near-expiry sale. Each is linked to at most a few hundred goods.
 */
import type { DbHandle } from '../client.ts';
import { bulkInsert } from './bulk.ts';

const DAY_MS = 86_400_000;
const GOODS_PER_ACTIVITY = 300;

interface ActivitySeed {
  kind: 'manjian' | 'discount' | 'gift' | 'flash';
  title: string;
  description: string;
  /** Days from today to start (negative: started) and to end. */
  window: [number, number];
  /** Which goods: a SELECT of goods ids. */
  goods: string;
}

const TAGGED = (tag: string, extra = 'true') =>
  `SELECT DISTINCT o.goods_id FROM offers o WHERE '${tag}' = ANY(o.tags) AND ${extra}`;

export const ACTIVITIES: ActivitySeed[] = [
  {
    kind: 'manjian',
    title: '满1000减50',
    description: '活动商品单笔订单满1000元立减50元，可与优惠券同享。',
    window: [-5, 25],
    goods: TAGGED('满', 'o.goods_id % 2 = 0'),
  },
  {
    kind: 'manjian',
    title: '满3000减200',
    description: '活动商品单笔订单满3000元立减200元，上不封顶按最高档计算。',
    window: [-5, 25],
    goods: TAGGED('满', 'o.goods_id % 2 = 1'),
  },
  {
    kind: 'discount',
    title: '品牌周 全场9.5折',
    description: '品牌馆指定商品9.5折，与满减活动不同享。',
    window: [-2, 12],
    goods: `SELECT g.id FROM goods g WHERE g.brand_id =
      (SELECT id FROM brands WHERE is_featured ORDER BY sort, id LIMIT 1)`,
  },
  {
    kind: 'gift',
    title: '买十赠一',
    description: '指定商品每购买10件赠送同品1件，赠品随单发货。',
    window: [-10, 20],
    goods: TAGGED('赠'),
  },
  {
    kind: 'flash',
    title: '限时秒杀 每日10点开抢',
    description: '秒杀商品限量供应，每个门店限购，售完即止。',
    window: [-1, 6],
    goods: 'SELECT DISTINCT o.goods_id FROM offers o WHERE o.type = 1',
  },
  {
    kind: 'discount',
    title: '近效期专场 低至5.5折',
    description: '近效期商品特价清仓，效期请以商品详情为准，售出不退换。',
    window: [-7, 23],
    goods: 'SELECT DISTINCT o.goods_id FROM offers o WHERE o.is_near_expiry',
  },
];

export async function seedActivities(handle: DbHandle, today: Date): Promise<void> {
  const at = (days: number) => new Date(today.getTime() + days * DAY_MS);
  await bulkInsert(
    handle,
    'activities',
    [
      { name: 'id', kind: 'int' },
      { name: 'kind', kind: 'text' },
      { name: 'title', kind: 'text' },
      { name: 'description', kind: 'text' },
      { name: 'starts_at', kind: 'timestamptz' },
      { name: 'ends_at', kind: 'timestamptz' },
      { name: 'sort', kind: 'int' },
    ],
    ACTIVITIES.map((a, i) => [
      i + 1,
      a.kind,
      a.title,
      a.description,
      at(a.window[0]),
      at(a.window[1]),
      (i + 1) * 10,
    ]),
  );
  for (const [i, a] of ACTIVITIES.entries()) {
    await handle.query(
      `INSERT INTO activity_goods (activity_id, goods_id)
       SELECT $1, id FROM (${a.goods}) AS picked(id) ORDER BY id LIMIT $2`,
      [i + 1, GOODS_PER_ACTIVITY],
    );
  }
}
