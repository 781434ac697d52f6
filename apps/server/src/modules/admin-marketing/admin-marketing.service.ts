/**
 * The console's marketing section: the option lists its forms pick from (customer types, provinces,
 * categories, goods, offers and stores) and what its services share. Each kind of promotion has its
 * own service beside this one, where each change is one transaction with its audit row; after a
 * commit the process's catalogue caches (goods lists, detail, home) are dropped, so the store shows
 * a new tag, price or zone at once. The input schemas already hold the pricing engine's rules; the
 * services hold the ones that need the database (references, what issued coupons or joined orders
 * fix in place).
 */
import type { Paged } from '@mall/shared/admin';
import type { MarketingOption, MarketingOptions } from '@mall/shared/admin-marketing';
import type { MarketingListQuery } from '@mall/shared/admin-marketing-schemas';
import { CHINA_REGIONS } from '@mall/shared/regions';
import { CUSTOMER_TYPES } from '@mall/shared/registration';
import { AppError } from '../../http/app-error.ts';
import type { DbContext } from '../../http/context.ts';
import {
  categoryOptions,
  companyOptions,
  goodsOptions,
  offerOptions,
  scopeOptions,
} from './admin-marketing.repository.ts';

export type { Actor } from './marketing-write.ts';

/** A list page of the console, as the query asked for it. */
export const paged = <T>(list: T[], total: number, query: MarketingListQuery): Paged<T> => ({
  list,
  total,
  page: query.page,
  page_size: query.page_size,
});

const PROVINCES = CHINA_REGIONS.map((r) => r.name);

export async function marketingOptions(ctx: DbContext): Promise<MarketingOptions> {
  const [categories, scopes] = await Promise.all([categoryOptions(ctx.db), scopeOptions(ctx.db)]);
  return { customer_types: CUSTOMER_TYPES, provinces: PROVINCES, categories, scopes };
}

export const searchGoods = (ctx: DbContext, keyword: string): Promise<MarketingOption[]> =>
  goodsOptions(ctx.db, keyword);
export const searchOffers = (ctx: DbContext, keyword: string): Promise<MarketingOption[]> =>
  offerOptions(ctx.db, keyword);
export const searchCompanies = (ctx: DbContext, keyword: string): Promise<MarketingOption[]> =>
  companyOptions(ctx.db, keyword);

/** Records in `errors` the provinces of a reach that are not China's. */
export function checkProvinces(provinces: string[], errors: Record<string, string[]>): void {
  const unknown = provinces.filter((p) => !PROVINCES.includes(p));
  if (unknown.length > 0) errors.provinces = [`省份有误：${unknown.join('、')}`];
}

/** Refuses the input with every error found, if any. */
export function throwIf(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);
}
