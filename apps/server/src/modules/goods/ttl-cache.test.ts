import { describe, expect, it } from 'vitest';
import { invalidateCatalogueCaches, TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('loads once within the TTL, again after it', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    now = 1001;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('shares one load between concurrent callers', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(1000, 10);
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++loads), 5));
    expect(await Promise.all([cache.get('k', load), cache.get('k', load)])).toEqual([1, 1]);
  });

  it('forgets failures and evicts the oldest beyond its size', async () => {
    const cache = new TtlCache<string>(1000, 2);
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('x', async () => 'ok')).toBe('ok');
    await cache.get('y', async () => 'y');
    await cache.get('z', async () => 'z');
    expect(await cache.get('x', async () => 'reloaded')).toBe('reloaded');
  });

  it('drops every entry when the catalogue changes', async () => {
    let loads = 0;
    const cache = new TtlCache<number>(60_000, 10);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    expect(await cache.get('a', load)).toBe(1);
    invalidateCatalogueCaches();
    expect(await cache.get('a', load)).toBe(2);
  });
});
