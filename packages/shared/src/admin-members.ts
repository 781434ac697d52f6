/** The console's members section (decision 020): review queue, licences, expiry and store profile. */
import { z } from 'zod';

export interface PendingCompanyItem {
  id: number;
  name: string;
  customer_type: string;
  username: string;
  /** Unix seconds. */
  created_at: number;
}

export interface PendingLicenceItem {
  id: number;
  company_id: number;
  company_name: string;
  type_name: string;
  number: string;
  expires_on: string;
  /** The console's URL of the uploaded image or PDF, null when none was uploaded. */
  file_url: string | null;
  created_at: number;
}

export interface PendingAddressChangeItem {
  id: number;
  company_id: number;
  company_name: string;
  current: string;
  requested: string;
  created_at: number;
}

export interface ReviewQueue {
  companies: PendingCompanyItem[];
  licences: PendingLicenceItem[];
  changes: PendingAddressChangeItem[];
}

export interface ExpiringLicenceItem {
  id: number;
  company_id: number;
  company_name: string;
  type_name: string;
  number: string;
  expires_on: string;
  /** Negative once expired. */
  days_left: number;
}

export interface CompanyProfile {
  id: number;
  name: string;
  username: string;
  customer_type: string;
  review_status: number;
  account_manager_id: number | null;
  /** Business scopes granted by the store's approved licences. */
  scope_ids: number[];
}

export interface MembersOptions {
  customer_types: string[];
  account_managers: { id: number; name: string; phone: string }[];
  scopes: { id: number; name: string }[];
}

export const REVIEW_KINDS = ['licence', 'company', 'address_change'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

export const reviewDecisionSchema = z
  .object({
    decision: z.enum(['approve', 'reject'], { error: '请选择通过或驳回' }),
    reason: z.string().trim().max(200, '原因不能超过200个字符').optional().default(''),
  })
  .refine((v) => v.decision === 'approve' || v.reason !== '', {
    message: '请填写驳回原因',
    path: ['reason'],
  });

export const expiringQuerySchema = z.object({
  days: z.coerce.number().int('请输入整数').min(0).max(365).default(30),
});

export const companyProfileSchema = z.object({
  customer_type: z.string().trim().min(1, '请选择客户类型').max(32).optional(),
  account_manager_id: z.number().int().min(1).max(2_147_483_647).nullable().optional(),
});

export const licenceScopesSchema = z.object({
  scope_ids: z.array(z.number().int().min(1).max(2_147_483_647)).max(200),
});
