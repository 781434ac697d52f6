/**
 * The only SQL of the operator's review: pending work, decisions, and the member's message. The
 * registered-address change requests are written by the store (account.repository.ts) and decided
 * here.
 */
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  companies,
  companyChangeRequests,
  companyLicences,
  companyReviews,
  licenceTypes,
  members,
  messages,
} from '../../db/schema.ts';
import { REVIEW_PENDING } from './licence-rules.ts';

export async function findPendingLicences(ex: Executor) {
  return ex
    .select({
      id: companyLicences.id,
      companyId: companyLicences.companyId,
      companyName: companies.name,
      typeName: licenceTypes.name,
      number: companyLicences.number,
      expiresOn: companyLicences.expiresOn,
      fileId: companyLicences.fileId,
      createdAt: companyLicences.createdAt,
    })
    .from(companyLicences)
    .innerJoin(companies, eq(companies.id, companyLicences.companyId))
    .innerJoin(licenceTypes, eq(licenceTypes.id, companyLicences.typeId))
    .where(eq(companyLicences.reviewStatus, REVIEW_PENDING))
    .orderBy(asc(companyLicences.id));
}

export async function findPendingCompanies(ex: Executor) {
  return ex
    .select({
      id: companies.id,
      name: companies.name,
      customerType: companies.customerType,
      username: members.username,
      createdAt: companies.createdAt,
    })
    .from(companies)
    .innerJoin(members, eq(members.id, companies.memberId))
    .where(eq(companies.reviewStatus, REVIEW_PENDING))
    .orderBy(asc(companies.id));
}

/** The licence with its type, locked for the decision. */
export async function lockLicence(ex: Executor, id: number) {
  const rows = await ex
    .select({
      id: companyLicences.id,
      companyId: companyLicences.companyId,
      reviewStatus: companyLicences.reviewStatus,
      number: companyLicences.number,
      typeName: licenceTypes.name,
    })
    .from(companyLicences)
    .innerJoin(licenceTypes, eq(licenceTypes.id, companyLicences.typeId))
    .where(eq(companyLicences.id, id))
    .for('update', { of: companyLicences });
  return rows[0];
}

export async function setLicenceDecision(
  ex: Executor,
  id: number,
  decision: { status: number; reason: string; reviewedBy: string; reviewedAt: Date },
): Promise<void> {
  await ex
    .update(companyLicences)
    .set({
      reviewStatus: decision.status,
      reason: decision.reason,
      reviewedBy: decision.reviewedBy,
      reviewedAt: decision.reviewedAt,
    })
    .where(eq(companyLicences.id, id));
}

export async function lockCompany(ex: Executor, id: number) {
  const rows = await ex
    .select({
      id: companies.id,
      name: companies.name,
      reviewStatus: companies.reviewStatus,
      customerType: companies.customerType,
    })
    .from(companies)
    .where(eq(companies.id, id))
    .for('update');
  return rows[0];
}

export async function setCompanyDecision(
  ex: Executor,
  companyId: number,
  decision: { status: number; reason: string; reviewedBy: string; reviewedAt: Date },
): Promise<void> {
  await ex.update(companies).set({ reviewStatus: decision.status }).where(eq(companies.id, companyId));
  await ex.insert(companyReviews).values({ companyId, ...decision });
}

export async function findCompanyReviews(ex: Executor, companyId: number) {
  return ex
    .select({
      status: companyReviews.status,
      reason: companyReviews.reason,
      reviewedBy: companyReviews.reviewedBy,
      reviewedAt: companyReviews.reviewedAt,
    })
    .from(companyReviews)
    .where(eq(companyReviews.companyId, companyId))
    .orderBy(asc(companyReviews.id));
}

export async function insertMessage(
  ex: Executor,
  message: { companyId: number; title: string; content: string; createdAt: Date },
): Promise<void> {
  await ex.insert(messages).values(message);
}

export type ChangeRequestRow = typeof companyChangeRequests.$inferSelect;

/** Every pending registered-address change, oldest first, with the store's current address. */
export async function findPendingChangeRequests(ex: Executor) {
  return ex
    .select({
      request: companyChangeRequests,
      companyName: companies.name,
      currentProvince: companies.province,
      currentCity: companies.city,
      currentDistrict: companies.district,
      currentAddress: companies.address,
    })
    .from(companyChangeRequests)
    .innerJoin(companies, eq(companies.id, companyChangeRequests.companyId))
    .where(eq(companyChangeRequests.status, 0))
    .orderBy(companyChangeRequests.id);
}

/** One change request, locked for the operator's decision. */
export async function lockChangeRequest(ex: Executor, id: number): Promise<ChangeRequestRow | undefined> {
  const rows = await ex
    .select()
    .from(companyChangeRequests)
    .where(eq(companyChangeRequests.id, id))
    .for('update');
  return rows[0];
}

export async function setChangeRequestDecision(
  ex: Executor,
  id: number,
  decision: { status: number; reason: string | null; reviewedBy: string; reviewedAt: Date },
): Promise<void> {
  await ex.update(companyChangeRequests).set(decision).where(eq(companyChangeRequests.id, id));
}

export async function updateRegisteredAddress(
  ex: Executor,
  companyId: number,
  address: { province: string; city: string; district: string; address: string },
): Promise<void> {
  await ex.update(companies).set(address).where(eq(companies.id, companyId));
}
