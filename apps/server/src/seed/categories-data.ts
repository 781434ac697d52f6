/**
 * Business scopes and the three-level category tree, as a pharmacy wholesaler sorts its
 * catalogue. Goods attach to the third level; a root's colour bands its goods' images.
 */

/** Scope codes used by the goods templates; names are what licences grant. */
export const SCOPES = [
  { code: 'rx', name: '处方药' },
  { code: 'otc', name: '非处方药' },
  { code: 'tcm', name: '中成药' },
  { code: 'herbal', name: '中药饮片' },
  { code: 'device', name: '医疗器械' },
  { code: 'health_food', name: '保健食品' },
  { code: 'special_compound', name: '含特殊药品复方制剂' },
  { code: 'disinfectant', name: '消毒产品' },
  { code: 'cosmetic', name: '化妆品' },
  { code: 'food', name: '食品' },
] as const;

export type ScopeCode = (typeof SCOPES)[number]['code'];

/** Drawn on category icons and as the product glyph on a goods image. */
export type Glyph = 'pill' | 'capsule' | 'bottle' | 'tube' | 'leaf' | 'device' | 'sachet' | 'box';

export interface RootCategory {
  name: string;
  color: string;
  glyph: Glyph;
  children: { name: string; leaves: string[] }[];
}

export const CATEGORY_TREE: RootCategory[] = [
  {
    name: '西药',
    color: '#1677ff',
    glyph: 'pill',
    children: [
      { name: '抗感染药', leaves: ['青霉素类', '头孢菌素类', '大环内酯类', '喹诺酮类', '抗真菌药'] },
      { name: '心脑血管用药', leaves: ['降压药', '降脂药', '抗心绞痛药', '抗血栓药'] },
      { name: '呼吸系统用药', leaves: ['止咳化痰药', '平喘药', '抗过敏药'] },
      { name: '消化系统用药', leaves: ['抑酸护胃药', '胃肠动力药', '止泻药', '通便药'] },
      { name: '解热镇痛药', leaves: ['感冒用药', '非甾体抗炎药', '抗痛风药'] },
      { name: '内分泌与维生素', leaves: ['降糖药', '甲状腺用药', '维生素类', '矿物质类'] },
    ],
  },
  {
    name: '中成药',
    color: '#c9462c',
    glyph: 'bottle',
    children: [
      { name: '感冒清热类', leaves: ['风寒感冒', '风热感冒', '清热解毒'] },
      { name: '止咳平喘类', leaves: ['止咳化痰', '润肺止咳'] },
      { name: '脾胃消化类', leaves: ['健胃消食', '理气和胃'] },
      { name: '心脑血管类', leaves: ['活血化瘀', '益气养阴'] },
      { name: '补益类', leaves: ['补气养血', '滋阴补肾'] },
      { name: '妇科用药', leaves: ['调经养血', '妇科炎症'] },
    ],
  },
  {
    name: '中药饮片',
    color: '#3f8f29',
    glyph: 'leaf',
    children: [
      { name: '解表药', leaves: ['辛温解表', '辛凉解表'] },
      { name: '清热药', leaves: ['清热泻火', '清热解毒', '清热燥湿'] },
      { name: '补虚药', leaves: ['补气药', '补血药', '补阴药'] },
      { name: '活血化瘀药', leaves: ['活血止痛', '活血调经'] },
      { name: '药食同源', leaves: ['花茶类', '果实种子类'] },
    ],
  },
  {
    name: '皮肤五官用药',
    color: '#0e9aa7',
    glyph: 'tube',
    children: [
      { name: '皮肤用药', leaves: ['抗菌软膏', '抗真菌外用药', '皮炎湿疹用药'] },
      { name: '眼科用药', leaves: ['抗菌滴眼液', '人工泪液'] },
      { name: '耳鼻喉口腔用药', leaves: ['鼻炎用药', '咽喉用药', '口腔溃疡用药'] },
    ],
  },
  {
    name: '医疗器械',
    color: '#6b3fc4',
    glyph: 'device',
    children: [
      { name: '防护用品', leaves: ['医用口罩', '医用手套'] },
      { name: '家用检测', leaves: ['血压计', '血糖仪', '体温计'] },
      { name: '医用敷料', leaves: ['医用纱布', '创可贴', '医用胶带'] },
      { name: '注射输液', leaves: ['一次性注射器', '输液器'] },
      { name: '康复护理', leaves: ['护具', '制氧雾化'] },
    ],
  },
  {
    name: '保健食品',
    color: '#e9780c',
    glyph: 'bottle',
    children: [
      { name: '维生素矿物质', leaves: ['多种维生素', '钙镁锌'] },
      { name: '增强免疫', leaves: ['蛋白粉', '灵芝孢子粉'] },
      { name: '营养补充', leaves: ['鱼油', '氨糖软骨素'] },
    ],
  },
  {
    name: '参茸滋补',
    color: '#9c4a1a',
    glyph: 'box',
    children: [
      { name: '阿胶类', leaves: ['阿胶块', '阿胶制品'] },
      { name: '参类', leaves: ['人参', '西洋参'] },
      { name: '名贵滋补', leaves: ['鹿茸', '石斛', '灵芝'] },
    ],
  },
  {
    name: '计生用品',
    color: '#d4317d',
    glyph: 'box',
    children: [
      { name: '避孕套', leaves: ['超薄型', '经典型'] },
      { name: '检测试纸', leaves: ['早孕试纸', '排卵试纸'] },
      { name: '避孕药', leaves: ['紧急避孕药', '短效避孕药'] },
    ],
  },
  {
    name: '消毒用品',
    color: '#0b8a6f',
    glyph: 'bottle',
    children: [
      { name: '皮肤消毒', leaves: ['碘伏', '医用酒精'] },
      { name: '环境消毒', leaves: ['含氯消毒剂', '过氧化氢消毒液'] },
      { name: '手部消毒', leaves: ['免洗洗手液', '抑菌洗手液'] },
    ],
  },
  {
    name: '个人护理',
    color: '#2f54eb',
    glyph: 'tube',
    children: [
      { name: '口腔护理', leaves: ['牙膏', '漱口水'] },
      { name: '皮肤护理', leaves: ['护手霜', '润肤乳'] },
      { name: '个人清洁', leaves: ['湿巾', '医用棉签'] },
    ],
  },
];

/** Identifies a third-level category in the goods templates: `child/leaf`. */
export function leafKey(child: string, leaf: string): string {
  return `${child}/${leaf}`;
}
