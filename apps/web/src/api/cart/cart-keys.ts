import type { CartFilter } from '@mall/shared/cart';

/** Every cart query sits under this root, so one invalidation refreshes list, total and panel. */
export const cartKeys = {
  all: ['cart'] as const,
  list: (filter: CartFilter) => ['cart', 'list', filter] as const,
  total: ['cart', 'total'] as const,
  hints: (offerId: number | null) => ['cart', 'hints', offerId] as const,
};
