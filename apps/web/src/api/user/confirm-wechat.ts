/**
 * POST /api/user/wechat/confirm {ticket}: the sandbox provider's stand-in for scanning the code and
 * confirming in the WeChat app. The bound nickname is base.wechat, so the base call refreshes.
 */
import type { WechatBinding } from '@mall/shared/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { userKeys } from '@/api/user/user-keys';

export function confirmWechat(ticket: string): Promise<WechatBinding> {
  return api.post<WechatBinding>('/api/user/wechat/confirm', { ticket }).then((r) => r.data);
}

export function useConfirmWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmWechat,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: userKeys.base }),
  });
}
