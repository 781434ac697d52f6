/** GET/POST /api/user/pay_password: whether the member has a payment password, and setting it. */
import type { PayPasswordInput, PayPasswordStatus } from '@mall/shared/subscription';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/api/client';

export const payPasswordKey = ['user', 'pay_password'] as const;

export function usePayPasswordStatus(enabled = true) {
  return useQuery({
    queryKey: payPasswordKey,
    queryFn: ({ signal }) =>
      api.get<PayPasswordStatus>('/api/user/pay_password', undefined, { signal }).then((r) => r.data),
    enabled,
  });
}

export function useSetPayPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PayPasswordInput) => api.post<PayPasswordStatus>('/api/user/pay_password', input),
    onSettled: () => queryClient.invalidateQueries({ queryKey: payPasswordKey }),
  });
}
