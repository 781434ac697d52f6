/**
 * POST /api/cash_coupon/userRecharge {tier_id} or {amount}: a pending recharge and where to pay it.
 * Nothing is credited until the payment settles (see get-recharge.ts).
 */
import type { RechargeStart } from '@mall/shared/recharge';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/api/client';

export type RechargeChoice = { tier_id: number } | { amount: number };

export function createRecharge(choice: RechargeChoice): Promise<RechargeStart> {
  return api.post<RechargeStart>('/api/cash_coupon/userRecharge', choice).then((r) => r.data);
}

export function useCreateRecharge() {
  return useMutation({ mutationFn: createRecharge });
}
