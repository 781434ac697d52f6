/** The wire shape of GET /api/user/zizhi: spec names at the edge, Unix seconds, 0/1 flags. */

import type {
  LicenceType as LicenceTypeView,
  Licence as LicenceView,
  Zizhi as ZizhiView,
} from '@mall/shared/licence';
import type { LicenceRow, LicenceTypeRow, ScopeRow } from './licence.repository.ts';

export type { LicenceTypeView, LicenceView, ZizhiView };

import { expiryFlags, isRequiredFor, REVIEW_APPROVED, REVIEW_STATUS_TEXT } from './licence-rules.ts';

const bit = (value: boolean): 0 | 1 => (value ? 1 : 0);
const unix = (date: Date | null) => (date ? Math.floor(date.getTime() / 1000) : 0);

export const fileUrl = (fileId: number) => `/api/user/zizhi/file/${fileId}`;

export function typeView(type: LicenceTypeRow, customerType: string): LicenceTypeView {
  return {
    id: type.id,
    code: type.code,
    name: type.name,
    required: bit(isRequiredFor(type.requiredFor, customerType)),
    has_scope: bit(type.grantsScope),
  };
}

export function licenceView(
  row: LicenceRow,
  type: LicenceTypeView | undefined,
  scopes: readonly ScopeRow[],
  inForce: boolean,
  today: string,
): LicenceView {
  const flags = expiryFlags(row.expiresOn, today);
  return {
    id: row.id,
    type_id: row.typeId,
    type_name: type?.name ?? '',
    required: type?.required ?? 0,
    number: row.number,
    holder: row.holder,
    valid_from: row.validFrom ?? '',
    expires_on: row.expiresOn,
    scopes: scopes.filter((s) => s.licenceId === row.id).map((s) => ({ id: s.id, name: s.name })),
    status: row.reviewStatus,
    status_text: REVIEW_STATUS_TEXT[row.reviewStatus] ?? '',
    reason: row.reason,
    reviewed_at: unix(row.reviewedAt),
    created_at: unix(row.createdAt),
    file_id: row.fileId ?? 0,
    file_url: row.fileId ? fileUrl(row.fileId) : '',
    file_mime: row.fileMime ?? '',
    days_left: flags.daysLeft,
    // Only the version in effect warns: an approved one about to lapse, or one already lapsed.
    expiring: bit(flags.expiring && row.reviewStatus === REVIEW_APPROVED),
    expired: bit(flags.expired),
    in_force: bit(inForce),
  };
}
