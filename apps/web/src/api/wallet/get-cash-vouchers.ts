/** GET /api/user/cash_voucher: the store's cash vouchers by status (0 unused, 1 used, 2 expired; all without it), paged. */
import type { Page } from '@mall/shared/codes';
import type { CashVoucher } from '@mall/shared/order';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { walletKeys } from './wallet-keys';

export const VOUCHER_PAGE_SIZE = 10;

export function voucherPageQueryOptions(status: 0 | 1 | 2 | undefined, page: number) {
  return queryOptions({
    queryKey: walletKeys.vouchers(status, page),
    queryFn: ({ signal }) =>
      api
        .get<Page<CashVoucher>>(
          '/api/user/cash_voucher',
          { ...(status === undefined ? {} : { status }), page, page_size: VOUCHER_PAGE_SIZE },
          { signal },
        )
        .then((r) => r.data),
  });
}

export function useVoucherPage(status: 0 | 1 | 2 | undefined, page: number) {
  return useQuery({ ...voucherPageQueryOptions(status, page), placeholderData: keepPreviousData });
}
