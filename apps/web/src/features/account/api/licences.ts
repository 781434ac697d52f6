/**
 * GET /api/user/zizhi (the acting store's licences, newest version first, with expiry flags) and
 * POST /api/user/zizhi (multipart: a replacement version, pending review).
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

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
  /** 0 pending, 1 approved, 2 rejected. */
  status: number;
  status_text: string;
  reason: string;
  file_id: number;
  file_url: string;
  file_mime: string;
  days_left: number;
  expiring: 0 | 1;
  expired: 0 | 1;
  in_force: 0 | 1;
}

export interface Licences {
  company: { name: string; customer_type: string; review_status: number; review_status_text: string };
  types: LicenceType[];
  list: Licence[];
  /** Required licences without an approved, unexpired version. */
  missing: string[];
}

export interface LicenceUpload {
  type: number;
  number: string;
  holder?: string;
  expires_on: string;
  scope_ids: number[];
  file: File;
}

const licencesKey = ['user', 'licences'] as const;

export function useLicences() {
  return useQuery({
    queryKey: licencesKey,
    queryFn: ({ signal }) => api.get<Licences>('/api/user/zizhi', undefined, { signal }).then((r) => r.data),
  });
}

export function useUploadLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upload: LicenceUpload) => {
      const body = new FormData();
      body.append('type', String(upload.type));
      body.append('number', upload.number);
      if (upload.holder) body.append('holder', upload.holder);
      body.append('expires_on', upload.expires_on);
      for (const id of upload.scope_ids) body.append('scope_ids[]', String(id));
      // The file goes last: the server reads the text fields before the file's stream.
      body.append('file', upload.file);
      return api.post<unknown>('/api/user/zizhi', body);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: licencesKey }),
  });
}
