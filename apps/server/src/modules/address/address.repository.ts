/** The only SQL of delivery addresses. Every query is scoped to one store. */
import { and, asc, count, desc, eq, ne } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { addresses, companies } from '../../db/schema.ts';

export type AddressRow = typeof addresses.$inferSelect;

/** What a member writes of an address; the store and the default flag travel beside it. */
export type AddressValues = Pick<
  AddressRow,
  | 'consignee'
  | 'phone'
  | 'provinceCode'
  | 'province'
  | 'cityCode'
  | 'city'
  | 'districtCode'
  | 'district'
  | 'detail'
>;

/** The default first, then the newest. */
export async function listAddresses(ex: Executor, companyId: number): Promise<AddressRow[]> {
  return ex
    .select()
    .from(addresses)
    .where(eq(addresses.companyId, companyId))
    .orderBy(desc(addresses.isDefault), desc(addresses.id));
}

export async function findAddress(
  ex: Executor,
  companyId: number,
  id: number,
): Promise<AddressRow | undefined> {
  const rows = await ex
    .select()
    .from(addresses)
    .where(and(eq(addresses.companyId, companyId), eq(addresses.id, id)))
    .limit(1);
  return rows[0];
}

export async function countAddresses(ex: Executor, companyId: number): Promise<number> {
  const rows = await ex.select({ n: count() }).from(addresses).where(eq(addresses.companyId, companyId));
  return rows[0]?.n ?? 0;
}

export async function insertAddress(
  ex: Executor,
  companyId: number,
  values: AddressValues,
  isDefault: boolean,
): Promise<AddressRow> {
  const rows = await ex
    .insert(addresses)
    .values({ companyId, ...values, isDefault })
    .returning();
  const row = rows[0];
  if (!row) throw new Error('address insert returned nothing');
  return row;
}

export async function updateAddress(
  ex: Executor,
  companyId: number,
  id: number,
  values: AddressValues,
): Promise<void> {
  await ex
    .update(addresses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(addresses.companyId, companyId), eq(addresses.id, id)));
}

export async function deleteAddress(ex: Executor, companyId: number, id: number): Promise<void> {
  await ex.delete(addresses).where(and(eq(addresses.companyId, companyId), eq(addresses.id, id)));
}

/** Clears the store's default first: the partial unique index allows one at a time. */
export async function makeDefault(ex: Executor, companyId: number, id: number): Promise<void> {
  await ex
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.companyId, companyId), eq(addresses.isDefault, true), ne(addresses.id, id)));
  await ex
    .update(addresses)
    .set({ isDefault: true })
    .where(and(eq(addresses.companyId, companyId), eq(addresses.id, id)));
}

/** The oldest address left, to become the default when the default is deleted. */
export async function findOldestAddressId(ex: Executor, companyId: number): Promise<number | undefined> {
  const rows = await ex
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.companyId, companyId))
    .orderBy(asc(addresses.id))
    .limit(1);
  return rows[0]?.id;
}

/** Serialises address changes of one store (the 20-address cap and the single default). */
export async function lockStoreAddresses(ex: Executor, companyId: number): Promise<void> {
  await ex.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}
