import type { GoodsRead } from '@mall/shared/goods';
import { SCOPE_MISSING_MESSAGE } from '@mall/shared/licence';
import { describe, expect, it } from 'vitest';
import {
  type Buyer,
  blockedReason,
  blockedText,
  buyerOf,
  buyStateOf,
  cartLineOf,
  NOT_BUYABLE,
  OUT_OF_SCOPE,
  packageLineOf,
  quantityRulesOf,
  SOLD_OUT,
  STORE_REFUSED,
} from './cart-line';
import { cartLineView } from './cart-line-view';

function offer(patch: Partial<GoodsRead> = {}): GoodsRead {
  return {
    id: 7,
    goods_price_id: 70,
    ck_id: 2,
    name: '阿莫西林胶囊',
    sccj: '华北制药',
    ypgg: '0.25g*24粒',
    goods_image: [{ url: '/img/7.png' }],
    is_buy: 1,
    number: 100,
    base_price: '12.50',
    price_tip: '',
    bzdw: '盒',
    ladder_price: [],
    ladder_price_type: 0,
    tags: [],
    is_free_shipping: 0,
    free_shipping_number: 0,
    is_dpby: 0,
    qg_number: 1,
    is_youx: 0,
    type: 0,
    ...patch,
  };
}

const member: Buyer = { refusal: '', scopeIds: null };
const scoped = (...ids: number[]): Buyer => ({ refusal: '', scopeIds: new Set(ids) });

describe('buyStateOf', () => {
  it('sends a guest to log in before anything else', () => {
    expect(buyStateOf(offer({ number: 0, is_buy: 0 }), null)).toBe('guest');
  });

  it('keeps a member who may not see prices out', () => {
    expect(buyStateOf(offer({ base_price: null, price_tip: '资质审核通过后可见' }), member)).toBe('hidden');
  });

  it('tells an unbuyable offer from a sold-out one', () => {
    expect(buyStateOf(offer({ is_buy: 0 }), member)).toBe('unbuyable');
    expect(buyStateOf(offer({ number: 0 }), member)).toBe('soldOut');
    expect(blockedText('unbuyable')).toBe(NOT_BUYABLE);
    expect(blockedText('soldOut')).toBe(SOLD_OUT);
    expect(blockedText('ok')).toBeNull();
  });

  it('refuses goods outside the store scopes, and anything when the store may not buy', () => {
    expect(buyStateOf(offer({ scope_id: 3 }), scoped(1, 2))).toBe('outOfScope');
    expect(buyStateOf(offer({ scope_id: 2 }), scoped(1, 2))).toBe('ok');
    // Out of scope is what the buyer can put right, so it is said before sold out.
    expect(buyStateOf(offer({ scope_id: 3, number: 0 }), scoped(1))).toBe('outOfScope');
    expect(
      buyStateOf(offer({ scope_id: 2 }), {
        refusal: '您的资质已过期，请更新后再采购',
        scopeIds: new Set([2]),
      }),
    ).toBe('refused');
    expect(blockedText('outOfScope')).toBe(OUT_OF_SCOPE);
    expect(blockedText('refused')).toBe(STORE_REFUSED);
  });

  it('leaves the judgement to the server when the goods or the scopes are not known', () => {
    expect(buyStateOf(offer(), scoped(1))).toBe('ok');
    expect(buyStateOf(offer({ scope_id: 3 }), member)).toBe('ok');
  });

  it('counts stock below the minimum as sold out', () => {
    expect(buyStateOf(offer({ number: 9, qg_number: 10 }), member)).toBe('soldOut');
    expect(buyStateOf(offer({ number: 10, qg_number: 10 }), member)).toBe('ok');
    // Stock 15 with a step of 10 from a minimum of 10 still allows 10.
    expect(buyStateOf(offer({ number: 15, qg_number: 10, step: 10 }), member)).toBe('ok');
  });
});

describe('buyerOf', () => {
  it('reads the store standing of the base user', () => {
    expect(buyerOf(null)).toBeNull();
    expect(buyerOf({})).toEqual({ refusal: '', scopeIds: null });
    const buyer = buyerOf({ purchase: { refusal: '', scope_ids: [4, 9] } });
    expect([...(buyer?.scopeIds ?? [])]).toEqual([4, 9]);
  });
});

describe('blockedReason', () => {
  it('gives the sentence a buyer can act on', () => {
    const expired: Buyer = { refusal: '您的资质已过期，请更新后再采购', scopeIds: null };
    expect(blockedReason('refused', offer(), expired)).toBe(expired.refusal);
    expect(blockedReason('outOfScope', { price_tip: '', scope_name: '医疗器械' }, member)).toBe(
      '您的经营范围不含「医疗器械」，请上传相应资质后再采购',
    );
    expect(blockedReason('outOfScope', offer(), member)).toBe(SCOPE_MISSING_MESSAGE);
    expect(blockedReason('hidden', offer({ price_tip: '资质审核通过后可见' }), member)).toBe(
      '资质审核通过后可见',
    );
    expect(blockedReason('ok', offer(), member)).toBe('');
  });
});

describe('quantityRulesOf', () => {
  it('reads minimum, step, limit and stock with their floors', () => {
    expect(quantityRulesOf(offer({ qg_number: 0, number: 5 }))).toEqual({
      min: 1,
      step: 1,
      limit: 0,
      stock: 5,
    });
    expect(quantityRulesOf(offer({ qg_number: 6, step: 3, member_limit: 30, number: -2 }))).toEqual({
      min: 6,
      step: 3,
      limit: 30,
      stock: 0,
    });
  });
});

describe('cartLineOf', () => {
  it('sends the offer at the shown base price, not negotiated, no tier or activity', () => {
    expect(cartLineOf(offer(), 4)).toEqual({
      goods_id: 7,
      goods_price_id: 70,
      ck_id: 2,
      number: 4,
      price: '12.50',
      is_yj: 0,
      ladder_price_id: 0,
      goods_manjian_id: 0,
      type: 0,
    });
  });

  it('marks flash offers type 1', () => {
    expect(cartLineOf(offer({ type: 1 }), 1).type).toBe(1);
  });

  it('adds at the negotiated price only when asked and one exists', () => {
    const goods = offer({ yj_price: '11.00' });
    expect(cartLineOf(goods, 2, true)).toMatchObject({ is_yj: 1, price: '11.00' });
    expect(cartLineOf(goods, 2)).toMatchObject({ is_yj: 0, price: '12.50' });
    expect(cartLineOf(offer({ yj_price: null }), 2, true)).toMatchObject({ is_yj: 0, price: '12.50' });
  });

  it('builds a type 3 package line with the package id and no offer', () => {
    expect(packageLineOf(5, 2, '99.00')).toEqual({
      goods_id: 5,
      goods_price_id: 0,
      number: 2,
      price: '99.00',
      is_yj: 0,
      ladder_price_id: 0,
      goods_manjian_id: 0,
      type: 3,
    });
    expect(packageLineOf(5, 1, null)).not.toHaveProperty('price');
  });
});

describe('cartLineView', () => {
  it('reads a goods line from its goods', () => {
    expect(cartLineView({ goods: offer(), combination: null })).toEqual({
      name: '阿莫西林胶囊',
      image: '/img/7.png',
      maker: '华北制药',
      spec: '0.25g*24粒',
      unit: '盒',
    });
  });

  it('reads a package line from its components', () => {
    const view = cartLineView({
      goods: null,
      combination: {
        id: 3,
        title: '感冒组合',
        price: '30.00',
        raw_price: '36.00',
        member_limit: null,
        stock: 5,
        starts_at: null,
        ends_at: null,
        items: [
          { goods: offer(), quantity: 2 },
          { goods: offer({ id: 8, name: '板蓝根颗粒', goods_image: [] }), quantity: 1 },
        ],
      },
    });
    expect(view).toEqual({
      name: '【套餐】感冒组合',
      image: '/img/7.png',
      maker: '阿莫西林胶囊×2、板蓝根颗粒×1',
      spec: '2 种商品',
      unit: '套',
    });
  });
});
