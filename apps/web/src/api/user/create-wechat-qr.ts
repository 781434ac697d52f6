/** POST /api/user/wechat/qr: the sandbox provider issues a ticket and its QR code for binding. */
import type { WechatQr } from '@mall/shared/registration';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';

export function createWechatQr(): Promise<WechatQr> {
  return api.post<WechatQr>('/api/user/wechat/qr').then((r) => r.data);
}

export function useWechatQr() {
  return useMutation({ mutationFn: createWechatQr });
}
