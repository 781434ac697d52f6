/**
 * GET /api/user/zizhi (the acting store's licences, newest version first, with expiry flags) and
 * POST /api/user/zizhi (multipart: a replacement version, pending review).
 */

import type { Zizhi as Licences } from '@mall/shared/licence';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

export type { Licence, LicenceType, Zizhi as Licences } from '@mall/shared/licence';

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
