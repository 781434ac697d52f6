/** GET /api/user/user_money_log: the balance ledger, newest first, by direction and China dates. */
import type { Page } from '@mall/shared/codes';
import type { MoneyLogRow } from '@mall/shared/recharge';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { walletKeys } from './wallet-keys';

export const MONEY_LOG_PAGE_SIZE = 10;

export interface MoneyLogQuery {
  page: number;
  /** 1 income, 2 spending; all without it */
  use_type?: 1 | 2;
  /** YYYY-MM-DD, China time, inclusive */
  start_time?: string;
  end_time?: string;
}

export function getMoneyLog(query: MoneyLogQuery, signal?: AbortSignal): Promise<Page<MoneyLogRow>> {
  return api
    .get<Page<MoneyLogRow>>(
      '/api/user/user_money_log',
      { ...query, page_size: MONEY_LOG_PAGE_SIZE },
      { signal },
    )
    .then((r) => r.data);
}

export function moneyLogQueryOptions(query: MoneyLogQuery) {
  return queryOptions({
    queryKey: walletKeys.log(query),
    queryFn: ({ signal }) => getMoneyLog(query, signal),
  });
}

export function useMoneyLog(query: MoneyLogQuery) {
  return useQuery({ ...moneyLogQueryOptions(query), placeholderData: keepPreviousData });
}
