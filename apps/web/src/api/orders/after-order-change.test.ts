import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { userKeys } from '../user/user-keys';
import { afterOrderChange } from './after-order-change';
import { orderKeys } from './order-keys';

describe('afterOrderChange', () => {
  it('makes an order fresh on every page that shows it, and the counts and money that follow it', async () => {
    const queryClient = new QueryClient();
    const list = orderKeys.list({ status: 'all', keywords: '', start: '', end: '', page: 1 });
    const moved = [list, orderKeys.detail(7), orderKeys.afterSale(3), userKeys.center, userKeys.balance];
    const untouched = [userKeys.base, ['cart', 'list', 1], ['checkout', 'addresses']];
    for (const key of [...moved, ...untouched]) queryClient.setQueryData(key, { cached: true });

    await afterOrderChange(queryClient);

    for (const key of moved) expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    for (const key of untouched)
      expect(queryClient.getQueryState(key)?.isInvalidated, String(key)).toBe(false);
  });

  it('reads the pay pages and the order detail from one key', () => {
    // Checkout's pay and done pages once cached the order under their own key, so a paid order
    // could still show 待付款 on the detail page; one key per order leaves one copy to refresh.
    expect(orderKeys.detail(7)).toEqual(['order', 'detail', 7]);
    expect(orderKeys.detail(7).slice(0, 1)).toEqual(orderKeys.all);
  });
});
