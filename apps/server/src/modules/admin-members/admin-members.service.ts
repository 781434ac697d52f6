/**
 * The console's members section (decision 020). Reviews run through the same services as
 * `npm run review` (licence/review.service.ts), inside a transaction that also writes the audit
 * row, so a decision and its record commit together.
 */
import type {
  CompanyProfile,
  ExpiringLicenceItem,
  MembersOptions,
  ReviewKind,
  ReviewQueue,
} from '@mall/shared/admin-members';
import { addCalendarDays, chinaToday, daysBetween } from '@mall/shared/china-time';
import { CUSTOMER_TYPES } from '@mall/shared/registration';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { openStoredFile } from '../../http/uploads.ts';
import {
  listPending,
  ReviewError,
  type ReviewInput,
  reviewAddressChangeIn,
  reviewCompanyIn,
  reviewLicenceIn,
} from '../licence/review.service.ts';
import {
  accountManagerExists,
  countExistingScopes,
  findCompanyProfile,
  findCompanyScopeIds,
  findExpiringLicences,
  findLicenceFile,
  findLicenceForScopes,
  findLicenceScopeIds,
  findOptions,
  replaceLicenceScopes,
  updateCompanyProfile,
} from './admin-members.repository.ts';

export interface Actor {
  operatorId: number;
  ip: string;
  userAgent: string;
}

const seconds = (at: Date): number => Math.floor(at.getTime() / 1000);
export const licenceFileUrl = (fileId: number) => `/api/admin/members/licence-files/${fileId}`;

export async function reviewQueue(ctx: AppContext): Promise<ReviewQueue> {
  const { licences, companies, changes } = await listPending(ctx.db);
  return {
    companies: companies.map((c) => ({
      id: c.id,
      name: c.name,
      customer_type: c.customerType,
      username: c.username,
      created_at: seconds(c.createdAt),
    })),
    licences: licences.map((l) => ({
      id: l.id,
      company_id: l.companyId,
      company_name: l.companyName,
      type_name: l.typeName,
      number: l.number,
      expires_on: l.expiresOn,
      file_url: l.fileId === null ? null : licenceFileUrl(l.fileId),
      created_at: seconds(l.createdAt),
    })),
    changes: changes.map(({ request, ...c }) => ({
      id: request.id,
      company_id: request.companyId,
      company_name: c.companyName,
      current: `${c.currentProvince}${c.currentCity}${c.currentDistrict}${c.currentAddress}`,
      requested: `${request.province}${request.city}${request.district}${request.address}`,
      created_at: seconds(request.createdAt),
    })),
  };
}

const REVIEWERS: Record<ReviewKind, typeof reviewLicenceIn> = {
  licence: reviewLicenceIn,
  company: reviewCompanyIn,
  address_change: reviewAddressChangeIn,
};

/** Approves or rejects one pending item with the CLI's service, audited in the same transaction. */
export async function decide(
  ctx: AppContext,
  actor: Actor & { username: string },
  kind: ReviewKind,
  id: number,
  decision: { decision: 'approve' | 'reject'; reason: string },
): Promise<{ summary: string; company_status: number }> {
  const input: ReviewInput = {
    id,
    decision: decision.decision,
    reason: decision.reason,
    reviewer: `operator:${actor.username}`,
  };
  try {
    return await ctx.db.transaction(async (tx) => {
      const outcome = await REVIEWERS[kind](tx, input);
      await recordAudit(tx, {
        operatorId: actor.operatorId,
        ip: actor.ip,
        userAgent: actor.userAgent,
        action: `${kind}.${decision.decision}`,
        targetType: kind,
        targetId: id,
        before: { review_status: 0 },
        after: {
          review_status: decision.decision === 'approve' ? 1 : 2,
          reason: decision.reason || undefined,
          company_status: outcome.companyStatus,
        },
      });
      return { summary: outcome.summary, company_status: outcome.companyStatus };
    });
  } catch (error) {
    if (error instanceof ReviewError)
      throw new AppError(/不存在/.test(error.message) ? 'not_found' : 'conflict', error.message);
    throw error;
  }
}

export async function expiringLicences(ctx: AppContext, days: number): Promise<ExpiringLicenceItem[]> {
  const today = chinaToday();
  const until = addCalendarDays(today, days) ?? today;
  const rows = await findExpiringLicences(ctx.db, until);
  return rows.map((row) => ({
    id: row.id,
    company_id: row.companyId,
    company_name: row.companyName,
    type_name: row.typeName,
    number: row.number,
    expires_on: row.expiresOn,
    days_left: daysBetween(today, row.expiresOn) ?? 0,
  }));
}

export async function openLicenceFile(ctx: AppContext, fileId: number) {
  return openStoredFile(ctx.config.dataDir, await findLicenceFile(ctx.db, fileId), '文件不存在');
}

export async function companyProfile(ctx: AppContext, companyId: number): Promise<CompanyProfile> {
  const row = await findCompanyProfile(ctx.db, companyId);
  if (!row) throw new AppError('not_found', '门店不存在');
  return {
    id: row.id,
    name: row.name,
    username: row.username,
    customer_type: row.customerType,
    review_status: row.reviewStatus,
    account_manager_id: row.accountManagerId,
    scope_ids: await findCompanyScopeIds(ctx.db, companyId),
  };
}

export async function membersOptions(ctx: AppContext): Promise<MembersOptions> {
  const { managers, scopes } = await findOptions(ctx.db);
  return { customer_types: [...CUSTOMER_TYPES], account_managers: managers, scopes };
}

/** Sets a store's customer type and account manager; audited with before and after. */
export async function setCompanyProfile(
  ctx: AppContext,
  actor: Actor,
  companyId: number,
  change: { customer_type?: string; account_manager_id?: number | null },
): Promise<CompanyProfile> {
  if (
    change.customer_type !== undefined &&
    !(CUSTOMER_TYPES as readonly string[]).includes(change.customer_type)
  )
    throw AppError.validation({ customer_type: ['客户类型有误'] });
  await ctx.db.transaction(async (tx) => {
    const before = await findCompanyProfile(tx, companyId, true);
    if (!before) throw new AppError('not_found', '门店不存在');
    if (change.account_manager_id != null && !(await accountManagerExists(tx, change.account_manager_id)))
      throw AppError.validation({ account_manager_id: ['客户经理不存在'] });
    const next = {
      customerType: change.customer_type ?? before.customerType,
      accountManagerId:
        change.account_manager_id === undefined ? before.accountManagerId : change.account_manager_id,
    };
    await updateCompanyProfile(tx, companyId, next);
    await recordAudit(tx, {
      ...actor,
      action: 'company.profile',
      targetType: 'company',
      targetId: companyId,
      before: { customer_type: before.customerType, account_manager_id: before.accountManagerId },
      after: { customer_type: next.customerType, account_manager_id: next.accountManagerId },
    });
  });
  return companyProfile(ctx, companyId);
}

/** Sets the business scopes a licence grants; audited with before and after. */
export async function setLicenceScopes(
  ctx: AppContext,
  actor: Actor,
  licenceId: number,
  scopeIds: number[],
): Promise<{ scope_ids: number[] }> {
  const unique = [...new Set(scopeIds)].sort((a, b) => a - b);
  return ctx.db.transaction(async (tx) => {
    const licence = await findLicenceForScopes(tx, licenceId);
    if (!licence) throw new AppError('not_found', '资质不存在');
    if ((await countExistingScopes(tx, unique)) !== unique.length)
      throw AppError.validation({ scope_ids: ['经营范围有误'] });
    const before = await findLicenceScopeIds(tx, licenceId);
    await replaceLicenceScopes(tx, licenceId, unique);
    await recordAudit(tx, {
      ...actor,
      action: 'licence.scopes',
      targetType: 'licence',
      targetId: licenceId,
      before: { scope_ids: before },
      after: { scope_ids: unique },
    });
    return { scope_ids: unique };
  });
}
