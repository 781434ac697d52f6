/**
 * Catalogue rows the goods, search and report tests create for themselves (names no seed uses),
 * so each test asserts on data it knows. Plain SQL: the test's own inserts, not the app's queries.
 */
import { uniqueName } from '../../../test/fixtures.ts';
import type { DbHandle } from '../../db/client.ts';
import { spellSearchTerms } from './search/spell-terms.ts';

async function one<T>(handle: DbHandle, text: string, params: unknown[]): Promise<T> {
  const rows = await handle.query<T>(text, params);
  if (!rows[0]) throw new Error(`fixture insert returned nothing: ${text}`);
  return rows[0];
}

export async function createManufacturer(handle: DbHandle, name: string): Promise<number> {
  const row = await one<{ id: number }>(
    handle,
    `INSERT INTO manufacturers (name) VALUES ($1)
     ON CONFLICT (name) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [name],
  );
  await spellSearchTerms(handle);
  return row.id;
}

export async function createRefs(handle: DbHandle) {
  const tag = uniqueName('');
  const warehouse = await one<{ id: number }>(
    handle,
    'INSERT INTO warehouses (name) VALUES ($1) RETURNING id',
    [`测试仓${tag}`],
  );
  const warehouse2 = await one<{ id: number }>(
    handle,
    'INSERT INTO warehouses (name) VALUES ($1) RETURNING id',
    [`测试二仓${tag}`],
  );
  const scope = await one<{ id: number }>(
    handle,
    'INSERT INTO business_scopes (code, name) VALUES ($1, $2) RETURNING id',
    [`test-${tag}`, `测试范围${tag}`],
  );
  const brand = await one<{ id: number }>(handle, 'INSERT INTO brands (name) VALUES ($1) RETURNING id', [
    `测试品牌${tag}`,
  ]);
  return { warehouseIds: [warehouse.id, warehouse2.id], scopeId: scope.id, brandId: brand.id };
}

export type CatalogueRefs = Awaited<ReturnType<typeof createRefs>>;

export interface OfferOptions {
  basePrice?: number;
  stock?: number;
  isBuy?: boolean;
  nearExpiry?: boolean;
  nearExpiryPrice?: number | null;
  freeShipping?: boolean;
  youx?: boolean;
  batch?: string;
  expiry?: string;
  ladder?: { quantity: number; price: number }[];
}

export interface CatalogueGoodsOptions {
  name: string;
  /** the name itself when absent */
  genericName?: string;
  categoryId: number;
  manufacturer: string;
  refs: CatalogueRefs;
  dosageForm?: string;
  approvalNumber?: string;
  sales?: number;
  withBrand?: boolean;
  isOnSale?: boolean;
  origin?: string;
  offers?: OfferOptions[];
}

export async function createCatalogueGoods(handle: DbHandle, o: CatalogueGoodsOptions) {
  const manufacturerId = await createManufacturer(handle, o.manufacturer);
  const goods = await one<{ id: number }>(
    handle,
    `INSERT INTO goods (name, generic_name, spec, dosage_form, manufacturer_id, approval_number, unit,
       middle_pack, case_pack, storage, scope_id, brand_id, category_id, images, sales,
       is_on_sale, origin)
     VALUES ($1, $11, '10mg*24片', $2, $3, $4, '盒', 10, 200, '密封，阴凉处保存', $5, $6, $7,
       '["/media/goods-test.svg"]', $8, $9, $10) RETURNING id`,
    [
      o.name,
      o.dosageForm ?? '片剂',
      manufacturerId,
      o.approvalNumber ?? '',
      o.refs.scopeId,
      o.withBrand ? o.refs.brandId : null,
      o.categoryId,
      o.sales ?? 0,
      o.isOnSale ?? true,
      o.origin ?? '',
      o.genericName ?? o.name,
    ],
  );
  await spellSearchTerms(handle);
  const offerIds: number[] = [];
  for (const [index, offer] of (o.offers ?? [{}]).entries()) {
    const row = await one<{ id: number }>(
      handle,
      `INSERT INTO offers (goods_id, warehouse_id, stock, base_price, ladder_price_type, min_quantity, step,
         is_buy, is_free_shipping, is_youx, is_near_expiry, near_expiry_price, batch_number,
         production_date, expiry_date, tags)
       VALUES ($1, $2, $3, $4, $5, 10, 10, $6, $7, $8, $9, $10, $11, '2026-01-05', $12, '{新}') RETURNING id`,
      [
        goods.id,
        o.refs.warehouseIds[index % 2],
        offer.stock ?? 100,
        offer.basePrice ?? 1000,
        offer.ladder?.length ? 1 : 0,
        offer.isBuy ?? true,
        offer.freeShipping ?? false,
        offer.youx ?? false,
        offer.nearExpiry ?? false,
        offer.nearExpiryPrice ?? null,
        offer.batch ?? 'B260105',
        offer.expiry ?? '2028-01-04',
      ],
    );
    for (const tier of offer.ladder ?? []) {
      await handle.query('INSERT INTO ladder_prices (offer_id, quantity, price) VALUES ($1, $2, $3)', [
        row.id,
        tier.quantity,
        tier.price,
      ]);
    }
    offerIds.push(row.id);
  }
  return { goodsId: goods.id, offerIds, manufacturerId };
}

/** Puts goods under a control rule in a (new) zone; empty lists mean "any". */
export async function controlGoods(
  handle: DbHandle,
  goodsIds: number[],
  rule: { slug: string; provinces: string[]; customerTypes: string[] },
): Promise<void> {
  const zone = await one<{ id: number }>(
    handle,
    `INSERT INTO control_zones (slug, name) VALUES ($1, $2)
     ON CONFLICT (slug) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
    [rule.slug, `控销${rule.slug}`],
  );
  for (const goodsId of goodsIds) {
    await handle.query(
      `INSERT INTO control_rules (goods_id, zone_id, allowed_provinces, allowed_customer_types)
       VALUES ($1, $2, $3, $4)`,
      [goodsId, zone.id, rule.provinces, rule.customerTypes],
    );
  }
}
