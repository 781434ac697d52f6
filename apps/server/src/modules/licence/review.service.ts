/**
 * The operator's review of licences and registrations (until the operator console exists, the
 * `npm run review` command calls these). Every decision records who and when, writes the member
 * a message either way, and keeps the store's review status in step with its licences.
 */
import type { Database, Executor } from '../../db/client.ts';
import {
  CHANGE_PENDING,
  decideAddressChange,
  listPendingAddressChanges,
  lockAddressChange,
} from './address-change-review.service.ts';
import { findLicenceTypes, findTypesInForce } from './licence.repository.ts';
import {
  chinaToday,
  isRequiredFor,
  REVIEW_APPROVED,
  REVIEW_PENDING,
  REVIEW_REJECTED,
} from './licence-rules.ts';
import {
  findPendingCompanies,
  findPendingLicences,
  insertMessage,
  lockCompany,
  lockLicence,
  setCompanyDecision,
  setLicenceDecision,
} from './review.repository.ts';

export type Decision = 'approve' | 'reject';

export interface ReviewInput {
  id: number;
  decision: Decision;
  /** Required when rejecting: the member reads it. */
  reason?: string;
  /** e.g. operator:alice */
  reviewer: string;
  now?: Date;
}

export interface ReviewOutcome {
  /** What happened, in one line for the operator. */
  summary: string;
  /** The store's review status after the decision. */
  companyStatus: number;
}

export class ReviewError extends Error {}

const LICENCE_PAGE_HINT = '请登录“账户中心—资质证件”查看详情。';

export async function listPending(db: Database) {
  const [licences, companies, changes] = await Promise.all([
    findPendingLicences(db),
    findPendingCompanies(db),
    listPendingAddressChanges(db),
  ]);
  return { licences, companies, changes };
}

function reasonOf(input: ReviewInput): string {
  const reason = input.reason?.trim() ?? '';
  if (input.decision === 'reject' && reason === '') throw new ReviewError('a rejection needs --reason');
  return input.decision === 'reject' ? reason : '';
}

async function requiredInForce(ex: Executor, companyId: number, customerType: string, today: string) {
  const [types, inForce] = await Promise.all([findLicenceTypes(ex), findTypesInForce(ex, companyId, today)]);
  const forced = new Set(inForce);
  return types.filter((t) => isRequiredFor(t.requiredFor, customerType)).every((t) => forced.has(t.id));
}

export function reviewLicence(db: Database, input: ReviewInput): Promise<ReviewOutcome> {
  return db.transaction((tx) => reviewLicenceIn(tx, input));
}

/** reviewLicence inside the caller's transaction (the operator console audits in the same one). */
export async function reviewLicenceIn(tx: Executor, input: ReviewInput): Promise<ReviewOutcome> {
  const reason = reasonOf(input);
  const now = input.now ?? new Date();
  const licence = await lockLicence(tx, input.id);
  if (!licence) throw new ReviewError(`资质 ${input.id} 不存在`);
  if (licence.reviewStatus !== REVIEW_PENDING) throw new ReviewError(`资质 ${input.id} 已审核，不能重复处理`);
  const status = input.decision === 'approve' ? REVIEW_APPROVED : REVIEW_REJECTED;
  await setLicenceDecision(tx, licence.id, { status, reason, reviewedBy: input.reviewer, reviewedAt: now });
  const label = `《${licence.typeName}》（编号 ${licence.number}）`;
  await insertMessage(tx, {
    companyId: licence.companyId,
    title: status === REVIEW_APPROVED ? '资质审核通过' : '资质审核未通过',
    content:
      status === REVIEW_APPROVED
        ? `您提交的${label}已审核通过。`
        : `您提交的${label}未通过审核，原因：${reason}。请重新上传后再次提交审核。${LICENCE_PAGE_HINT}`,
    createdAt: now,
  });

  // A store still waiting (or once refused) is approved as soon as every licence it must hold is.
  const company = await lockCompany(tx, licence.companyId);
  if (!company) throw new ReviewError(`门店 ${licence.companyId} 不存在`);
  let companyStatus = company.reviewStatus;
  if (
    status === REVIEW_APPROVED &&
    companyStatus !== REVIEW_APPROVED &&
    (await requiredInForce(tx, company.id, company.customerType, chinaToday(now)))
  ) {
    companyStatus = REVIEW_APPROVED;
    await setCompanyDecision(tx, company.id, {
      status: companyStatus,
      reason: '',
      reviewedBy: input.reviewer,
      reviewedAt: now,
    });
    await insertMessage(tx, {
      companyId: company.id,
      title: '企业资质审核通过',
      content: '恭喜！您的企业资质已全部审核通过，现在即可查看商品价格并下单采购。',
      createdAt: now,
    });
  }
  const verb = status === REVIEW_APPROVED ? 'approved' : 'rejected';
  return {
    summary: `licence ${licence.id} ${verb}; company ${company.id} status ${companyStatus}`,
    companyStatus,
  };
}

export function reviewCompany(db: Database, input: ReviewInput): Promise<ReviewOutcome> {
  return db.transaction((tx) => reviewCompanyIn(tx, input));
}

/** reviewCompany inside the caller's transaction (the operator console audits in the same one). */
export async function reviewCompanyIn(tx: Executor, input: ReviewInput): Promise<ReviewOutcome> {
  const reason = reasonOf(input);
  const now = input.now ?? new Date();
  const company = await lockCompany(tx, input.id);
  if (!company) throw new ReviewError(`门店 ${input.id} 不存在`);
  // Only a store waiting in the queue is decided here; a refused one comes back through its licences.
  if (company.reviewStatus !== REVIEW_PENDING) throw new ReviewError(`门店 ${input.id} 已审核，不能重复处理`);
  const status = input.decision === 'approve' ? REVIEW_APPROVED : REVIEW_REJECTED;
  await setCompanyDecision(tx, company.id, { status, reason, reviewedBy: input.reviewer, reviewedAt: now });
  await insertMessage(tx, {
    companyId: company.id,
    title: status === REVIEW_APPROVED ? '企业资质审核通过' : '企业资质审核未通过',
    content:
      status === REVIEW_APPROVED
        ? '恭喜！您的企业注册信息已审核通过，现在即可查看商品价格并下单采购。'
        : `您的企业注册信息未通过审核，原因：${reason}。${LICENCE_PAGE_HINT}`,
    createdAt: now,
  });
  const complete = await requiredInForce(tx, company.id, company.customerType, chinaToday(now));
  const note = status === REVIEW_APPROVED && !complete ? ' (required licences are not all approved yet)' : '';
  return {
    summary: `company ${company.id} ${status === REVIEW_APPROVED ? 'approved' : 'rejected'}${note}`,
    companyStatus: status,
  };
}

const BASIC_PAGE_HINT = '请登录“账户中心—基本信息”查看详情。';

/** A store's registered-address change: an approval moves the address, either way the store is told. */
export function reviewAddressChange(db: Database, input: ReviewInput): Promise<ReviewOutcome> {
  return db.transaction((tx) => reviewAddressChangeIn(tx, input));
}

/** reviewAddressChange inside the caller's transaction (the operator console audits in the same one). */
export async function reviewAddressChangeIn(tx: Executor, input: ReviewInput): Promise<ReviewOutcome> {
  const reason = reasonOf(input);
  const now = input.now ?? new Date();
  const request = await lockAddressChange(tx, input.id);
  if (!request) throw new ReviewError(`地址变更申请 ${input.id} 不存在`);
  if (request.status !== CHANGE_PENDING)
    throw new ReviewError(`地址变更申请 ${input.id} 已审核，不能重复处理`);
  const approve = input.decision === 'approve';
  await decideAddressChange(tx, request, { approve, reason, reviewedBy: input.reviewer, reviewedAt: now });
  const company = await lockCompany(tx, request.companyId);
  if (!company) throw new ReviewError(`企业 ${request.companyId} 不存在`);
  const label = `“${request.province}${request.city}${request.district}${request.address}”`;
  await insertMessage(tx, {
    companyId: request.companyId,
    title: approve ? '注册地址变更审核通过' : '注册地址变更审核未通过',
    content: approve
      ? `您申请的注册地址变更${label}已审核通过，新地址已生效。`
      : `您申请的注册地址变更${label}未通过审核，原因：${reason}。${BASIC_PAGE_HINT}`,
    createdAt: now,
  });
  return {
    summary: `change ${request.id} ${approve ? 'approved' : 'rejected'}; company ${company.id}`,
    companyStatus: company.reviewStatus,
  };
}
