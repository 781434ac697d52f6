/**
 * The catalogue's reference tables: business scopes, categories, manufacturers, brands and
 * warehouses, with explicit ids so the rest of the seed can refer to them without reading back.
 */
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';
import { CATEGORY_TREE, leafKey, type RootCategory, SCOPES, type ScopeCode } from './categories-data.ts';
import { brandLogoSvg, categoryIconSvg } from './images.ts';
import {
  BRAND_DESCRIPTIONS,
  MANUFACTURERS,
  type MakerPool,
  type ManufacturerData,
} from './manufacturers-data.ts';
import { insertMedia, type MediaItem, mediaUrl } from './media.ts';

export interface Maker {
  id: number;
  data: ManufacturerData;
  brandId: number | null;
}

export interface Leaf {
  id: number;
  root: RootCategory;
}

export interface CatalogueBase {
  scopeIds: Map<ScopeCode, number>;
  leaves: Map<string, Leaf>;
  makers: Map<string, Maker>;
  pools: Map<MakerPool, Maker[]>;
  warehouseIds: number[];
}

export const WAREHOUSES = ['杭州仓', '武汉仓', '广州仓'];

const BRAND_COLORS = ['#c9462c', '#1677ff', '#3f8f29', '#6b3fc4', '#e9780c', '#0e9aa7', '#d4317d', '#9c4a1a'];

async function insertCategories(handle: DbHandle): Promise<Map<string, Leaf>> {
  const rows: unknown[][] = [];
  const media: MediaItem[] = [];
  const leaves = new Map<string, Leaf>();
  let nextId = CATEGORY_TREE.length + 1;
  CATEGORY_TREE.forEach((root, r) => {
    const rootId = r + 1;
    const logo = `category-${rootId}.svg`;
    const logo1 = `category-${rootId}-light.svg`;
    media.push({ id: logo, svg: categoryIconSvg(root.glyph, root.color) });
    media.push({ id: logo1, svg: categoryIconSvg(root.glyph, '#ffffff') });
    rows.push([rootId, null, 1, root.name, mediaUrl(logo), mediaUrl(logo1), (r + 1) * 10]);
    root.children.forEach((child, c) => {
      const childId = nextId++;
      rows.push([childId, rootId, 2, child.name, '', '', (c + 1) * 10]);
      child.leaves.forEach((leaf, l) => {
        const leafId = nextId++;
        rows.push([leafId, childId, 3, leaf, '', '', (l + 1) * 10]);
        leaves.set(leafKey(child.name, leaf), { id: leafId, root });
      });
    });
  });
  await bulkInsert(
    handle,
    'categories',
    [
      { name: 'id', kind: 'int' },
      { name: 'parent_id', kind: 'int' },
      { name: 'level', kind: 'int' },
      { name: 'name', kind: 'text' },
      { name: 'logo', kind: 'text' },
      { name: 'logo1', kind: 'text' },
      { name: 'sort', kind: 'int' },
    ],
    rows,
  );
  await insertMedia(handle, media);
  return leaves;
}

/** Brand ids in order of first appearance among the manufacturers. */
export function brandIdsByName(): Map<string, number> {
  const ids = new Map<string, number>();
  for (const maker of MANUFACTURERS) {
    if (maker.brand && !ids.has(maker.brand)) ids.set(maker.brand, ids.size + 1);
  }
  return ids;
}

async function insertMakersAndBrands(handle: DbHandle): Promise<Map<string, Maker>> {
  const brandIds = brandIdsByName();
  const brandRows = [...brandIds].map(([name, id]) => [
    id,
    name,
    mediaUrl(`brand-${id}.svg`),
    BRAND_DESCRIPTIONS[name] ?? '',
    id * 10,
  ]);
  await bulkInsert(
    handle,
    'brands',
    [
      { name: 'id', kind: 'int' },
      { name: 'name', kind: 'text' },
      { name: 'logo', kind: 'text' },
      { name: 'description', kind: 'text' },
      { name: 'sort', kind: 'int' },
    ],
    brandRows,
  );
  await insertMedia(
    handle,
    [...brandIds].map(([name, id]) => ({
      id: `brand-${id}.svg`,
      svg: brandLogoSvg(name, BRAND_COLORS[id % BRAND_COLORS.length] as string),
    })),
  );

  const makers = new Map<string, Maker>();
  const rows = MANUFACTURERS.map((data, i) => {
    const maker = { id: i + 1, data, brandId: data.brand ? (brandIds.get(data.brand) ?? null) : null };
    makers.set(data.key, maker);
    return [maker.id, data.name];
  });
  await bulkInsert(
    handle,
    'manufacturers',
    [
      { name: 'id', kind: 'int' },
      { name: 'name', kind: 'text' },
    ],
    rows,
  );
  return makers;
}

export async function insertCatalogueBase(handle: DbHandle): Promise<CatalogueBase> {
  const scopeIds = new Map<ScopeCode, number>();
  SCOPES.forEach((s, i) => {
    scopeIds.set(s.code, i + 1);
  });
  await bulkInsert(
    handle,
    'business_scopes',
    [
      { name: 'id', kind: 'int' },
      { name: 'code', kind: 'text' },
      { name: 'name', kind: 'text' },
    ],
    SCOPES.map((s, i) => [i + 1, s.code, s.name]),
  );
  const leaves = await insertCategories(handle);
  const makers = await insertMakersAndBrands(handle);
  const pools = new Map<MakerPool, Maker[]>();
  for (const maker of makers.values()) {
    for (const pool of maker.data.pools) pools.set(pool, [...(pools.get(pool) ?? []), maker]);
  }
  await bulkInsert(
    handle,
    'warehouses',
    [
      { name: 'id', kind: 'int' },
      { name: 'name', kind: 'text' },
    ],
    WAREHOUSES.map((name, i) => [i + 1, name]),
  );
  return { scopeIds, leaves, makers, pools, warehouseIds: WAREHOUSES.map((_, i) => i + 1) };
}
