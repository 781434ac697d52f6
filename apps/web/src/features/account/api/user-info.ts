/** GET /api/user/info and POST /api/user/updateUserInfo {name, phone} (the store's contact). */
import type { CompanyAddressChangeInput, UpdateUserInfoInput, UserInfo } from '@mall/shared/account';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from '@/api/user/user-keys';
import { showToast } from '@/lib/feedback';

const userInfoKey = ['user', 'info'] as const;

export function useUserInfo() {
  return useQuery({
    queryKey: userInfoKey,
    queryFn: ({ signal }) => api.get<UserInfo>('/api/user/info', undefined, { signal }).then((r) => r.data),
  });
}

/** A 422 is shown by the client (first message of the first field, SPEC §5). */
export function useUpdateUserInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateUserInfoInput) => api.post<unknown>('/api/user/updateUserInfo', input),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: userInfoKey }),
        // The header and top bar show the contact from the base call.
        queryClient.invalidateQueries({ queryKey: userKeys.base }),
      ]),
  });
}

/** POST /api/user/info/address: asks for a new registered address; it applies after review. */
export function useRequestAddressChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CompanyAddressChangeInput) => api.post<unknown>('/api/user/info/address', input),
    onSuccess: (envelope) => {
      void showToast(envelope.msg);
      return queryClient.invalidateQueries({ queryKey: userInfoKey });
    },
  });
}
