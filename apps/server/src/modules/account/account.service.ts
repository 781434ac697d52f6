/**
 * Basic information of the acting store (/zhzx/basic): its profile, its contact person (edited
 * directly) and its registered address (changed only through a reviewed request).
 */
import {
  type CompanyAddressChangeInput,
  type CompanyChangeRequest,
  REVIEW_STATUS_TEXT,
  type ReviewStatus,
  type UpdateUserInfoInput,
  type UserInfo,
} from '@mall/shared/account';
import type { AccountManager } from '@mall/shared/user';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { SessionInfo } from '../../http/session.ts';
import { requireRegion } from '../address/region.service.ts';
import {
  type ChangeRequestRow,
  findLatestChangeRequest,
  findStoreProfile,
  replacePendingChangeRequest,
  type StoreProfileRow,
  updateContact,
} from './account.repository.ts';

export const ACCOUNT_MESSAGES = {
  storeNotFound: '门店不存在',
  contactSaved: '基本信息已保存',
  addressChangeSubmitted: '注册地址变更已提交，审核通过后生效',
  badRegion: '所选地区不存在，请重新选择',
} as const;

export const reviewStatusOf = (value: number): ReviewStatus => (value === 1 || value === 2 ? value : 0);

export function managerOf(
  row: Pick<StoreProfileRow, 'managerName' | 'managerPhone' | 'managerIsDefault'>,
): AccountManager {
  return {
    name: row.managerName ?? '',
    phone: row.managerPhone ?? '',
    is_default: row.managerIsDefault === false ? 0 : 1,
  };
}

function toChangeRequest(row: ChangeRequestRow): CompanyChangeRequest {
  return {
    id: row.id,
    province_code: row.provinceCode,
    province: row.province,
    city_code: row.cityCode,
    city: row.city,
    district_code: row.districtCode,
    district: row.district,
    address: row.address,
    status: reviewStatusOf(row.status),
    reason: row.reason ?? '',
    created_at: Math.floor(row.createdAt.getTime() / 1000),
  };
}

export async function requireStoreProfile(db: Database, session: SessionInfo): Promise<StoreProfileRow> {
  const row = await findStoreProfile(db, session.memberId, session.companyId);
  if (!row) throw new AppError('not_found', ACCOUNT_MESSAGES.storeNotFound);
  return row;
}

export async function getUserInfo(db: Database, session: SessionInfo): Promise<UserInfo> {
  const [row, change] = await Promise.all([
    requireStoreProfile(db, session),
    findLatestChangeRequest(db, session.companyId),
  ]);
  const status = reviewStatusOf(row.reviewStatus);
  return {
    username: row.username,
    login_phone: row.loginPhone,
    company: {
      id: row.companyId,
      name: row.name,
      customer_type: row.customerType,
      rank: row.rank,
      review_status: status,
      review_status_text: REVIEW_STATUS_TEXT[status],
      province: row.province,
      city: row.city,
      district: row.district,
      address: row.address,
      registered_address: `${row.province}${row.city}${row.district}${row.address}`,
    },
    contact: { name: row.contactName, phone: row.contactPhone },
    salesperson: row.salespersonCode ?? '',
    admin: managerOf(row),
    address_change: change ? toChangeRequest(change) : null,
  };
}

/** The contact person of the acting store: name and phone (SPEC §5). */
export async function updateUserInfo(
  db: Database,
  session: SessionInfo,
  input: UpdateUserInfoInput,
): Promise<UserInfo> {
  await requireStoreProfile(db, session);
  await updateContact(db, session.companyId, input);
  return getUserInfo(db, session);
}

/** The registered address stays as it is until an operator approves the request. */
export async function requestAddressChange(
  db: Database,
  session: SessionInfo,
  input: CompanyAddressChangeInput,
): Promise<CompanyChangeRequest> {
  const region = requireRegion(input, ACCOUNT_MESSAGES.badRegion);
  await requireStoreProfile(db, session);
  const row = await db.transaction((tx) =>
    replacePendingChangeRequest(tx, {
      companyId: session.companyId,
      memberId: session.memberId,
      provinceCode: region.province_code,
      province: region.province,
      cityCode: region.city_code,
      city: region.city,
      districtCode: region.district_code,
      district: region.district,
      address: input.address,
    }),
  );
  return toChangeRequest(row);
}
