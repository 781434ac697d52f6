import type { UserBase } from '@mall/shared/user';
import type { QueryClient } from '@tanstack/react-query';
import { userKeys } from '@/api/user/user-keys';
import { cartKeys } from './cart-keys';

/**
 * After any change to the cart's lines (add, edit, select, delete, copy, rebuy, an order placed):
 * the cart queries refresh, and so does the header badge, which reads the base user's cart count.
 * An add answers with the new count (`AddToCartResult.count`): given it, the badge takes it at once
 * and the base user is not asked again; without it, the base user is refetched.
 */
export async function afterCartChange(
  queryClient: QueryClient,
  answer: { lineCount?: number } = {},
): Promise<void> {
  const { lineCount } = answer;
  if (lineCount === undefined) {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: cartKeys.all }),
      queryClient.invalidateQueries({ queryKey: userKeys.base }),
    ]);
    return;
  }
  queryClient.setQueryData<UserBase>(userKeys.base, (base) =>
    base?.show === 1 ? { ...base, cart: { ...base.cart, count: lineCount } } : base,
  );
  await queryClient.invalidateQueries({ queryKey: cartKeys.all });
}
