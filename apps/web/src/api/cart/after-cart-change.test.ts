import { CART_FILTERS, type CartState } from '@mall/shared/cart';
import type { GuestBase, MemberBase } from '@mall/shared/user';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userKeys } from '@/api/user/user-keys';
import { afterCartChange } from './after-cart-change';
import { cartKeys } from './cart-keys';

function member(count: number): MemberBase {
  return { show: 1, username: 'm1', cart: { count } } as unknown as MemberBase;
}

function cacheWith(base: MemberBase | GuestBase): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(userKeys.base, base);
  queryClient.setQueryData(cartKeys.list(CART_FILTERS.all), {} as CartState);
  queryClient.setQueryData(cartKeys.total, 3);
  return queryClient;
}

const invalidated = (queryClient: QueryClient, key: readonly unknown[]) =>
  queryClient.getQueryState(key)?.isInvalidated;

describe('afterCartChange', () => {
  it('takes the badge count from an add answer and does not ask for the base user again', async () => {
    const queryClient = cacheWith(member(2));
    await afterCartChange(queryClient, { lineCount: 5 });
    expect(queryClient.getQueryData<MemberBase>(userKeys.base)?.cart.count).toBe(5);
    expect(queryClient.getQueryData<MemberBase>(userKeys.base)?.username).toBe('m1');
    expect(invalidated(queryClient, userKeys.base)).toBe(false);
    expect(invalidated(queryClient, cartKeys.list(CART_FILTERS.all))).toBe(true);
    expect(invalidated(queryClient, cartKeys.total)).toBe(true);
  });

  it('leaves a guest base as it is', async () => {
    const guest = { show: 0 } as unknown as GuestBase;
    const queryClient = cacheWith(guest);
    await afterCartChange(queryClient, { lineCount: 5 });
    expect(queryClient.getQueryData(userKeys.base)).toBe(guest);
  });

  it('refetches the base user when the change does not say the new count', async () => {
    const queryClient = cacheWith(member(2));
    await afterCartChange(queryClient);
    expect(invalidated(queryClient, userKeys.base)).toBe(true);
    expect(invalidated(queryClient, cartKeys.total)).toBe(true);
    expect(queryClient.getQueryData<MemberBase>(userKeys.base)?.cart.count).toBe(2);
  });
});
