/** The only SQL of the purchase gates: the store's standing and the scope of each goods. */
import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { businessScopes, companies, goods } from '../../db/schema.ts';
import type { GoodsScope } from './purchase-decision.ts';

export async function findCompanyStanding(ex: Executor, companyId: number) {
  const rows = await ex
    .select({ reviewStatus: companies.reviewStatus, customerType: companies.customerType })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows[0];
}

export async function findGoodsScopes(ex: Executor, goodsIds: readonly number[]): Promise<GoodsScope[]> {
  if (goodsIds.length === 0) return [];
  return ex
    .select({ goodsId: goods.id, scopeId: goods.scopeId, scopeName: businessScopes.name })
    .from(goods)
    .innerJoin(businessScopes, eq(businessScopes.id, goods.scopeId))
    .where(inArray(goods.id, [...goodsIds]));
}
