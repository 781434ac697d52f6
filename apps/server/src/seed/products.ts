/**
 * Distinct products: a template (generic name) × one of its specs × one maker, each with its
 * approval number. The order interleaves templates so that even a small catalogue covers
 * every third-level category before repeating a generic name.
 */
import type { CatalogueBase, Maker } from './catalogue-base.ts';
import type { ScopeCode } from './categories-data.ts';
import { OTHER_TEMPLATES } from './goods-other.ts';
import { TCM_TEMPLATES } from './goods-tcm.ts';
import type { GoodsTemplate } from './goods-template.ts';
import { WESTERN_TEMPLATES } from './goods-western.ts';
import type { MakerPool } from './manufacturers-data.ts';
import { PROVINCE_ABBR } from './manufacturers-data.ts';
import type { Random } from './random.ts';

export const GOODS_TEMPLATES: GoodsTemplate[] = [...WESTERN_TEMPLATES, ...TCM_TEMPLATES, ...OTHER_TEMPLATES];

export interface Product {
  template: GoodsTemplate;
  spec: string;
  specIndex: number;
  maker: Maker;
  approval: string;
}

const SCOPE_POOL: Record<ScopeCode, MakerPool> = {
  rx: 'chem',
  otc: 'chem',
  special_compound: 'chem',
  tcm: 'tcm',
  herbal: 'herbal',
  device: 'device',
  health_food: 'health',
  disinfectant: 'disinfect',
  cosmetic: 'care',
  food: 'tcm',
};

/** Generic drugs are made by many factories: a template draws up to this many from its pool, enough
 * distinct products that the default catalogue (3,000 offers) never repeats one. */
const MAKERS_PER_TEMPLATE = 20;

function digits(random: Random, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) out += String(random.int(0, 9));
  return out;
}

/** Approval or registration number in the real format for the goods' kind. */
function approvalNumber(random: Random, template: GoodsTemplate, maker: Maker): string {
  const province = String(maker.data.province);
  const abbr = PROVINCE_ABBR[maker.data.province] ?? '国';
  const year = (from: number, to: number) => String(random.int(from, to));
  switch (template.scope) {
    case 'rx':
    case 'otc':
    case 'special_compound':
    case 'tcm': {
      const letter = template.scope === 'tcm' ? 'Z' : template.biological ? 'S' : 'H';
      const region = random.chance(0.5) ? '20' : province;
      return `国药准字${letter}${region}${digits(random, 6)}`;
    }
    case 'herbal':
      return '';
    case 'device':
      return `${abbr}械注准${year(2015, 2024)}2${random.int(10, 22)}${digits(random, 4)}`;
    case 'health_food':
      return `国食健注G${year(2008, 2023)}${digits(random, 4)}`;
    case 'disinfectant':
      return `${abbr}卫消证字(${year(2012, 2022)})第${digits(random, 4)}号`;
    case 'cosmetic':
      return `${abbr}G妆网备字${year(2019, 2024)}${digits(random, 6)}`;
    case 'food':
      return `SC106${province}${digits(random, 9)}`;
  }
}

function makersFor(base: CatalogueBase, random: Random, template: GoodsTemplate): Maker[] {
  if (template.makers.length > 0) {
    return template.makers.map((key) => {
      const maker = base.makers.get(key);
      if (!maker) throw new Error(`unknown manufacturer key ${key} in template ${template.name}`);
      return maker;
    });
  }
  const pool = base.pools.get(SCOPE_POOL[template.scope]) ?? [];
  if (pool.length === 0) throw new Error(`no manufacturer pool for ${template.name}`);
  return random.shuffle(pool).slice(0, MAKERS_PER_TEMPLATE);
}

export function enumerateProducts(base: CatalogueBase, random: Random): Product[] {
  // Rank of each template within its category: first templates of every leaf come first.
  const rankInLeaf = new Map<string, number>();
  const ranked = GOODS_TEMPLATES.map((template, index) => {
    const rank = rankInLeaf.get(template.leaf) ?? 0;
    rankInLeaf.set(template.leaf, rank + 1);
    return { template, rank, index };
  }).sort((a, b) => a.rank - b.rank || a.index - b.index);

  const perTemplate = ranked.map(({ template }) => {
    const makers = makersFor(base, random, template);
    const combos: Product[] = [];
    template.specs.forEach((spec, specIndex) => {
      for (const maker of makers) {
        combos.push({ template, spec, specIndex, maker, approval: approvalNumber(random, template, maker) });
      }
    });
    return random.shuffle(combos);
  });

  const products: Product[] = [];
  const longest = Math.max(...perTemplate.map((c) => c.length));
  for (let round = 0; round < longest; round++) {
    for (const combos of perTemplate) {
      const product = combos[round];
      if (product) products.push(product);
    }
  }
  return products;
}
