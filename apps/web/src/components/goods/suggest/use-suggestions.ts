import { SUGGEST_DEBOUNCE_MS } from '@mall/shared/constants';
import type { GoodsSuggestion } from '@mall/shared/goods';
import { useEffect, useState } from 'react';
import { api } from '@/api/client';
import { readSuggestCache, type SuggestStorage, writeSuggestCache } from './suggest-cache';

/** No cache rather than a crash where session storage is blocked (reading it throws then). */
const NO_STORAGE: SuggestStorage = { getItem: () => null, setItem: () => {} };

function sessionStore(): SuggestStorage {
  try {
    return window.sessionStorage;
  } catch {
    return NO_STORAGE;
  }
}

export type SuggestState =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'empty' }
  | { status: 'list'; list: GoodsSuggestion[] };

function fromList(list: GoodsSuggestion[]): SuggestState {
  return list.length === 0 ? { status: 'empty' } : { status: 'list', list };
}

/**
 * Suggestions for the typed keywords (SPEC §4/§7): a fresh sessionStorage entry answers at once;
 * otherwise 搜索中... while the 500 ms debounce runs and GET /api/goods/search answers. Empty
 * keywords clear the list; failures are swallowed (the dropdown just closes).
 */
export function useSuggestions(keywords: string, type: number, enabled: boolean): SuggestState {
  const [state, setState] = useState<SuggestState>({ status: 'idle' });
  const trimmed = keywords.trim();

  useEffect(() => {
    if (!enabled || trimmed === '') {
      setState({ status: 'idle' });
      return;
    }
    const cached = readSuggestCache(sessionStore(), type, trimmed, Date.now());
    if (cached) {
      setState(fromList(cached));
      return;
    }
    setState({ status: 'searching' });
    let alive = true;
    const timer = window.setTimeout(() => {
      api
        .get<GoodsSuggestion[]>('/api/goods/search', { keywords: trimmed, type }, { silent: true })
        .then(({ data }) => {
          const list = Array.isArray(data) ? data : [];
          writeSuggestCache(sessionStore(), type, trimmed, list, Date.now());
          if (alive) setState(fromList(list));
        })
        .catch(() => {
          if (alive) setState({ status: 'idle' });
        });
    }, SUGGEST_DEBOUNCE_MS);
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, [trimmed, type, enabled]);

  return state;
}
