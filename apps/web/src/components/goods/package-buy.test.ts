import type { CombinationRead } from '@mall/shared/cart';
import type { GoodsRead } from '@mall/shared/goods';
import { describe, expect, it } from 'vitest';
import { packageBuyState, savingOf } from './package-buy';

const goods = (id: number, scope_id: number) =>
  ({
    id,
    goods_price_id: id,
    base_price: '10.00',
    is_buy: 1,
    number: 50,
    qg_number: 1,
    scope_id,
  }) as GoodsRead;

function pack(patch: Partial<CombinationRead> = {}): CombinationRead {
  return {
    id: 1,
    title: '感冒组合',
    price: '18.00',
    raw_price: '20.00',
    member_limit: null,
    stock: 5,
    starts_at: null,
    ends_at: null,
    items: [
      { goods: goods(1, 1), quantity: 1 },
      { goods: goods(2, 2), quantity: 1 },
    ],
    ...patch,
  };
}

describe('packageBuyState', () => {
  const both = { refusal: '', scopeIds: new Set([1, 2]) };

  it('lets a store buy a package whose goods all lie in its scopes', () => {
    expect(packageBuyState(pack(), both)).toBe('ok');
    expect(packageBuyState(pack({ stock: 0 }), both)).toBe('soldOut');
  });

  it('refuses a package with one goods outside the scopes, or any when the store may not buy', () => {
    expect(packageBuyState(pack(), { refusal: '', scopeIds: new Set([1]) })).toBe('outOfScope');
    expect(
      packageBuyState(pack(), { refusal: '您的资质已过期，请更新后再采购', scopeIds: new Set([1, 2]) }),
    ).toBe('refused');
  });

  it('sends a guest to log in and hides a package whose price is hidden', () => {
    expect(packageBuyState(pack(), null)).toBe('guest');
    expect(packageBuyState(pack({ price: null }), both)).toBe('hidden');
  });
});

describe('savingOf', () => {
  it('is the normal total less the package price, in yuan', () => {
    expect(savingOf({ price: '60.00', raw_price: '70.50' })).toBe('10.50');
  });

  it('is null when prices are hidden or nothing is saved', () => {
    expect(savingOf({ price: null, raw_price: null })).toBeNull();
    expect(savingOf({ price: '70.00', raw_price: '70.00' })).toBeNull();
  });
});
