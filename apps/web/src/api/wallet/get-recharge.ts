/**
 * GET /api/cash_coupon/recharge/{recharge_no}: one of the store's recharges. While it is pending the
 * page asks again every few seconds; once paid, the balance, its log, the chart, the vouchers and
 * the member centre are read again.
 */
import type { Recharge } from '@mall/shared/recharge';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { api } from '@/api/client';
import { userKeys } from '@/api/user/user-keys';
import { walletKeys } from './wallet-keys';

const POLL_MS = 2_000;

export function useRecharge(rechargeNo: string | null) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: walletKeys.recharge(rechargeNo ?? ''),
    queryFn: ({ signal }) =>
      api
        .get<Recharge>(`/api/cash_coupon/recharge/${encodeURIComponent(rechargeNo ?? '')}`, undefined, {
          signal,
        })
        .then((r) => r.data),
    enabled: rechargeNo !== null,
    refetchInterval: (q) => (q.state.data?.status === 0 || q.state.data === undefined ? POLL_MS : false),
  });
  const paid = query.data?.status === 1;
  useEffect(() => {
    if (!paid) return;
    void Promise.all([
      queryClient.invalidateQueries({ queryKey: userKeys.balance }),
      queryClient.invalidateQueries({ queryKey: userKeys.center }),
      queryClient.invalidateQueries({ queryKey: walletKeys.all }),
    ]);
  }, [paid, queryClient]);
  return query;
}
