/**
 * Activities goods take part in, running now unless a start lies ahead: two full-amount reductions (满减) on the goods
 * tagged 满, a brand week with order-discount (满折) tiers on the first featured brand, buy-ten-
 * get-one on 赠, flash deals on the flash offers, a near-expiry sale, and one store-wide 满折 that
 * covers every goods no goods-level activity covers; the 94折 welfare zone (a 满折 from 0.01元, so
 * every unit sells at 9.4折); one 满减 announced but not yet started; and two 满减 scoped by
 * category (decision 019): one on every 中药饮片 for stores in 华东 only (demo in 浙江 gets it, demo2
 * in 湖北 does not), one on 家用检测 devices for everyone. The tiers and the gift rule are data the
 * pricing engine reads; each title says exactly what its tiers give.
 */
import { FLASH_ROUND_MAX_ITEMS } from '@mall/shared/admin-marketing';
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';

const DAY_MS = 86_400_000;
const GOODS_PER_ACTIVITY = 300;

export type ActivityKey =
  | 'manjian1000'
  | 'manjian3000'
  | 'brandWeek'
  | 'gift'
  | 'flash'
  | 'nearExpiry'
  | 'storewide'
  | 'welfare'
  | 'comingSoon'
  | 'eastHerbal'
  | 'homeDevices';

/** amount in fen; reduce in fen (满减) or rate in percent payable (满折, 95 = 9.5折) */
export type TierSeed = { amount: number; reduce: number } | { amount: number; rate: number };

interface ActivitySeed {
  key: ActivityKey;
  kind: 'manjian' | 'discount' | 'gift' | 'flash';
  title: string;
  description: string;
  /** Days from today to start (negative: started) and to end. */
  window: [number, number];
  /** Which goods: a SELECT of goods ids; null for a store-wide activity or one by `categories`. */
  goods: string | null;
  /** names of the categories it covers, sub-categories included (activity_categories) */
  categories?: string[];
  /** the stores it reaches (empty or absent: any) */
  customerTypes?: string[];
  provinces?: string[];
  tiers?: TierSeed[];
  gift?: { buy: number; give: number };
  /** how many goods at most (GOODS_PER_ACTIVITY otherwise) */
  limit?: number;
  /** a fixed zone's name (welfare: the 94折 zone at /welfare) */
  slug?: string;
  /** the zone entry's tag label */
  tag?: string;
}

/**
 * Goods no earlier activity lists and no activity covers by category, on sale to everyone (no
 * control rule) and sold only as ordinary stock, so a 满折 from 0.01元 prices every unit of them.
 * The covered categories are one uncorrelated array, walked once, not once per goods (at 200,000
 * offers the correlated walk took minutes).
 */
const UNCLAIMED = (extra: string) => `SELECT g.id FROM goods g WHERE g.is_on_sale AND ${extra}
  AND NOT EXISTS (SELECT 1 FROM activity_goods ag WHERE ag.goods_id = g.id)
  AND (g.category_id IS NULL OR NOT g.category_id = ANY(ARRAY(
    WITH RECURSIVE covered(id) AS (
      SELECT category_id FROM activity_categories
      UNION SELECT c.id FROM categories c JOIN covered ON c.parent_id = covered.id)
    SELECT id FROM covered)))
  AND NOT EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = g.id)
  AND EXISTS (SELECT 1 FROM offers o WHERE o.goods_id = g.id AND o.type = 0 AND o.is_buy AND o.stock >= 100)
  AND NOT EXISTS (SELECT 1 FROM offers o WHERE o.goods_id = g.id AND (o.type <> 0 OR o.is_near_expiry))`;

const TAGGED = (tag: string, extra = 'true') =>
  `SELECT DISTINCT o.goods_id FROM offers o WHERE '${tag}' = ANY(o.tags) AND ${extra}`;

export const ACTIVITIES: ActivitySeed[] = [
  {
    key: 'manjian1000',
    kind: 'manjian',
    title: '满1000减50 满2000减120',
    description: '活动商品单笔订单满1000元立减50元，满2000元立减120元，可与优惠券同享。',
    window: [-5, 25],
    goods: TAGGED('满', 'o.goods_id % 2 = 0'),
    tiers: [
      { amount: 100_000, reduce: 5_000 },
      { amount: 200_000, reduce: 12_000 },
    ],
  },
  {
    key: 'manjian3000',
    kind: 'manjian',
    title: '满3000减200 满5000减400',
    description: '活动商品单笔订单满3000元立减200元，满5000元立减400元，按达到的最高档计算。',
    window: [-5, 25],
    goods: TAGGED('满', 'o.goods_id % 2 = 1'),
    tiers: [
      { amount: 300_000, reduce: 20_000 },
      { amount: 500_000, reduce: 40_000 },
    ],
  },
  {
    key: 'brandWeek',
    kind: 'discount',
    title: '品牌周 满500享95折 满2000享9折',
    description: '品牌馆指定商品满500元享9.5折，满2000元享9折，与满减活动不同享。',
    window: [-2, 12],
    goods: `SELECT g.id FROM goods g WHERE g.brand_id =
      (SELECT id FROM brands WHERE is_featured ORDER BY sort, id LIMIT 1)`,
    tiers: [
      { amount: 50_000, rate: 95 },
      { amount: 200_000, rate: 90 },
    ],
  },
  {
    key: 'gift',
    kind: 'gift',
    title: '买十赠一',
    description: '指定商品每购买10件赠送同品1件，赠品随单发货。',
    window: [-10, 20],
    goods: TAGGED('赠'),
    gift: { buy: 10, give: 1 },
  },
  {
    key: 'flash',
    kind: 'flash',
    title: '限时秒杀 每日10点开抢',
    description: '秒杀商品限量供应，每个门店限购，售完即止。',
    window: [-1, 6],
    goods: 'SELECT DISTINCT o.goods_id FROM offers o WHERE o.type = 1',
    // A round holds at most this many goods, so the console can save it.
    limit: FLASH_ROUND_MAX_ITEMS,
  },
  {
    key: 'nearExpiry',
    kind: 'discount',
    title: '近效期专场 低至5.5折',
    description: '近效期商品特价清仓，效期请以商品详情为准，售出不退换。',
    window: [-7, 23],
    goods: 'SELECT DISTINCT o.goods_id FROM offers o WHERE o.is_near_expiry',
  },
  {
    key: 'storewide',
    kind: 'discount',
    title: '全场满5000享98折',
    description: '未参加其他满减、满折活动的商品，单笔订单满5000元享9.8折。',
    window: [-3, 27],
    goods: null,
    tiers: [{ amount: 500_000, rate: 98 }],
  },
  {
    key: 'welfare',
    kind: 'discount',
    title: '94折福利 不限金额享9.4折',
    description:
      '福利专区商品不限金额一律享9.4折，按件计价，折后金额向下取整到分；不与其他满减、满折活动同享。',
    window: [-1, 29],
    goods: UNCLAIMED('g.id % 5 = 2'),
    tiers: [{ amount: 1, rate: 94 }],
    limit: 24,
    slug: 'welfare',
    tag: '9.4折',
  },
  {
    key: 'comingSoon',
    kind: 'manjian',
    title: '年终采购节 满2000减150',
    description: '年终采购节指定商品单笔订单满2000元立减150元，活动开始后可购。',
    window: [3, 18],
    goods: UNCLAIMED('g.id % 5 = 4'),
    tiers: [{ amount: 200_000, reduce: 15_000 }],
    limit: 30,
    tag: '预告',
  },
  {
    key: 'eastHerbal',
    kind: 'manjian',
    title: '华东门店专享 中药饮片满800减40',
    description: '浙江、江苏、上海的门店采购中药饮片（含全部子分类）单笔满800元立减40元。',
    window: [-2, 28],
    goods: null,
    categories: ['中药饮片'],
    provinces: ['浙江省', '江苏省', '上海市'],
    tiers: [{ amount: 80_000, reduce: 4_000 }],
  },
  {
    key: 'homeDevices',
    kind: 'manjian',
    title: '家用检测器械 满500减30',
    description: '血压计、血糖仪、体温计等家用检测器械单笔满500元立减30元。',
    window: [-2, 28],
    goods: null,
    categories: ['家用检测'],
    tiers: [{ amount: 50_000, reduce: 3_000 }],
  },
];

/** Store-wide: no goods and no categories of its own. */
const isStoreWide = (a: ActivitySeed) => a.goods === null && (a.categories ?? []).length === 0;

/** Activity ids by key: the seed gives them in list order. */
export const ACTIVITY_ID = Object.fromEntries(ACTIVITIES.map((a, i) => [a.key, i + 1])) as Record<
  ActivityKey,
  number
>;

/** The activity's start and end for a seed run on `today`. */
export function activityWindow(key: ActivityKey, today: Date): [Date, Date] {
  const a = ACTIVITIES.find((x) => x.key === key);
  if (!a) throw new Error(`unknown activity ${key}`);
  return [new Date(today.getTime() + a.window[0] * DAY_MS), new Date(today.getTime() + a.window[1] * DAY_MS)];
}

export async function seedActivities(handle: DbHandle, today: Date): Promise<void> {
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
      { name: 'is_global', kind: 'bool' },
      { name: 'slug', kind: 'text' },
      { name: 'tag', kind: 'text' },
      { name: 'allowed_customer_types', kind: 'text[]' },
      { name: 'allowed_provinces', kind: 'text[]' },
    ],
    ACTIVITIES.map((a, i) => [
      i + 1,
      a.kind,
      a.title,
      a.description,
      ...activityWindow(a.key, today),
      (i + 1) * 10,
      isStoreWide(a),
      a.slug ?? null,
      a.tag ?? '',
      a.customerTypes ?? [],
      a.provinces ?? [],
    ]),
  );
  for (const [i, a] of ACTIVITIES.entries()) {
    if (!a.categories?.length) continue;
    await handle.query(
      `INSERT INTO activity_categories (activity_id, category_id)
       SELECT $1, id FROM categories WHERE name = ANY($2::text[]) ORDER BY id`,
      [i + 1, a.categories],
    );
  }
  for (const [i, a] of ACTIVITIES.entries()) {
    if (a.goods === null) continue;
    await handle.query(
      `INSERT INTO activity_goods (activity_id, goods_id)
       SELECT $1, id FROM (${a.goods}) AS picked(id) ORDER BY id LIMIT $2`,
      [i + 1, a.limit ?? GOODS_PER_ACTIVITY],
    );
  }
  const tiers = ACTIVITIES.flatMap((a, i) =>
    (a.tiers ?? []).map((t) => [
      i + 1,
      t.amount,
      'reduce' in t ? t.reduce : null,
      'rate' in t ? t.rate : null,
    ]),
  );
  await bulkInsert(
    handle,
    'activity_tiers',
    [
      { name: 'id', kind: 'int' },
      { name: 'activity_id', kind: 'int' },
      { name: 'amount', kind: 'int' },
      { name: 'reduce', kind: 'int' },
      { name: 'rate', kind: 'int' },
    ],
    tiers.map((t, i) => [i + 1, ...t]),
  );
  await bulkInsert(
    handle,
    'gift_rules',
    [
      { name: 'activity_id', kind: 'int' },
      { name: 'buy_quantity', kind: 'int' },
      { name: 'gift_quantity', kind: 'int' },
      { name: 'gift_type', kind: 'int' },
    ],
    ACTIVITIES.flatMap((a, i) => (a.gift ? [[i + 1, a.gift.buy, a.gift.give, 1]] : [])),
  );
}
