import { ORDER_STATUS } from '@mall/shared/order';
import { describe, expect, it } from 'vitest';
import { pathAfterOrderPlaced } from './after-order-placed';

describe('pathAfterOrderPlaced', () => {
  it('sends an unpaid order to step 3 and one paid at submit to 支付完成', () => {
    expect(pathAfterOrderPlaced({ id: 12, status: ORDER_STATUS.unpaid })).toBe('/cart/step3/12');
    expect(pathAfterOrderPlaced({ id: 12, status: ORDER_STATUS.toShip })).toBe('/cart/step4?id=12');
  });
});
