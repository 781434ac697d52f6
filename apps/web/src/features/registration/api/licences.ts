/**
 * The licences step 3 asks for: GET /api/user/zizhi lists the licence types with `required` for
 * the acting store's customer type; POST /api/user/zizhi uploads one (multipart).
 */

import type { Zizhi } from '@mall/shared/licence';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

export type { LicenceType } from '@mall/shared/licence';

/** A business scope a scope-granting licence may list. */
export type ScopeOption = Zizhi['scope_options'][number];

export { LICENCE_ACCEPT, LICENCE_MAX_BYTES } from '@mall/shared/licence';

export function useLicenceTypes() {
  return useQuery({
    queryKey: ['registration', 'licence-types'],
    queryFn: ({ signal }) => api.get<Zizhi>('/api/user/zizhi', undefined, { signal }).then((r) => r.data),
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
  const body = new FormData();
  body.append('type', String(input.typeId));
  body.append('number', input.number);
  body.append('expires_on', input.expiresOn);
  for (const id of input.scopeIds) body.append('scope_ids[]', String(id));
  body.append('file', input.file);
  return api.post<unknown>('/api/user/zizhi', body).then((r) => r.data);
}
