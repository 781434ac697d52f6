/** The SQL of the console's members section beyond the review services': expiry, files, profile. */
import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  accountManagers,
  businessScopes,
  companies,
  companyLicenceScopes,
  companyLicences,
  licenceFiles,
  licenceTypes,
  members,
} from '../../db/schema.ts';
import { governingSql } from '../licence/licence.repository.ts';

/** Approved licences expiring on or before `until` (YYYY-MM-DD), soonest first. */
export async function findExpiringLicences(ex: Executor, until: string) {
  return (
    ex
      .select({
        id: companyLicences.id,
        companyId: companyLicences.companyId,
        companyName: companies.name,
        typeName: licenceTypes.name,
        number: companyLicences.number,
        expiresOn: companyLicences.expiresOn,
      })
      .from(companyLicences)
      .innerJoin(companies, eq(companies.id, companyLicences.companyId))
      .innerJoin(licenceTypes, eq(licenceTypes.id, companyLicences.typeId))
      // A version its store has since replaced is no one's concern.
      .where(and(governingSql('company_licences'), lte(companyLicences.expiresOn, until)))
      .orderBy(asc(companyLicences.expiresOn), asc(companyLicences.id))
      .limit(500)
  );
}

export async function findLicenceFile(ex: Executor, fileId: number) {
  const rows = await ex
    .select({ sha256: licenceFiles.sha256, mime: licenceFiles.mime, size: licenceFiles.size })
    .from(licenceFiles)
    .where(eq(licenceFiles.id, fileId))
    .limit(1);
  return rows[0];
}

export async function findCompanyProfile(ex: Executor, companyId: number, forUpdate = false) {
  const query = ex
    .select({
      id: companies.id,
      name: companies.name,
      username: members.username,
      customerType: companies.customerType,
      reviewStatus: companies.reviewStatus,
      accountManagerId: companies.accountManagerId,
    })
    .from(companies)
    .innerJoin(members, eq(members.id, companies.memberId))
    .where(eq(companies.id, companyId))
    .limit(1);
  const rows = forUpdate ? await query.for('update', { of: companies }) : await query;
  return rows[0];
}

/** Scopes the store's governing licences grant (the newest approved version of each type). */
export async function findCompanyScopeIds(ex: Executor, companyId: number): Promise<number[]> {
  const rows = await ex
    .selectDistinct({ scopeId: companyLicenceScopes.scopeId })
    .from(companyLicenceScopes)
    .innerJoin(companyLicences, eq(companyLicences.id, companyLicenceScopes.licenceId))
    .where(and(eq(companyLicences.companyId, companyId), governingSql('company_licences')))
    .orderBy(asc(companyLicenceScopes.scopeId));
  return rows.map((row) => row.scopeId);
}

export async function updateCompanyProfile(
  ex: Executor,
  companyId: number,
  change: { customerType?: string; accountManagerId?: number | null },
): Promise<void> {
  await ex.update(companies).set(change).where(eq(companies.id, companyId));
}

export async function findLicenceForScopes(ex: Executor, licenceId: number) {
  const rows = await ex
    .select({ id: companyLicences.id, companyId: companyLicences.companyId })
    .from(companyLicences)
    .where(eq(companyLicences.id, licenceId))
    .for('update')
    .limit(1);
  return rows[0];
}

export async function findLicenceScopeIds(ex: Executor, licenceId: number): Promise<number[]> {
  const rows = await ex
    .select({ scopeId: companyLicenceScopes.scopeId })
    .from(companyLicenceScopes)
    .where(eq(companyLicenceScopes.licenceId, licenceId))
    .orderBy(asc(companyLicenceScopes.scopeId));
  return rows.map((row) => row.scopeId);
}

export async function replaceLicenceScopes(
  ex: Executor,
  licenceId: number,
  scopeIds: number[],
): Promise<void> {
  await ex.delete(companyLicenceScopes).where(eq(companyLicenceScopes.licenceId, licenceId));
  if (scopeIds.length > 0)
    await ex.insert(companyLicenceScopes).values(scopeIds.map((scopeId) => ({ licenceId, scopeId })));
}

export async function countExistingScopes(ex: Executor, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const rows = await ex
    .select({ id: businessScopes.id })
    .from(businessScopes)
    .where(inArray(businessScopes.id, ids));
  return rows.length;
}

export async function accountManagerExists(ex: Executor, id: number): Promise<boolean> {
  const rows = await ex
    .select({ id: accountManagers.id })
    .from(accountManagers)
    .where(eq(accountManagers.id, id));
  return rows.length > 0;
}

export async function findOptions(ex: Executor) {
  const [managers, scopes] = await Promise.all([
    ex
      .select({ id: accountManagers.id, name: accountManagers.name, phone: accountManagers.phone })
      .from(accountManagers)
      .orderBy(asc(accountManagers.id)),
    ex
      .select({ id: businessScopes.id, name: businessScopes.name })
      .from(businessScopes)
      .orderBy(asc(businessScopes.id)),
  ]);
  return { managers, scopes };
}
