import { describe, expect, it } from 'vitest';
import { choosePrize, type Pickable, pickByWeight } from './draw-picker.ts';

const prize = (name: string, weight: number, stock: number | null, kind: Pickable['kind'] = 'points') => ({
  name,
  weight,
  stock,
  kind,
});

/** A seeded generator (mulberry32): the same draws on every run. */
function seeded(seed: number) {
  let a = seed >>> 0;
  return (max: number) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * max);
  };
}

describe('pickByWeight', () => {
  const items = [prize('a', 1, null), prize('b', 0, null), prize('c', 3, null)];

  it('maps each point of the weight range to its band, skipping zero weights', () => {
    expect([0, 1, 2, 3].map((p) => pickByWeight(items, () => p)?.name)).toEqual(['a', 'c', 'c', 'c']);
  });

  it('asks the random source for a point below the total weight', () => {
    const asked: number[] = [];
    pickByWeight(items, (max) => {
      asked.push(max);
      return 0;
    });
    expect(asked).toEqual([4]);
  });

  it('picks nothing when no weight is positive', () => {
    expect(pickByWeight([prize('a', 0, null)], () => 0)).toBeUndefined();
    expect(pickByWeight([], () => 0)).toBeUndefined();
  });

  it('honours the odds over many draws', () => {
    const weights = [prize('coupon', 10, null), prize('points', 30, null), prize('thanks', 60, null, 'none')];
    const random = seeded(20_261_125);
    const counts = new Map<string, number>();
    const draws = 20_000;
    for (let i = 0; i < draws; i++) {
      const name = pickByWeight(weights, random)?.name ?? '';
      counts.set(name, (counts.get(name) ?? 0) + 1);
    }
    expect((counts.get('coupon') ?? 0) / draws).toBeCloseTo(0.1, 1);
    expect((counts.get('points') ?? 0) / draws).toBeCloseTo(0.3, 1);
    expect((counts.get('thanks') ?? 0) / draws).toBeCloseTo(0.6, 1);
  });
});

describe('choosePrize', () => {
  it('gives the pick while it is in stock, or unlimited', () => {
    const prizes = [prize('a', 1, 2), prize('b', 1, null), prize('none', 1, null, 'none')];
    expect(choosePrize(prizes, () => 0)?.name).toBe('a');
    expect(choosePrize(prizes, () => 1)?.name).toBe('b');
  });

  it('turns a sold-out pick into the 谢谢参与 prize, keeping the other odds', () => {
    const prizes = [prize('sold out', 5, 0), prize('b', 1, 3), prize('thanks', 4, null, 'none')];
    expect(choosePrize(prizes, () => 0)?.name).toBe('thanks');
    expect(choosePrize(prizes, () => 5)?.name).toBe('b');
  });

  it('gives nothing when the pick and the 谢谢参与 prize are both gone', () => {
    expect(choosePrize([prize('a', 1, 0), prize('thanks', 1, 0, 'none')], () => 0)).toBeUndefined();
    expect(choosePrize([prize('a', 1, 0)], () => 0)).toBeUndefined();
  });
});
