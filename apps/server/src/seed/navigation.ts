/** Main navigation, hot searches and the footer / friendly links. */
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';

/** Eleven entries; the SPA shows the first nine (SPEC §9). */
const NAV: [name: string, url: string, children: [string, string][]][] = [
  ['首页', '/', []],
  ['品牌专区', '/ppzq', []],
  [
    '优选包邮',
    '/yx',
    [
      ['优选商品', '/yx'],
      ['列表模式', '/yx/table'],
      ['选品规则', '/yx/rule'],
    ],
  ],
  [
    '控销专区',
    '/kxzq',
    [
      ['控销首页', '/kxzq'],
      ['控销新品', '/kxzq/new'],
    ],
  ],
  ['中药饮片', '/zyyp', []],
  ['器械专区', '/qxzq', []],
  ['近效期专场', '/jxqzc', []],
  ['每日特价', '/mrtj', []],
  ['领券中心', '/lqzx', []],
  ['积分商城', '/jfsc', []],
  ['组合购', '/zhzq', []],
];

export const HOT_SEARCHES = [
  '阿莫西林',
  '布洛芬',
  '连花清瘟',
  '板蓝根',
  '口罩',
  '血压计',
  '维生素C',
  '感冒灵',
];

export const searchUrl = (keywords: string): string =>
  `/search?keywords=${encodeURIComponent(keywords)}&type=0`;

const LINKS: [name: string, url: string][] = [
  ['关于我们', '/help/us/link'],
  ['帮助中心', '/help'],
  ['联系我们', '/help/us/link'],
  ['投诉建议', '/help/us/tsjy'],
  ['网站资质', '/help/fwbz/wzzz'],
  ['隐私政策', '/help/fwbz/yhxy'],
  ['国家药品监督管理局', 'https://www.nmpa.gov.cn'],
  ['国家卫生健康委员会', 'https://www.nhc.gov.cn'],
  ['国家医疗保障局', 'https://www.nhsa.gov.cn'],
  ['中国食品药品检定研究院', 'https://www.nifdc.org.cn'],
  ['浙江省药品监督管理局', 'https://mpa.zj.gov.cn'],
];

export async function seedNavigation(handle: DbHandle): Promise<void> {
  const rows: unknown[][] = NAV.map(([name, url], i) => [i + 1, null, name, url, (i + 1) * 10]);
  NAV.forEach(([, , children], i) => {
    children.forEach(([name, url], c) => {
      rows.push([rows.length + 1, i + 1, name, url, (c + 1) * 10]);
    });
  });
  await bulkInsert(
    handle,
    'nav_entries',
    [
      { name: 'id', kind: 'int' },
      { name: 'parent_id', kind: 'int' },
      { name: 'name', kind: 'text' },
      { name: 'url', kind: 'text' },
      { name: 'sort', kind: 'int' },
    ],
    rows,
  );
  await bulkInsert(
    handle,
    'hot_searches',
    [
      { name: 'id', kind: 'int' },
      { name: 'name', kind: 'text' },
      { name: 'url', kind: 'text' },
      { name: 'sort', kind: 'int' },
    ],
    HOT_SEARCHES.map((name, i) => [i + 1, name, searchUrl(name), (i + 1) * 10]),
  );
  await bulkInsert(
    handle,
    'links',
    [
      { name: 'id', kind: 'int' },
      { name: 'name', kind: 'text' },
      { name: 'url', kind: 'text' },
      { name: 'sort', kind: 'int' },
    ],
    LINKS.map(([name, url], i) => [i + 1, name, url, (i + 1) * 10]),
  );
}
