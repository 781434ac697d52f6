/**
 * Rows that tests create for themselves, so each asserts on data it knows rather than on the
 * details of the demo seed. Plain SQL: these are the test's own inserts, not the app's queries.
 */
import { randomInt } from 'node:crypto';
import type { DbHandle } from '../src/db/client.ts';
import { hashPassword } from '../src/modules/user/password.ts';

let sequence = 0;
const phoneBase = randomInt(0, 50_000_000);
const next = () => ++sequence;
export const uniqueName = (prefix: string) => `${prefix}${Date.now().toString(36)}${next()}`;

const hashes = new Map<string, Promise<string>>();
const hashOnce = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    hashes.set(password, hash);
  }
  return hash;
};

async function one<T>(handle: DbHandle, text: string, params: unknown[]): Promise<T> {
  const rows = await handle.query<T>(text, params);
  if (!rows[0]) throw new Error(`fixture insert returned nothing: ${text}`);
  return rows[0];
}

export interface MemberFixture {
  memberId: number;
  companyId: number;
  username: string;
  phone: string;
  password: string;
}

export interface MemberOptions {
  username?: string;
  password?: string;
  status?: 0 | 1;
  reviewStatus?: 0 | 1 | 2;
  name?: string;
  companyName?: string;
  accountManagerId?: number | null;
  salespersonCode?: string | null;
}

export async function createMember(handle: DbHandle, options: MemberOptions = {}): Promise<MemberFixture> {
  const username = options.username ?? uniqueName('member');
  const phone = `139${String(phoneBase + next()).padStart(8, '0')}`;
  const password = options.password ?? 'secret-pass-1';
  const member = await one<{ id: number }>(
    handle,
    `INSERT INTO members (username, phone, password_hash, name, status)
     VALUES ($1, $2, $3, $4, $5) RETURNING id`,
    [username, phone, await hashOnce(password), options.name ?? '张三', options.status ?? 1],
  );
  const company = await one<{ id: number }>(
    handle,
    `INSERT INTO companies (member_id, name, province, city, district, address, review_status,
       account_manager_id, salesperson_code)
     VALUES ($1, $2, '浙江省', '杭州市', '西湖区', '文三路1号', $3, $4, $5) RETURNING id`,
    [
      member.id,
      options.companyName ?? `${username}大药房`,
      options.reviewStatus ?? 1,
      options.accountManagerId ?? null,
      options.salespersonCode ?? null,
    ],
  );
  return { memberId: member.id, companyId: company.id, username, phone, password };
}

export async function createAccountManager(
  handle: DbHandle,
  values: { name: string; phone: string; isDefault?: boolean },
): Promise<number> {
  const row = await one<{ id: number }>(
    handle,
    'INSERT INTO account_managers (name, phone, is_default) VALUES ($1, $2, $3) RETURNING id',
    [values.name, values.phone, values.isDefault ?? false],
  );
  return row.id;
}

export async function upsertSetting(handle: DbHandle, key: string, value: unknown): Promise<void> {
  await handle.query(
    'INSERT INTO settings (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value',
    [key, JSON.stringify(value)],
  );
}

export async function createCategory(
  handle: DbHandle,
  values: { name: string; parentId?: number | null; level: number; sort?: number },
): Promise<number> {
  const row = await one<{ id: number }>(
    handle,
    'INSERT INTO categories (parent_id, level, name, sort) VALUES ($1, $2, $3, $4) RETURNING id',
    [values.parentId ?? null, values.level, values.name, values.sort ?? 0],
  );
  return row.id;
}

/** A root with one child and one grandchild. */
export async function createCategoryTree(handle: DbHandle, rootName = uniqueName('类目')) {
  const rootId = await createCategory(handle, { name: rootName, level: 1, sort: 1000 });
  const childId = await createCategory(handle, { name: `${rootName}-二级`, parentId: rootId, level: 2 });
  const grandchildId = await createCategory(handle, {
    name: `${rootName}-三级`,
    parentId: childId,
    level: 3,
  });
  return { rootId, childId, grandchildId };
}

interface CatalogueRefs {
  manufacturerId: number;
  warehouseId: number;
  scopeId: number;
}

async function catalogueRefs(handle: DbHandle): Promise<CatalogueRefs> {
  const tag = uniqueName('');
  const manufacturer = await one<{ id: number }>(
    handle,
    'INSERT INTO manufacturers (name) VALUES ($1) RETURNING id',
    [`测试制药有限公司${tag}`],
  );
  const warehouse = await one<{ id: number }>(
    handle,
    'INSERT INTO warehouses (name) VALUES ($1) RETURNING id',
    [`测试仓${tag}`],
  );
  const scope = await one<{ id: number }>(
    handle,
    'INSERT INTO business_scopes (code, name) VALUES ($1, $2) RETURNING id',
    [`test-${tag}`, `测试范围${tag}`],
  );
  return { manufacturerId: manufacturer.id, warehouseId: warehouse.id, scopeId: scope.id };
}

export interface GoodsOptions {
  categoryId: number;
  name?: string;
  basePrice?: number;
  sales?: number;
  isYoux?: boolean;
  isOnSale?: boolean;
  ladder?: { quantity: number; price: number }[];
}

export async function createGoods(handle: DbHandle, options: GoodsOptions) {
  const refs = await catalogueRefs(handle);
  const goods = await one<{ id: number }>(
    handle,
    `INSERT INTO goods (name, generic_name, spec, manufacturer_id, unit, scope_id, category_id, images,
       sales, is_on_sale)
     VALUES ($1, $1, '0.25g*24粒', $2, '盒', $3, $4, $5, $6, $7) RETURNING id`,
    [
      options.name ?? uniqueName('阿莫西林胶囊'),
      refs.manufacturerId,
      refs.scopeId,
      options.categoryId,
      JSON.stringify(['/media/goods-test.svg']),
      options.sales ?? 0,
      options.isOnSale ?? true,
    ],
  );
  const offer = await one<{ id: number }>(
    handle,
    `INSERT INTO offers (goods_id, warehouse_id, stock, base_price, ladder_price_type, min_quantity, is_youx, tags)
     VALUES ($1, $2, 500, $3, $4, 2, $5, '{新}') RETURNING id`,
    [
      goods.id,
      refs.warehouseId,
      options.basePrice ?? 1250,
      options.ladder?.length ? 1 : 0,
      options.isYoux ?? false,
    ],
  );
  for (const tier of options.ladder ?? []) {
    await handle.query('INSERT INTO ladder_prices (offer_id, quantity, price) VALUES ($1, $2, $3)', [
      offer.id,
      tier.quantity,
      tier.price,
    ]);
  }
  return { goodsId: goods.id, offerId: offer.id, warehouseId: refs.warehouseId };
}

/** `count` cart lines for a store, each on its own new offer. */
export async function fillCart(handle: DbHandle, companyId: number, count: number): Promise<void> {
  const { rootId } = await createCategoryTree(handle);
  const { goodsId, warehouseId } = await createGoods(handle, { categoryId: rootId });
  await handle.query(
    `INSERT INTO offers (goods_id, warehouse_id, price_scheme, stock, base_price)
     SELECT $1, $2, 'cart-fixture-' || n, 10, 100 FROM generate_series(1, $3) AS n`,
    [goodsId, warehouseId, count],
  );
  await handle.query(
    `INSERT INTO cart_lines (company_id, offer_id, quantity, line_key)
     SELECT $1, id, 1, 'o' || id FROM offers WHERE price_scheme LIKE 'cart-fixture-%' AND goods_id = $2`,
    [companyId, goodsId],
  );
}
