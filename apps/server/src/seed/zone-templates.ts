/**
 * Zone templates an operator would make without code: 专区模板 (zqmb), 活动模板 (hdmb) and 专场
 * (yyh), each with a generated banner, rules text, a window and two or three goods groups drawn
 * from named categories. Most run now; one of each kind opens a few days later, so
 * /loading/activity has a real 活动未开始 to show. The welfare activity gets its banner here too.
 */
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';
import type { Glyph } from './categories-data.ts';
import { bannerSvg } from './images.ts';
import { insertMedia, mediaUrl } from './media.ts';

const DAY_MS = 86_400_000;
const GOODS_PER_GROUP = 8;

interface TemplateSeed {
  kind: 'zqmb' | 'hdmb' | 'yyh';
  slug: string;
  title: string;
  subtitle: string;
  rules: string;
  /** days from today to start (negative: started) and to end */
  window: [number, number];
  colors: [string, string];
  glyph: Glyph;
  /** group title → the category (by name; it or its leaves) its goods come from */
  groups: [title: string, category: string][];
}

export const ZONE_TEMPLATES: TemplateSeed[] = [
  {
    kind: 'zqmb',
    slug: 'cold-season',
    title: '换季呼吸健康专区',
    subtitle: '感冒、咳嗽常备药集中采购',
    rules: '专区商品按商品详情价格销售，可与满减活动、优惠券同享；库存有限，售完即止。',
    window: [-3, 27],
    colors: ['#1677ff', '#69b1ff'],
    glyph: 'capsule',
    groups: [
      ['感冒清热', '感冒清热类'],
      ['止咳平喘', '止咳平喘类'],
      ['呼吸系统西药', '呼吸系统用药'],
    ],
  },
  {
    kind: 'zqmb',
    slug: 'chronic-care',
    title: '慢病用药专区',
    subtitle: '心脑血管与内分泌用药一站备齐',
    rules: '慢病用药请按处方销售；专区价格以下单时为准。',
    window: [-10, 50],
    colors: ['#c41d7f', '#ff85c0'],
    glyph: 'pill',
    groups: [
      ['心脑血管用药', '心脑血管用药'],
      ['内分泌与维生素', '内分泌与维生素'],
    ],
  },
  {
    kind: 'zqmb',
    slug: 'winter-tonic',
    title: '冬季滋补专区',
    subtitle: '参茸滋补、阿胶年货预售',
    rules: '专区开放后可下单，开放前可先收藏心仪商品。',
    window: [2, 32],
    colors: ['#ad4e00', '#ffc069'],
    glyph: 'box',
    groups: [
      ['参类', '参类'],
      ['阿胶类', '阿胶类'],
    ],
  },
  {
    kind: 'hdmb',
    slug: 'clinic-kit',
    title: '诊所开年备货节',
    subtitle: '注射输液、医用敷料、防护用品',
    rules: '活动商品可与全场满折同享；每家门店每种商品限购以商品详情为准。',
    window: [-2, 20],
    colors: ['#08979c', '#5cdbd3'],
    glyph: 'device',
    groups: [
      ['注射输液', '注射输液'],
      ['医用敷料', '医用敷料'],
      ['防护用品', '防护用品'],
    ],
  },
  {
    kind: 'hdmb',
    slug: 'digestive-week',
    title: '肠胃健康周',
    subtitle: '消化系统用药与脾胃调理',
    rules: '活动期间指定商品按详情价格销售，可用优惠券。',
    window: [-1, 13],
    colors: ['#389e0d', '#95de64'],
    glyph: 'sachet',
    groups: [
      ['消化系统用药', '消化系统用药'],
      ['脾胃消化', '脾胃消化类'],
    ],
  },
  {
    kind: 'hdmb',
    slug: 'new-year-stock',
    title: '新年囤货季',
    subtitle: '年前备货，提前锁定好价',
    rules: '活动开始后方可下单，敬请期待。',
    window: [4, 25],
    colors: ['#cf1322', '#ff7875'],
    glyph: 'box',
    groups: [
      ['解热镇痛', '解热镇痛药'],
      ['抗感染', '抗感染药'],
    ],
  },
  {
    kind: 'yyh',
    slug: 'herbal-special',
    title: '道地中药饮片专场',
    subtitle: '解表、清热、补虚饮片',
    rules: '饮片按克重规格销售，以实物批次为准。',
    window: [-5, 25],
    colors: ['#5b8c00', '#bae637'],
    glyph: 'leaf',
    groups: [
      ['解表药', '解表药'],
      ['清热药', '清热药'],
      ['补虚药', '补虚药'],
    ],
  },
  {
    kind: 'yyh',
    slug: 'home-test',
    title: '家用检测与康复专场',
    subtitle: '血压计、血糖仪、康复护理',
    rules: '器械类商品请核对注册证号；专场商品可与优惠券同享。',
    window: [-4, 26],
    colors: ['#531dab', '#b37feb'],
    glyph: 'device',
    groups: [
      ['家用检测', '家用检测'],
      ['康复护理', '康复护理'],
    ],
  },
  {
    kind: 'yyh',
    slug: 'skin-care',
    title: '皮肤五官用药专场',
    subtitle: '皮肤、眼科、耳鼻喉口腔',
    rules: '专场商品按详情价格销售。',
    window: [-2, 28],
    colors: ['#d46b08', '#ffd591'],
    glyph: 'tube',
    groups: [
      ['皮肤用药', '皮肤用药'],
      ['眼科用药', '眼科用药'],
      ['耳鼻喉口腔', '耳鼻喉口腔用药'],
    ],
  },
  {
    kind: 'yyh',
    slug: 'spring-allergy',
    title: '春季过敏预防专场',
    subtitle: '抗过敏与皮肤护理',
    rules: '专场开始后可购，敬请期待。',
    window: [5, 35],
    colors: ['#0958d9', '#91caff'],
    glyph: 'bottle',
    groups: [['皮肤护理', '皮肤护理']],
  },
];

const bannerId = (slug: string) => `zone-template-${slug}.svg`;

export async function seedZoneTemplates(handle: DbHandle, today: Date): Promise<void> {
  const at = (days: number) => new Date(today.getTime() + days * DAY_MS);
  await bulkInsert(
    handle,
    'zone_templates',
    [
      { name: 'id', kind: 'int' },
      { name: 'kind', kind: 'text' },
      { name: 'slug', kind: 'text' },
      { name: 'title', kind: 'text' },
      { name: 'banner_image', kind: 'text' },
      { name: 'rules', kind: 'text' },
      { name: 'starts_at', kind: 'timestamptz' },
      { name: 'ends_at', kind: 'timestamptz' },
      { name: 'sort', kind: 'int' },
    ],
    ZONE_TEMPLATES.map((t, i) => [
      i + 1,
      t.kind,
      t.slug,
      t.title,
      mediaUrl(bannerId(t.slug)),
      t.rules,
      at(t.window[0]),
      at(t.window[1]),
      (i + 1) * 10,
    ]),
  );
  const groups = ZONE_TEMPLATES.flatMap((t, i) =>
    t.groups.map(([title, category]) => ({ template: i + 1, title, category })),
  );
  await bulkInsert(
    handle,
    'zone_template_groups',
    [
      { name: 'id', kind: 'int' },
      { name: 'template_id', kind: 'int' },
      { name: 'title', kind: 'text' },
      { name: 'sort', kind: 'int' },
    ],
    groups.map((g, i) => [i + 1, g.template, g.title, (i + 1) * 10]),
  );
  for (const [i, g] of groups.entries()) {
    await handle.query(
      `INSERT INTO zone_template_goods (group_id, goods_id, sort)
       SELECT $1, id, row_number() OVER (ORDER BY id)::int * 10 FROM (
         SELECT g.id FROM goods g JOIN categories c ON c.id = g.category_id
         WHERE (c.name = $2 OR c.parent_id IN (SELECT id FROM categories WHERE name = $2)) AND g.is_on_sale
           AND EXISTS (SELECT 1 FROM offers o WHERE o.goods_id = g.id AND o.stock > 0)
         ORDER BY g.id LIMIT $3) AS picked`,
      [i + 1, g.category, GOODS_PER_GROUP],
    );
  }
  await insertMedia(handle, [
    ...ZONE_TEMPLATES.map((t) => ({
      id: bannerId(t.slug),
      svg: bannerSvg({
        width: 1200,
        height: 300,
        title: t.title,
        subtitle: t.subtitle,
        cta: t.kind === 'yyh' ? '进入专场' : '立即抢购',
        from: t.colors[0],
        to: t.colors[1],
        glyph: t.glyph,
      }),
    })),
    {
      id: 'activity-welfare.svg',
      svg: bannerSvg({
        width: 1200,
        height: 300,
        title: '94折福利专区',
        subtitle: '不限金额，每件立享9.4折',
        cta: '立即采购',
        from: '#f5222d',
        to: '#ff9c6e',
        glyph: 'box',
      }),
    },
  ]);
  await handle.query(`UPDATE activities SET banner_image = $1 WHERE slug = 'welfare'`, [
    mediaUrl('activity-welfare.svg'),
  ]);
}
