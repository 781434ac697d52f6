/**
 * Controlled-sales zones (控销专区) with about 5% of the drugs under their rules, and the brand
 * zone's featured brands with banners. `demo` (浙江省 单体药店) sees the 华东 zone's goods,
 * `demo2` (湖北省 诊所) those of 诊所专供 and 华中; guests see none.
 */
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';
import type { Glyph, ScopeCode } from './categories-data.ts';
import { bannerSvg } from './images.ts';
import { insertMedia, mediaUrl } from './media.ts';
import { pickCartOffers } from './members.ts';
import type { OfferInfo } from './offers.ts';

interface ZoneSeed {
  slug: string;
  name: string;
  description: string;
  provinces: string[];
  customerTypes: string[];
  colors: [string, string];
  glyph: Glyph;
}

export const CONTROL_ZONES: ZoneSeed[] = [
  {
    slug: 'huadong',
    name: '华东控销专区',
    description: '浙江、江苏、上海地区单体药店与连锁药店专享，厂家区域授权，价格稳定，利润可观。',
    provinces: ['浙江省', '江苏省', '上海市'],
    customerTypes: ['单体药店', '连锁药店'],
    colors: ['#5b2bb5', '#9b6bf2'],
    glyph: 'capsule',
  },
  {
    slug: 'zhensuo',
    name: '诊所专供',
    description: '面向诊所与卫生室的专供品种，基层常用药一站采购，不对零售药店销售。',
    provinces: [],
    customerTypes: ['诊所'],
    colors: ['#08797a', '#36cfc9'],
    glyph: 'bottle',
  },
  {
    slug: 'huazhong',
    name: '华中控销专区',
    description: '湖北、湖南、河南地区药店与诊所专享的区域控销品种。',
    provinces: ['湖北省', '湖南省', '河南省'],
    customerTypes: ['单体药店', '连锁药店', '诊所'],
    colors: ['#1456f0', '#3c9bff'],
    glyph: 'pill',
  },
  {
    slug: 'liansuo',
    name: '连锁药店专供',
    description: '连锁药店总部统采品种，全国连锁门店可见可购。',
    provinces: [],
    customerTypes: ['连锁药店'],
    colors: ['#d4610a', '#ffa940'],
    glyph: 'box',
  },
];

const CONTROLLED_SCOPES: ScopeCode[] = ['rx', 'otc', 'tcm'];
const CONTROLLED_SHARE = 0.05;
const MIN_PER_ZONE = 4;
export const FEATURED_BRAND_COUNT = 8;

/** Every step-th drug, round-robin over the zones; never a goods already in a demo cart. */
export function pickControlledGoods(offers: readonly OfferInfo[]): [goodsId: number, zoneIndex: number][] {
  const carts = pickCartOffers(offers);
  const inCart = new Set([...carts.demo, ...carts.demo2].map((o) => o.goodsId));
  const goodsCount = new Set(offers.map((o) => o.goodsId)).size;
  const candidates = [
    ...new Set(offers.filter((o) => CONTROLLED_SCOPES.includes(o.scope)).map((o) => o.goodsId)),
  ]
    .filter((id) => !inCart.has(id))
    .sort((a, b) => a - b);
  const target = Math.max(MIN_PER_ZONE * CONTROL_ZONES.length, Math.round(goodsCount * CONTROLLED_SHARE));
  const step = Math.max(1, Math.floor(candidates.length / target));
  const picked: [number, number][] = [];
  for (let i = step - 1; i < candidates.length && picked.length < target; i += step) {
    picked.push([candidates[i] as number, picked.length % CONTROL_ZONES.length]);
  }
  return picked;
}

async function seedControlZones(handle: DbHandle, offers: readonly OfferInfo[]): Promise<void> {
  await bulkInsert(
    handle,
    'control_zones',
    [
      { name: 'id', kind: 'int' },
      { name: 'slug', kind: 'text' },
      { name: 'name', kind: 'text' },
      { name: 'banner', kind: 'text' },
      { name: 'description', kind: 'text' },
      { name: 'sort', kind: 'int' },
    ],
    CONTROL_ZONES.map((z, i) => [
      i + 1,
      z.slug,
      z.name,
      mediaUrl(`kxzq-${z.slug}.svg`),
      z.description,
      (i + 1) * 10,
    ]),
  );
  await insertMedia(
    handle,
    CONTROL_ZONES.map((z) => ({
      id: `kxzq-${z.slug}.svg`,
      svg: bannerSvg({
        width: 1200,
        height: 300,
        title: z.name,
        subtitle: z.description.split('，')[0] ?? z.description,
        cta: '进入专区',
        from: z.colors[0],
        to: z.colors[1],
        glyph: z.glyph,
      }),
    })),
  );
  await bulkInsert(
    handle,
    'control_rules',
    [
      { name: 'goods_id', kind: 'int' },
      { name: 'zone_id', kind: 'int' },
      { name: 'allowed_provinces', kind: 'text[]' },
      { name: 'allowed_customer_types', kind: 'text[]' },
    ],
    pickControlledGoods(offers).map(([goodsId, z]) => {
      const zone = CONTROL_ZONES[z] as ZoneSeed;
      return [goodsId, z + 1, zone.provinces, zone.customerTypes];
    }),
  );
}

const BRAND_COLORS: [string, string][] = [
  ['#c9462c', '#ff7a45'],
  ['#1456f0', '#3c9bff'],
  ['#2f7d1f', '#6cbf3c'],
  ['#5b2bb5', '#9b6bf2'],
];

/** The brands with the most goods get the brand zone, each a banner with its line of copy. */
async function seedFeaturedBrands(handle: DbHandle): Promise<void> {
  const top = await handle.query<{ id: number; name: string; description: string }>(
    `SELECT b.id, b.name, b.description FROM brands b LEFT JOIN goods g ON g.brand_id = b.id
     GROUP BY b.id ORDER BY count(g.id) DESC, b.id LIMIT $1`,
    [FEATURED_BRAND_COUNT],
  );
  await insertMedia(
    handle,
    top.map((b, i) => {
      const [from, to] = BRAND_COLORS[i % BRAND_COLORS.length] as [string, string];
      return {
        id: `brand-banner-${b.id}.svg`,
        svg: bannerSvg({
          width: 1200,
          height: 300,
          title: `${b.name} 品牌馆`,
          subtitle: b.description || '品牌直供 正品保障',
          cta: '进入品牌馆',
          from,
          to,
          glyph: 'box',
        }),
      };
    }),
  );
  await handle.query(
    `UPDATE brands SET is_featured = true, banner = '/media/brand-banner-' || id || '.svg' WHERE id = ANY($1::int[])`,
    [top.map((b) => b.id)],
  );
}

export async function seedZones(handle: DbHandle, offers: readonly OfferInfo[]): Promise<void> {
  await seedControlZones(handle, offers);
  await seedFeaturedBrands(handle);
}
