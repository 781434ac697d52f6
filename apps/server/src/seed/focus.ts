/**
 * Banners and ads by position (focus_slots) with their generated images. Positions and sizes:
 * main 790x340, top 1200x80, right 250x170, login 700x420, float_bottom 1200x100,
 * ad_top_right 200x200; zone blocks xrtj / yx / zyzq 390x200, kxzq / ppzq 1200x300.
 */
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';
import { brandIdsByName } from './catalogue-base.ts';
import type { Glyph } from './categories-data.ts';
import { bannerSvg } from './images.ts';
import { insertMedia, mediaUrl } from './media.ts';
import { searchUrl } from './navigation.ts';

interface Slot {
  position: string;
  title: string;
  subtitle: string;
  cta: string;
  url: string;
  notice?: string;
  colors: [string, string];
  glyph: Glyph;
}

const SIZES: Record<string, [number, number]> = {
  main: [790, 340],
  top: [1200, 80],
  right: [250, 170],
  login: [700, 420],
  float_bottom: [1200, 100],
  ad_top_right: [200, 200],
  xrtj: [390, 200],
  yx: [390, 200],
  zyzq: [390, 200],
  kxzq: [1200, 300],
  ppzq: [1200, 300],
};

const RED: [string, string] = ['#e8380d', '#ff7a45'];
const BLUE: [string, string] = ['#1456f0', '#3c9bff'];
const GREEN: [string, string] = ['#2f7d1f', '#6cbf3c'];
const PURPLE: [string, string] = ['#5b2bb5', '#9b6bf2'];
const ORANGE: [string, string] = ['#d4610a', '#ffa940'];
const TEAL: [string, string] = ['#08797a', '#36cfc9'];

type SlotRow = [
  position: string,
  title: string,
  subtitle: string,
  cta: string,
  url: string,
  colors: [string, string],
  glyph: Glyph,
  notice?: string,
];

function slots(): Slot[] {
  const tongrentang = brandIdsByName().get('同仁堂');
  const rows: SlotRow[] = [
    [
      'main',
      '秋冬感冒季 备货正当时',
      '感冒用药、止咳化痰品种齐全，现货当天发',
      '立即采购',
      searchUrl('感冒'),
      RED,
      'capsule',
    ],
    ['main', '优选包邮专区', '精选好药满量包邮，部分品种单品包邮', '去看看', '/yx', BLUE, 'box'],
    ['main', '年终采购节', '全场满额返券，品牌厂家联合让利', '即将开启', '', PURPLE, 'bottle'],
    [
      'main',
      '每日特价 限时抢购',
      '每天十点上新，低价好药限量供应',
      '查看详情',
      '/mrtj',
      ORANGE,
      'pill',
      '活动将于12月1日开始',
    ],
    ['top', '新会员首单满500元减30元', '资质审核通过即可领取，限首单使用', '立即领取', '/lqzx', RED, 'box'],
    ['right', '领券中心', '满减券天天领', '去领券', '/lqzx', ORANGE, 'box'],
    ['right', '积分商城', '积分兑换好礼', '去兑换', '/jfsc', PURPLE, 'box'],
    [
      'login',
      '正品保障 一站式药品采购',
      'GSP认证仓储 · 批号效期可追溯 · 当天发货',
      '了解更多',
      '/help/fwbz/wzzz',
      BLUE,
      'device',
    ],
    [
      'float_bottom',
      '新人专享 首单立减',
      '注册认证即送新人礼包，首单满额包邮',
      '立即注册',
      '/register',
      RED,
      'box',
    ],
    ['ad_top_right', '近效期专场', '低至五折 先到先得', '去抢购', '/jxqzc', TEAL, 'pill'],
    ['xrtj', '新人专享价', '常用药新人特惠', '去看看', '/lqzx', RED, 'pill'],
    ['xrtj', '首单包邮', '新会员首单满额包邮', '去采购', '/yx', BLUE, 'box'],
    ['xrtj', '新人礼包', '优惠券组合一键领取', '去领取', '/lqzx', ORANGE, 'box'],
    ['yx', '优选好药 满量包邮', '品质优选 放心采购', '进入专区', '/yx', BLUE, 'capsule'],
    ['yx', '单品包邮', '单个品种达量即包邮', '查看商品', '/yx/table', TEAL, 'box'],
    ['yx', '选品规则', '了解优选包邮规则', '查看规则', '/yx/rule', PURPLE, 'pill'],
    ['zyzq', '道地药材', '产地直采 饮片精选', '去采购', '/zyyp', GREEN, 'leaf'],
    ['zyzq', '参茸滋补', '人参 阿胶 石斛', '去看看', '/zyyp', ORANGE, 'box'],
    ['zyzq', '花草茶饮', '药食同源 养生佳品', '去看看', '/zyyp', TEAL, 'leaf'],
    ['kxzq', '控销专区', '区域控销品种 价格稳定 利润可观', '进入专区', '/kxzq', PURPLE, 'capsule'],
    ['kxzq', '控销新品', '每周上新 厂家独家授权', '查看新品', '/kxzq/new', BLUE, 'pill'],
    ['ppzq', '品牌专区 厂家直供', '999、同仁堂、云南白药等三十余个品牌', '逛品牌', '/ppzq', RED, 'box'],
    [
      'ppzq',
      '同仁堂 老字号专场',
      '同修仁德 济世养生',
      '进入品牌馆',
      tongrentang ? `/ppzq/info/${tongrentang}` : '/ppzq',
      ORANGE,
      'bottle',
    ],
  ];
  return rows.map(([position, title, subtitle, cta, url, colors, glyph, notice]) => ({
    position,
    title,
    subtitle,
    cta,
    url,
    colors,
    glyph,
    ...(notice ? { notice } : {}),
  }));
}

export async function seedFocus(handle: DbHandle): Promise<void> {
  const all = slots();
  const sortWithin = new Map<string, number>();
  const rows = all.map((s, i) => {
    const sort = (sortWithin.get(s.position) ?? 0) + 10;
    sortWithin.set(s.position, sort);
    // An invitation to register is for guests only; a member is past it.
    const audience = s.url.startsWith('/register') ? 'guest' : 'all';
    return [
      i + 1,
      s.position,
      s.title,
      mediaUrl(`focus-${i + 1}.svg`),
      s.url,
      s.notice ?? null,
      sort,
      audience,
    ];
  });
  await bulkInsert(
    handle,
    'focus_slots',
    [
      { name: 'id', kind: 'int' },
      { name: 'position', kind: 'text' },
      { name: 'title', kind: 'text' },
      { name: 'image', kind: 'text' },
      { name: 'url', kind: 'text' },
      { name: 'notice', kind: 'text' },
      { name: 'sort', kind: 'int' },
      { name: 'audience', kind: 'text' },
    ],
    rows,
  );
  await insertMedia(
    handle,
    all.map((s, i) => {
      const [width, height] = SIZES[s.position] ?? [790, 340];
      const [from, to] = s.colors;
      return {
        id: `focus-${i + 1}.svg`,
        svg: bannerSvg({
          width,
          height,
          title: s.title,
          subtitle: s.subtitle,
          cta: s.cta,
          from,
          to,
          glyph: s.glyph,
        }),
      };
    }),
  );
}
