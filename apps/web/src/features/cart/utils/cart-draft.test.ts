import { priceCart } from '@mall/shared/pricing/engine';
import { describe, expect, it } from 'vitest';
import {
  type CartDraft,
  draftPricingInput,
  isValidLine,
  type Pending,
  withoutPending,
  withPending,
} from './cart-draft';
import { cartLine } from './test-lines';

const state = {
  data: [cartLine(1, { number: 2 }, { basePrice: 1_000 }), cartLine(2, { number: 1 }, { basePrice: 2_550 })],
  pricing: {
    activities: [
      { id: 5, kind: 'manjian' as const, title: '满减', tiers: [{ id: 51, amount: 5_000, reduce: 500 }] },
    ],
    shipping: { fee: 800, freeThreshold: 10_000 },
  },
};

describe('draftPricingInput', () => {
  it('passes the server input through untouched when nothing is pending', () => {
    const input = draftPricingInput(state, { quantities: new Map(), selections: new Map() });
    expect(input.lines[0]).toBe(state.data[0]?.pricing_input);
    expect(input.activities).toBe(state.pricing.activities);
    expect(priceCart(input).totals.goods).toBe(2 * 1_000 + 2_550);
  });

  it('applies pending quantities and selections so totals move before the server answers', () => {
    const draft: CartDraft = {
      quantities: new Map([[1, { value: 5 }]]),
      selections: new Map([[2, { value: false }]]),
    };
    const input = draftPricingInput(state, draft);
    expect(input.lines.map((l) => [l.quantity, l.selected])).toEqual([
      [5, true],
      [1, false],
    ]);
    const totals = priceCart(input).totals;
    expect(totals.goods).toBe(5_000);
    expect(totals.lineCount).toBe(1);
    expect(totals.shipping).toBe(800);
    // The server's own input is not changed.
    expect(state.data[0]?.pricing_input.quantity).toBe(2);
  });
});

describe('pending changes', () => {
  it('keeps a newer change when an older answer arrives', () => {
    const first: Pending<number> = { value: 2 };
    const second: Pending<number> = { value: 3 };
    let map: ReadonlyMap<number, Pending<number>> = withPending(new Map(), [1], first);
    map = withPending(map, [1], second);
    map = withoutPending(map, [1], first);
    expect(map.get(1)).toBe(second);
    map = withoutPending(map, [1], second);
    expect(map.size).toBe(0);
  });

  it('clears only the lines a batch change still owns', () => {
    const all: Pending<boolean> = { value: true };
    const one: Pending<boolean> = { value: false };
    let map: ReadonlyMap<number, Pending<boolean>> = withPending(new Map(), [1, 2, 3], all);
    map = withPending(map, [2], one);
    map = withoutPending(map, [1, 2, 3], all);
    expect([...map.keys()]).toEqual([2]);
    const same = withoutPending(map, [1], all);
    expect(same).toBe(map);
  });
});

describe('isValidLine', () => {
  it('accepts a buyable line in stock and refuses one with a reason, unbuyable or without stock', () => {
    expect(isValidLine(cartLine(1))).toBe(true);
    expect(isValidLine(cartLine(1, { invalid_reason: '该商品已下架' }))).toBe(false);
    expect(isValidLine(cartLine(1, {}, { isBuy: false }))).toBe(false);
    expect(isValidLine(cartLine(1, {}, { stock: 0 }))).toBe(false);
  });
});
