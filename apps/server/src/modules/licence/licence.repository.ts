/** The only SQL of licences: types, versions with their scopes, uploaded files. */
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  businessScopes,
  companies,
  companyLicenceScopes,
  companyLicences,
  licenceFiles,
  licenceTypes,
} from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import { REVIEW_APPROVED } from './licence-rules.ts';

export type LicenceTypeRow = Pick<
  typeof licenceTypes.$inferSelect,
  'id' | 'code' | 'name' | 'grantsScope' | 'requiredFor'
>;

export async function findLicenceTypes(ex: Executor): Promise<LicenceTypeRow[]> {
  return ex
    .select({
      id: licenceTypes.id,
      code: licenceTypes.code,
      name: licenceTypes.name,
      grantsScope: licenceTypes.grantsScope,
      requiredFor: licenceTypes.requiredFor,
    })
    .from(licenceTypes)
    .orderBy(asc(licenceTypes.sort), asc(licenceTypes.id));
}

export async function findCompanyProfile(ex: Executor, companyId: number) {
  const rows = await ex
    .select({
      id: companies.id,
      name: companies.name,
      customerType: companies.customerType,
      reviewStatus: companies.reviewStatus,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows[0];
}

export type LicenceRow = Pick<
  typeof companyLicences.$inferSelect,
  | 'id'
  | 'typeId'
  | 'number'
  | 'holder'
  | 'validFrom'
  | 'expiresOn'
  | 'fileId'
  | 'reviewStatus'
  | 'reason'
  | 'reviewedAt'
  | 'createdAt'
> & {
  /** The uploaded file's type, null when the version has no file. */
  fileMime: (typeof licenceFiles.$inferSelect)['mime'] | null;
};

/** The newest version of each licence type of a store. */
export async function findLatestLicences(ex: Executor, companyId: number): Promise<LicenceRow[]> {
  return ex
    .selectDistinctOn([companyLicences.typeId], {
      id: companyLicences.id,
      typeId: companyLicences.typeId,
      number: companyLicences.number,
      holder: companyLicences.holder,
      validFrom: companyLicences.validFrom,
      expiresOn: companyLicences.expiresOn,
      fileId: companyLicences.fileId,
      fileMime: licenceFiles.mime,
      reviewStatus: companyLicences.reviewStatus,
      reason: companyLicences.reason,
      reviewedAt: companyLicences.reviewedAt,
      createdAt: companyLicences.createdAt,
    })
    .from(companyLicences)
    .leftJoin(licenceFiles, eq(licenceFiles.id, companyLicences.fileId))
    .where(eq(companyLicences.companyId, companyId))
    .orderBy(asc(companyLicences.typeId), desc(companyLicences.id));
}

export type ScopeRow = Pick<typeof companyLicenceScopes.$inferSelect, 'licenceId'> &
  Pick<typeof businessScopes.$inferSelect, 'id' | 'code' | 'name'>;

export async function findScopesOfLicences(ex: Executor, licenceIds: number[]): Promise<ScopeRow[]> {
  if (licenceIds.length === 0) return [];
  return ex
    .select({
      licenceId: companyLicenceScopes.licenceId,
      id: businessScopes.id,
      code: businessScopes.code,
      name: businessScopes.name,
    })
    .from(companyLicenceScopes)
    .innerJoin(businessScopes, eq(businessScopes.id, companyLicenceScopes.scopeId))
    .where(inArray(companyLicenceScopes.licenceId, licenceIds))
    .orderBy(asc(businessScopes.id));
}

/**
 * Whether the company_licences row `l` is the version its store holds of its type: the newest
 * approved one. A replacement, once approved, supersedes every version before it, with the scopes
 * they granted; until then the approved one before it still holds.
 */
export const governingSql = (l: string) => {
  const row = sql.raw(l);
  return sql`${row}.review_status = ${REVIEW_APPROVED}
    AND NOT EXISTS (SELECT 1 FROM company_licences newer WHERE newer.company_id = ${row}.company_id
      AND newer.type_id = ${row}.type_id AND newer.review_status = ${REVIEW_APPROVED} AND newer.id > ${row}.id)`;
};

/**
 * Whether `l` is in force on `today`: the governing version, not expired. The one statement of the
 * rule: the licence page, the review and the purchase gates all ask it.
 */
export const inForceSql = (l: string, today: string) =>
  sql`${governingSql(l)} AND ${sql.raw(l)}.expires_on >= ${today}::date`;

/** Type ids with a version in force on `today`. */
export async function findTypesInForce(ex: Executor, companyId: number, today: string): Promise<number[]> {
  const rows = await rowsOf<{ type_id: number }>(
    ex,
    sql`SELECT l.type_id FROM company_licences l WHERE l.company_id = ${companyId} AND ${inForceSql('l', today)}`,
  );
  return rows.map((r) => r.type_id);
}

export type GrantedScopeRow = Pick<typeof businessScopes.$inferSelect, 'id' | 'code' | 'name'> & {
  /** The latest expiry among the licences granting it. */
  expiresOn: string;
};

/** Scopes granted by the store's licences in force on `today`. */
export async function findGrantedScopes(
  ex: Executor,
  companyId: number,
  today: string,
): Promise<GrantedScopeRow[]> {
  return rowsOf<GrantedScopeRow>(
    ex,
    sql`SELECT b.id, b.code, b.name, max(l.expires_on)::text AS "expiresOn"
      FROM company_licences l
      JOIN company_licence_scopes s ON s.licence_id = l.id
      JOIN business_scopes b ON b.id = s.scope_id
      WHERE l.company_id = ${companyId} AND ${inForceSql('l', today)}
      GROUP BY b.id, b.code, b.name ORDER BY b.id`,
  );
}

/** Every business scope, for the upload form's choices. */
export async function findAllScopes(ex: Executor): Promise<{ id: number; name: string }[]> {
  return ex
    .select({ id: businessScopes.id, name: businessScopes.name })
    .from(businessScopes)
    .orderBy(asc(businessScopes.id));
}

export async function findExistingScopeIds(ex: Executor, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await ex
    .select({ id: businessScopes.id })
    .from(businessScopes)
    .where(inArray(businessScopes.id, ids));
  return rows.map((r) => r.id);
}

export type NewFile = Pick<
  typeof licenceFiles.$inferSelect,
  'companyId' | 'sha256' | 'mime' | 'size' | 'originalName'
>;

export async function insertFile(ex: Executor, file: NewFile): Promise<number> {
  const rows = await ex.insert(licenceFiles).values(file).returning({ id: licenceFiles.id });
  const row = rows[0];
  if (!row) throw new Error('licence file insert returned nothing');
  return row.id;
}

export type NewLicence = Pick<
  typeof companyLicences.$inferSelect,
  'companyId' | 'typeId' | 'number' | 'holder' | 'validFrom' | 'expiresOn'
> & {
  /** The column allows none, but an uploaded version always has its file. */
  fileId: number;
};

export async function insertLicence(ex: Executor, licence: NewLicence, scopeIds: number[]): Promise<number> {
  const rows = await ex.insert(companyLicences).values(licence).returning({ id: companyLicences.id });
  const row = rows[0];
  if (!row) throw new Error('licence insert returned nothing');
  if (scopeIds.length > 0)
    await ex.insert(companyLicenceScopes).values(scopeIds.map((scopeId) => ({ licenceId: row.id, scopeId })));
  return row.id;
}

/** A file of this store only: another store's id reads as missing. */
export async function findOwnFile(ex: Executor, fileId: number, companyId: number) {
  const rows = await ex
    .select({ sha256: licenceFiles.sha256, mime: licenceFiles.mime, size: licenceFiles.size })
    .from(licenceFiles)
    .where(and(eq(licenceFiles.id, fileId), eq(licenceFiles.companyId, companyId)))
    .limit(1);
  return rows[0];
}
