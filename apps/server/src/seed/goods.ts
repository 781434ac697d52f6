/** Goods rows and their package images. */
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';
import type { CatalogueBase } from './catalogue-base.ts';
import { SCOPES, type ScopeCode } from './categories-data.ts';
import type { GoodsTemplate } from './goods-template.ts';
import { goodsImageSvg } from './images.ts';
import { insertMedia, type MediaItem, mediaUrl } from './media.ts';
import type { Product } from './products.ts';
import { daysBefore, type Random, SEED_EPOCH } from './random.ts';
import { glyphForForm } from './svg.ts';

export interface GoodsInfo {
  id: number;
  product: Product;
  middlePack: number;
  createdAt: Date;
}

const MARKS: Partial<Record<ScopeCode, string>> = { rx: 'Rx', otc: 'OTC', special_compound: 'OTC' };
const scopeName = (code: ScopeCode) => SCOPES.find((s) => s.code === code)?.name ?? '';

/** Brand names print as trade names on goods sold under them (999 感冒灵颗粒). */
const TRADE_NAME_SCOPES: ScopeCode[] = ['otc', 'tcm', 'device', 'health_food', 'cosmetic', 'food'];
/** Drugs, which carry a 上市许可持有人; the other scopes have none. */
const DRUG_SCOPES: ScopeCode[] = ['rx', 'otc', 'special_compound', 'tcm'];

function packs(random: Random, t: GoodsTemplate): [middle: number, kase: number] {
  if (t.scope === 'herbal') return [1, random.pick([20, 40])];
  if (t.unit === '台' || t.unit === '套') return [1, random.pick([5, 10, 20])];
  if (t.unit === '盒' || t.unit === '支') return [random.pick([10, 20]), random.pick([200, 300, 400, 600])];
  if (t.unit === '瓶') return [random.pick([10, 20]), random.pick([100, 200, 300])];
  return [random.pick([5, 10]), random.pick([50, 100, 200])];
}

function storageOf(t: GoodsTemplate): string {
  if (t.biological) return '2℃～8℃避光保存和运输。';
  if (t.scope === 'herbal') return '置通风干燥处，防潮，防蛀。';
  if (t.scope === 'disinfectant') return '密封，置阴凉、干燥、通风处，避免阳光直射，远离火源。';
  if (t.form === '电子仪器') return '常温保存，避免潮湿、高温和阳光直射。';
  if (t.scope === 'device') return '置于干燥、通风、无腐蚀性气体的环境中保存。';
  if (/滴眼|溶液|合剂|糖浆|酊/.test(t.form)) return '遮光，密封，在阴凉处（不超过20℃）保存。';
  if (/膏/.test(t.form)) return '密闭，在阴凉处保存。';
  return '密封，在阴凉干燥处保存。';
}

function describe(p: Product, middle: number, kase: number, storage: string): string {
  const t = p.template;
  const lines = [
    `【通用名称】${t.name}`,
    `【规格】${p.spec}`,
    `【剂型】${t.form}`,
    `【生产企业】${p.maker.data.name}`,
  ];
  if (p.approval) lines.push(`【批准文号】${p.approval}`);
  lines.push(`【贮藏】${storage}`, `【包装】中包装${middle}${t.unit}，件装${kase}${t.unit}`);
  if (t.scope === 'rx') lines.push('【温馨提示】处方药须凭执业医师处方，在药师指导下购买和使用。');
  return lines.join('\n');
}

/**
 * Builds `count` goods over the distinct products. A product's image is drawn once, keyed by
 * the id of its first goods; when a large benchmark catalogue cycles through the products again
 * its goods reuse that image, so the media table stays at a few thousand rows whatever the size.
 */
export async function insertGoods(
  handle: DbHandle,
  base: CatalogueBase,
  products: readonly Product[],
  count: number,
  random: Random,
): Promise<GoodsInfo[]> {
  const rows: unknown[][] = [];
  const media: MediaItem[] = [];
  const goods: GoodsInfo[] = [];
  for (let i = 0; i < count; i++) {
    const id = i + 1;
    const p = products[i % products.length] as Product;
    const t = p.template;
    const leaf = base.leaves.get(t.leaf);
    if (!leaf) throw new Error(`unknown category ${t.leaf} in template ${t.name}`);
    const imageId = `goods-${(i % products.length) + 1}.svg`;
    if (i < products.length) {
      media.push({
        id: imageId,
        svg: goodsImageSvg({
          name: t.name,
          spec: p.spec,
          manufacturer: p.maker.data.name,
          mark: MARKS[t.scope] ?? scopeName(t.scope),
          category: t.leaf.split('/')[1] ?? leaf.root.name,
          color: leaf.root.color,
          glyph: glyphForForm(t.form, leaf.root.glyph),
        }),
      });
    }
    const [middle, kase] = packs(random, t);
    const storage = storageOf(t);
    const createdAt = new Date(
      daysBefore(SEED_EPOCH, random.int(0, 720)).getTime() - random.int(0, 86_399) * 1000,
    );
    const brand = p.maker.brandId !== null && TRADE_NAME_SCOPES.includes(t.scope) ? p.maker.data.brand : '';
    rows.push([
      id,
      t.name,
      t.name,
      brand ?? '',
      p.spec,
      t.form,
      p.maker.id,
      p.approval,
      t.unit,
      middle,
      kase,
      storage,
      base.scopeIds.get(t.scope),
      p.maker.brandId,
      leaf.id,
      [mediaUrl(imageId)],
      describe(p, middle, kase, storage),
      Math.floor(8000 * random.next() ** 3),
      createdAt,
      // The holder of a drug's approval is, for these generic drugs, the factory that makes it.
      DRUG_SCOPES.includes(t.scope) ? p.maker.data.name : '',
    ]);
    goods.push({ id, product: p, middlePack: middle, createdAt });
  }
  await bulkInsert(
    handle,
    'goods',
    [
      { name: 'id', kind: 'int' },
      { name: 'name', kind: 'text' },
      { name: 'generic_name', kind: 'text' },
      { name: 'trade_name', kind: 'text' },
      { name: 'spec', kind: 'text' },
      { name: 'dosage_form', kind: 'text' },
      { name: 'manufacturer_id', kind: 'int' },
      { name: 'approval_number', kind: 'text' },
      { name: 'unit', kind: 'text' },
      { name: 'middle_pack', kind: 'int' },
      { name: 'case_pack', kind: 'int' },
      { name: 'storage', kind: 'text' },
      { name: 'scope_id', kind: 'int' },
      { name: 'brand_id', kind: 'int' },
      { name: 'category_id', kind: 'int' },
      { name: 'images', kind: 'jsonb' },
      { name: 'description', kind: 'text' },
      { name: 'sales', kind: 'int' },
      { name: 'created_at', kind: 'timestamptz' },
      { name: 'mah', kind: 'text' },
    ],
    rows,
  );
  await insertMedia(handle, media);
  return goods;
}
