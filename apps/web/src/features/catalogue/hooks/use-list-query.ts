import type { GoodsListQuery } from '@mall/shared/goods';
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { listQueryString, parseListQuery } from '@/components/goods/list-query';

/**
 * The list state kept in the URL's query string: shareable, and the back button returns to the
 * previous filters. Each change is a new history entry.
 */
export function useListQuery(): [GoodsListQuery, (next: GoodsListQuery) => void] {
  const location = useLocation();
  const navigate = useNavigate();
  const query = useMemo(() => parseListQuery(location.search), [location.search]);
  const setQuery = useCallback(
    (next: GoodsListQuery) => {
      navigate({ pathname: location.pathname, search: listQueryString(next) });
    },
    [navigate, location.pathname],
  );
  return [query, setQuery];
}
