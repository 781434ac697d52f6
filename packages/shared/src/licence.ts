/** The wire shapes of the licence calls (GET /api/user/zizhi): spec names, Unix seconds, 0/1 flags. */

export interface LicenceType {
  id: number;
  code: string;
  name: string;
  required: 0 | 1;
  has_scope: 0 | 1;
}

export interface Licence {
  id: number;
  type_id: number;
  type_name: string;
  required: 0 | 1;
  number: string;
  holder: string;
  valid_from: string;
  expires_on: string;
  scopes: { id: number; name: string }[];
  status: number;
  status_text: string;
  reason: string;
  reviewed_at: number;
  created_at: number;
  file_id: number;
  file_url: string;
  file_mime: string;
  days_left: number;
  expiring: 0 | 1;
  expired: 0 | 1;
  /** An approved, unexpired version of this type exists (this one or an earlier one). */
  in_force: 0 | 1;
}

export interface Zizhi {
  company: { name: string; customer_type: string; review_status: number; review_status_text: string };
  types: LicenceType[];
  /** The business scopes a scope-granting licence may list (the upload form's choices). */
  scope_options: { id: number; name: string }[];
  list: Licence[];
  /** Names of required licences without an approved, unexpired version. */
  missing: string[];
}

/** Licence scans: images or PDF, at most 5 MB (the server sniffs the content whatever the name says). */
export const LICENCE_MAX_BYTES = 5 * 1024 * 1024;
export const LICENCE_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf';

/** Why a member may not buy a goods outside its store's business scopes (server refusal and button tip). */
export const scopeMissingMessage = (scopeName: string) =>
  `您的经营范围不含「${scopeName}」，请上传相应资质后再采购`;

/** The same, where the scope's name is not at hand (a list card). */
export const SCOPE_MISSING_MESSAGE = '您的经营范围不含该商品，请上传相应资质后再采购';

/**
 * What the acting store may buy, as the base user carries it: the store-wide refusal ('' when the
 * store may trade; an unsigned contract is not one, it is answered by 459 on the first add) and the
 * business scopes its approved, unexpired licences grant.
 */
export interface PurchaseStanding {
  refusal: string;
  scope_ids: number[];
}
