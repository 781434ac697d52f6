import type { QueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { cartKeys } from './cart-keys';

/**
 * After any change to the cart's lines (add, edit, select, delete, copy, rebuy, an order placed):
 * the cart queries and the base user, whose cart count feeds the header badge.
 */
export async function afterCartChange(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: cartKeys.all }),
    queryClient.invalidateQueries({ queryKey: queryKeys.userBase }),
  ]);
}
