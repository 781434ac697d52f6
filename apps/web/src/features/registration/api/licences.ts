/**
 * The licences step 3 asks for: GET /api/user/zizhi (api/user/get-licences) lists the licence types
 * with `required` for the acting store's customer type; api/user/upload-licence uploads one.
 */

import type { Zizhi } from '@mall/shared/licence';
import { useQuery } from '@tanstack/react-query';
import { getLicences } from '@/api/user/get-licences';
import { uploadLicence as postLicence } from '@/api/user/upload-licence';

export type { LicenceType } from '@mall/shared/licence';

/** A business scope a scope-granting licence may list. */
export type ScopeOption = Zizhi['scope_options'][number];

export { LICENCE_ACCEPT, LICENCE_MAX_BYTES } from '@mall/shared/licence';

export function useLicenceTypes() {
  return useQuery({
    queryKey: ['registration', 'licence-types'],
    queryFn: ({ signal }) => getLicences(signal),
  });
}

export interface LicenceUpload {
  typeId: number;
  number: string;
  /** YYYY-MM-DD. */
  expiresOn: string;
  /** Business scopes the licence grants (only for a type with `has_scope`). */
  scopeIds: readonly number[];
  file: File;
}

export function uploadLicence(input: LicenceUpload): Promise<unknown> {
  return postLicence({
    type: input.typeId,
    number: input.number,
    expires_on: input.expiresOn,
    scope_ids: input.scopeIds,
    file: input.file,
  }).then((r) => r.data);
}
