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

interface Zizhi {
  company: { name: string; customer_type: string };
  types: LicenceType[];
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
  file: File;
}

export function uploadLicence(input: LicenceUpload): Promise<unknown> {
  const body = new FormData();
  body.append('type', String(input.typeId));
  body.append('number', input.number);
  body.append('expires_on', input.expiresOn);
  body.append('file', input.file);
  return api.post<unknown>('/api/user/zizhi', body).then((r) => r.data);
}
