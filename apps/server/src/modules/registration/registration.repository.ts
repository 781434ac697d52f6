/** The only SQL of joining: new members and their stores, account-manager codes. */
import { and, eq, or } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountManagers, companies, members } from '../../db/schema.ts';

export async function findAccountManagerIdByCode(ex: Executor, code: string): Promise<number | undefined> {
  const rows = await ex
    .select({ id: accountManagers.id })
    .from(accountManagers)
    .where(eq(accountManagers.code, code))
    .limit(1);
  return rows[0]?.id;
}

export async function phoneTaken(ex: Executor, phone: string): Promise<boolean> {
  const rows = await ex
    .select({ id: members.id })
    .from(members)
    .where(or(eq(members.phone, phone), eq(members.username, phone)))
    .limit(1);
  return rows.length > 0;
}

export async function insertMember(
  ex: Executor,
  values: { phone: string; passwordHash: string; name: string },
): Promise<number> {
  const rows = await ex
    .insert(members)
    .values({
      username: values.phone,
      phone: values.phone,
      passwordHash: values.passwordHash,
      name: values.name,
    })
    .returning({ id: members.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('member insert returned no id');
  return id;
}

export type NewCompany = Pick<
  typeof companies.$inferSelect,
  | 'memberId'
  | 'name'
  | 'customerType'
  | 'province'
  | 'city'
  | 'district'
  | 'address'
  | 'contactName'
  | 'contactPhone'
  | 'accountManagerId'
  | 'salespersonCode'
>;

/** A new store, pending review. */
export async function insertCompany(ex: Executor, company: NewCompany): Promise<number> {
  const rows = await ex
    .insert(companies)
    .values({ ...company, reviewStatus: 0 })
    .returning({ id: companies.id });
  const id = rows[0]?.id;
  if (id === undefined) throw new Error('company insert returned no id');
  return id;
}

export async function setCurrentCompany(ex: Executor, memberId: number, companyId: number): Promise<void> {
  await ex.update(members).set({ currentCompanyId: companyId }).where(eq(members.id, memberId));
}

export async function memberHasCompanyNamed(ex: Executor, memberId: number, name: string): Promise<boolean> {
  const rows = await ex
    .select({ id: companies.id })
    .from(companies)
    .where(and(eq(companies.memberId, memberId), eq(companies.name, name)))
    .limit(1);
  return rows.length > 0;
}
