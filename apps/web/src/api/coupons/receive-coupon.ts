/**
 * POST /api/coupon/receive {id}: claims one coupon of a campaign for the member's store. On success
 * the server's 领取成功 is shown; a refusal (已领完, 已达领取上限, 活动未开始, 活动已结束) is shown by the
 * client's error handling. Either way the centre, the member's coupons and counts, the member
 * centre's wallet card and the checkout's coupon choice are read again.
 */
import type { Envelope } from '@mall/shared/codes';
import type { CouponReceived } from '@mall/shared/coupon';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';
import { showToast } from '@/lib/feedback';
import { userKeys } from '../user/user-keys';
import { couponKeys } from './coupon-keys';

/** The checkout pages' query root (features/checkout/api/keys.ts): their coupon choice lists the new one. */
const CHECKOUT_ROOT = ['checkout'] as const;

export function receiveCoupon(id: number): Promise<Envelope<CouponReceived>> {
  return api.post<CouponReceived>('/api/coupon/receive', { id }, { cancelGroup: `coupon-receive:${id}` });
}

export function useReceiveCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: receiveCoupon,
    onSuccess: (envelope) => void showToast(envelope.msg, 'success'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: couponKeys.all }),
        queryClient.invalidateQueries({ queryKey: userKeys.center }),
        queryClient.invalidateQueries({ queryKey: CHECKOUT_ROOT }),
      ]),
  });
}
