import { SUGGEST_CACHE_AGE_MS } from '@mall/shared/constants';
import { describe, expect, it } from 'vitest';
import { readSuggestCache, suggestCacheKey, writeSuggestCache } from './suggest-cache';

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
  };
}

const list = [{ id: 1, name: '阿莫西林胶囊', sub: '0.25g*24粒 华北制药', url: '/list/info/1' }];

describe('suggestion cache', () => {
  it('is keyed by search type and trimmed keywords', () => {
    expect(suggestCacheKey(0, ' amxl ')).toBe(suggestCacheKey(0, 'amxl'));
    expect(suggestCacheKey(0, 'amxl')).not.toBe(suggestCacheKey(1, 'amxl'));
  });

  it('serves an entry until it is older than the cache age', () => {
    const storage = memoryStorage();
    writeSuggestCache(storage, 0, 'amxl', list, 1_000);
    expect(readSuggestCache(storage, 0, 'amxl', 1_000 + SUGGEST_CACHE_AGE_MS)).toEqual(list);
    expect(readSuggestCache(storage, 0, 'amxl', 1_001 + SUGGEST_CACHE_AGE_MS)).toBeNull();
    expect(readSuggestCache(storage, 1, 'amxl', 1_000)).toBeNull();
  });

  it('keeps empty results too, so 暂无数据 is not refetched at once', () => {
    const storage = memoryStorage();
    writeSuggestCache(storage, 1, 'zzzz', [], 5);
    expect(readSuggestCache(storage, 1, 'zzzz', 6)).toEqual([]);
  });

  it('treats corrupt entries, clocks going back and broken storage as a miss', () => {
    const storage = memoryStorage();
    storage.map.set(suggestCacheKey(0, 'a'), '{not json');
    expect(readSuggestCache(storage, 0, 'a', 0)).toBeNull();
    storage.map.set(suggestCacheKey(0, 'b'), JSON.stringify({ at: 'x', list }));
    expect(readSuggestCache(storage, 0, 'b', 0)).toBeNull();
    writeSuggestCache(storage, 0, 'c', list, 1_000);
    expect(readSuggestCache(storage, 0, 'c', 999)).toBeNull();
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    expect(() => writeSuggestCache(broken, 0, 'a', list, 0)).not.toThrow();
    expect(readSuggestCache(broken, 0, 'a', 0)).toBeNull();
  });
});
