/**
 * WeChat binding through the sandbox provider: POST /api/user/wechat/qr issues a ticket, POST
 * /api/user/wechat/confirm {ticket} simulates the scan, DELETE /api/user/unbind_wechat unbinds.
 * The bound nickname is base.wechat, so each change refreshes the base call.
 */
import type { WechatBinding, WechatQr } from '@mall/shared/registration';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { queryKeys } from '@/lib/query-keys';

function useRefreshBase() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: queryKeys.userBase });
}

export function useWechatQr() {
  return useMutation({
    mutationFn: () => api.post<WechatQr>('/api/user/wechat/qr').then((r) => r.data),
  });
}

export function useConfirmWechat() {
  const refresh = useRefreshBase();
  return useMutation({
    mutationFn: (ticket: string) =>
      api.post<WechatBinding>('/api/user/wechat/confirm', { ticket }).then((r) => r.data),
    onSuccess: refresh,
  });
}

export function useUnbindWechat() {
  const refresh = useRefreshBase();
  return useMutation({
    mutationFn: () => api.del<null>('/api/user/unbind_wechat'),
    onSuccess: refresh,
  });
}
