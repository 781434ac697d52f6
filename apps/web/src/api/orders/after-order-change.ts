/**
 * After anything that moves an order (placed, paid, cancelled, received, an after-sale filed): every
 * order query (lists with their tab counts, details, after-sales, points orders, invoices) and the
 * member's money: the member centre's order counts and wallet, and the balance an order is paid
 * from or refunded to.
 */
import type { Envelope } from '@mall/shared/codes';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '@/lib/feedback';
import { userKeys } from '../user/user-keys';
import { orderKeys } from './order-keys';

export async function afterOrderChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    queryClient.invalidateQueries({ queryKey: userKeys.center }),
    queryClient.invalidateQueries({ queryKey: userKeys.balance }),
  ]);
}

/** The order actions share one shape: call, show the server's message, then afterOrderChange. */
export function useOrderChange<T, R>(call: (input: T) => Promise<Envelope<R>>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (envelope) => void showToast(envelope.msg, 'success'),
    onSettled: () => afterOrderChange(queryClient),
  });
}
