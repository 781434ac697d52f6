/**
 * The order actions share one shape: call, show the server's message, refresh every order query
 * and the member centre's counts (they change with the order's status).
 */

import type { Envelope } from '@mall/shared/codes';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/lib/feedback';
import { orderKeys } from './order-keys';

export const memberCentreKey = ['user', 'center'] as const;

export function useOrderChange<T, R>(call: (input: T) => Promise<Envelope<R>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (envelope) => void showToast(envelope.msg, 'success'),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
        queryClient.invalidateQueries({ queryKey: memberCentreKey }),
      ]),
  });
}
