import { SUGGEST_CACHE_AGE_MS } from '@mall/shared/constants';
import type { GoodsSuggestion } from '@mall/shared/goods';

/** The part of sessionStorage the cache uses, so tests can pass a plain map. */
export type SuggestStorage = Pick<Storage, 'getItem' | 'setItem'>;

interface CacheEntry {
  at: number;
  list: GoodsSuggestion[];
}

const PREFIX = 'goods-suggest';

/** One entry per search type and trimmed keywords (SPEC §7: suggestions kept in session storage). */
export function suggestCacheKey(type: number, keywords: string): string {
  return `${PREFIX}:${type}:${keywords.trim()}`;
}

/**
 * The cached suggestions, or null when there are none, they are older than SUGGEST_CACHE_AGE_MS
 * (and must be fetched again) or the entry is unreadable.
 */
export function readSuggestCache(
  storage: SuggestStorage,
  type: number,
  keywords: string,
  now: number,
): GoodsSuggestion[] | null {
  let text: string | null;
  try {
    text = storage.getItem(suggestCacheKey(type, keywords));
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const entry = JSON.parse(text) as Partial<CacheEntry>;
    if (typeof entry.at !== 'number' || !Array.isArray(entry.list)) return null;
    const age = now - entry.at;
    return age >= 0 && age <= SUGGEST_CACHE_AGE_MS ? entry.list : null;
  } catch {
    return null;
  }
}

/** Stores suggestions; a full or disabled storage only means no cache. */
export function writeSuggestCache(
  storage: SuggestStorage,
  type: number,
  keywords: string,
  list: GoodsSuggestion[],
  now: number,
): void {
  const entry: CacheEntry = { at: now, list };
  try {
    storage.setItem(suggestCacheKey(type, keywords), JSON.stringify(entry));
  } catch {
    // Quota exceeded or storage blocked: the next lookup simply fetches again.
  }
}
