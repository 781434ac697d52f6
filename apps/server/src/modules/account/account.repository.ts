/**
 * The only SQL of the account centre: the acting store's profile and contact, its
 * registered-address change requests, and the counts of the member centre. The operator's
 * decision on a change request is the licence review's (licence/review.repository.ts).
 */
import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accountManagers,
  companies,
  companyChangeRequests,
  favorites,
  members,
  pointsLedger,
} from '../../db/schema.ts';

const defaultManagerId = sql`(SELECT id FROM ${accountManagers} WHERE ${accountManagers.isDefault} ORDER BY id LIMIT 1)`;

/** The store, its login and its account manager (the default manager when none is assigned). */
export async function findStoreProfile(ex: Executor, memberId: number, companyId: number) {
  const rows = await ex
    .select({
      username: members.username,
      loginPhone: members.phone,
      companyId: companies.id,
      name: companies.name,
      customerType: companies.customerType,
      rank: companies.rank,
      reviewStatus: companies.reviewStatus,
      province: companies.province,
      city: companies.city,
      district: companies.district,
      address: companies.address,
      contactName: companies.contactName,
      contactPhone: companies.contactPhone,
      salespersonCode: companies.salespersonCode,
      managerName: accountManagers.name,
      managerPhone: accountManagers.phone,
      managerIsDefault: accountManagers.isDefault,
    })
    .from(companies)
    .innerJoin(members, eq(members.id, companies.memberId))
    .leftJoin(
      accountManagers,
      eq(accountManagers.id, sql`coalesce(${companies.accountManagerId}, ${defaultManagerId})`),
    )
    .where(and(eq(companies.id, companyId), eq(members.id, memberId)))
    .limit(1);
  return rows[0];
}
export type StoreProfileRow = NonNullable<Awaited<ReturnType<typeof findStoreProfile>>>;

export async function updateContact(
  ex: Executor,
  companyId: number,
  contact: { name: string; phone: string },
): Promise<void> {
  await ex
    .update(companies)
    .set({ contactName: contact.name, contactPhone: contact.phone })
    .where(eq(companies.id, companyId));
}

export type ChangeRequestRow = typeof companyChangeRequests.$inferSelect;

export async function findLatestChangeRequest(
  ex: Executor,
  companyId: number,
): Promise<ChangeRequestRow | undefined> {
  const rows = await ex
    .select()
    .from(companyChangeRequests)
    .where(eq(companyChangeRequests.companyId, companyId))
    .orderBy(desc(companyChangeRequests.id))
    .limit(1);
  return rows[0];
}

export type NewChangeRequest = Omit<
  typeof companyChangeRequests.$inferInsert,
  'id' | 'status' | 'reason' | 'reviewedBy' | 'reviewedAt' | 'createdAt'
>;

/** A new pending request replaces the store's pending one (one pending per store). */
export async function replacePendingChangeRequest(
  ex: Executor,
  request: NewChangeRequest,
): Promise<ChangeRequestRow> {
  await ex
    .delete(companyChangeRequests)
    .where(and(eq(companyChangeRequests.companyId, request.companyId), eq(companyChangeRequests.status, 0)));
  const rows = await ex.insert(companyChangeRequests).values(request).returning();
  const row = rows[0];
  if (!row) throw new Error('change request insert returned nothing');
  return row;
}

export async function sumPoints(ex: Executor, companyId: number): Promise<number> {
  const rows = await ex
    .select({ total: sql`coalesce(sum(${pointsLedger.delta}), 0)`.mapWith(Number) })
    .from(pointsLedger)
    .where(eq(pointsLedger.companyId, companyId));
  return rows[0]?.total ?? 0;
}

export async function countFavorites(ex: Executor, companyId: number): Promise<number> {
  const rows = await ex.select({ n: count() }).from(favorites).where(eq(favorites.companyId, companyId));
  return rows[0]?.n ?? 0;
}
