/** POST /api/user/zizhi, multipart: a licence (or a replacement version), pending review. */
import type { Envelope } from '@mall/shared/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from './user-keys';

export interface LicenceUpload {
  type: number;
  number: string;
  holder?: string;
  /** YYYY-MM-DD. */
  expires_on: string;
  /** Business scopes the licence grants (only for a type with `has_scope`). */
  scope_ids: readonly number[];
  file: File;
}

export function toLicenceForm(upload: LicenceUpload): FormData {
  const body = new FormData();
  body.append('type', String(upload.type));
  body.append('number', upload.number);
  if (upload.holder) body.append('holder', upload.holder);
  body.append('expires_on', upload.expires_on);
  for (const id of upload.scope_ids) body.append('scope_ids[]', String(id));
  // The file goes last: the server reads the text fields before the file's stream.
  body.append('file', upload.file);
  return body;
}

export function uploadLicence(upload: LicenceUpload): Promise<Envelope<unknown>> {
  return api.post<unknown>('/api/user/zizhi', toLicenceForm(upload));
}

export function useUploadLicence() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadLicence,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.licences }),
  });
}
