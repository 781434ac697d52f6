/**
 * The only SQL of a login's stores: which companies a member acts for, switching the acting one
 * on the member (next login) and on the current session's row (this browser, at once), and the
 * store as buying reads it (cart, checkout, order).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, members, sessions } from '../../db/schema.ts';

export type MemberStoreRow = Pick<
  typeof companies.$inferSelect,
  'id' | 'name' | 'customerType' | 'reviewStatus'
>;

const storeColumns = {
  id: companies.id,
  name: companies.name,
  customerType: companies.customerType,
  reviewStatus: companies.reviewStatus,
};

export async function listMemberStores(ex: Executor, memberId: number): Promise<MemberStoreRow[]> {
  return ex
    .select(storeColumns)
    .from(companies)
    .where(eq(companies.memberId, memberId))
    .orderBy(asc(companies.id));
}

export async function findMemberStore(
  ex: Executor,
  memberId: number,
  companyId: number,
): Promise<MemberStoreRow | undefined> {
  const rows = await ex
    .select(storeColumns)
    .from(companies)
    .where(and(eq(companies.memberId, memberId), eq(companies.id, companyId)))
    .limit(1);
  return rows[0];
}

export async function setCurrentCompany(ex: Executor, memberId: number, companyId: number): Promise<void> {
  await ex
    .update(members)
    .set({ currentCompanyId: companyId, updatedAt: new Date() })
    .where(eq(members.id, memberId));
}

/** The session row by its token's hash, only if it is this member's. */
export async function setSessionCompany(
  ex: Executor,
  idHash: string,
  memberId: number,
  companyId: number,
): Promise<void> {
  await ex
    .update(sessions)
    .set({ companyId })
    .where(and(eq(sessions.idHash, idHash), eq(sessions.memberId, memberId)));
}

/** A store as buying reads it: what decides the goods it may see and the prices it gets. */
export interface StoreRow {
  id: number;
  name: string;
  province: string;
  customer_type: string;
  review_status: number;
}

const buyerColumns = {
  id: companies.id,
  name: companies.name,
  province: companies.province,
  customer_type: companies.customerType,
  review_status: companies.reviewStatus,
};

export async function findStore(ex: Executor, companyId: number): Promise<StoreRow | undefined> {
  const rows = await ex.select(buyerColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  return rows[0];
}

/**
 * Locks the store's row for the rest of the transaction: every cart write of one store takes it
 * first, so concurrent adds and edits of that store run one after another.
 */
export async function lockStores(ex: Executor, companyIds: readonly number[]): Promise<StoreRow[]> {
  return ex
    .select(buyerColumns)
    .from(companies)
    .where(inArray(companies.id, [...companyIds]))
    .orderBy(asc(companies.id))
    .for('update');
}
