/**
 * POST /api/user/resetPassword {old_password, password, password_confirm}: the logged-in change.
 * The server ends every other session and answers with a new session cookie and CSRF token, so the
 * base call (which carries the token) is read again.
 */
import type { ResetPasswordInput } from '@mall/shared/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from '@/api/user/user-keys';

/** A 422 (wrong current password, a weak new one) is shown by the client, SPEC §5. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ResetPasswordInput) => api.post<null>('/api/user/resetPassword', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.base }),
  });
}
