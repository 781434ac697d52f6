/** The whole catalogue: reference tables, goods with images, offers with ladder tiers. */

import type { DbHandle } from '../db/client.ts';
import { spellSearchTerms } from '../modules/goods/search/spell-terms.ts';
import { insertCatalogueBase } from './catalogue-base.ts';
import { insertGoods } from './goods.ts';
import type { OfferInfo } from './offers.ts';
import { insertOffers } from './offers.ts';
import { enumerateProducts } from './products.ts';
import type { Random } from './random.ts';

/** About one goods in eight is stocked in a second warehouse. */
const SECOND_WAREHOUSE_SHARE = 0.13;

export function goodsCountFor(size: number): number {
  return size - Math.floor(size * SECOND_WAREHOUSE_SHARE);
}

export async function seedCatalogue(
  handle: DbHandle,
  size: number,
  today: Date,
  random: Random,
): Promise<OfferInfo[]> {
  const base = await insertCatalogueBase(handle);
  const products = enumerateProducts(base, random);
  const goods = await insertGoods(handle, base, products, goodsCountFor(size), random);
  await spellSearchTerms(handle);
  return insertOffers(handle, goods, size, base.warehouseIds, today, random);
}
