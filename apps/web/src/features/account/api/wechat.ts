/**
 * DELETE /api/user/unbind_wechat: unbinds (binding is api/user/create-wechat-qr and
 * confirm-wechat). The bound nickname is base.wechat, so the base call refreshes.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from '@/api/user/user-keys';

export function useUnbindWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.del<null>('/api/user/unbind_wechat'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.base }),
  });
}
