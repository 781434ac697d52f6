/**
 * The licences step 3 asks for: GET /api/user/zizhi lists the licence types with `required` for
 * the acting store's customer type; POST /api/user/zizhi uploads one (multipart).
 */
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

export interface LicenceType {
  id: number;
  code: string;
  name: string;
  required: 0 | 1;
  has_scope: 0 | 1;
}

export interface ScopeOption {
  id: number;
  name: string;
}

interface Zizhi {
  company: { name: string; customer_type: string };
  types: LicenceType[];
  /** The business scopes a scope-granting licence may list. */
  scope_options: ScopeOption[];
}

/** Images and PDF up to 5 MB; the server sniffs the content again. */
export const LICENCE_ACCEPT = '.jpg,.jpeg,.png,.webp,.pdf';
export const LICENCE_MAX_BYTES = 5 * 1024 * 1024;

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
