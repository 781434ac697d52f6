/** GET /api/user/cash_voucher?status=0: the store's unused cash vouchers. */
import type { Page } from '@mall/shared/codes';
import type { CashVoucher } from '@mall/shared/order';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';
import { checkoutKeys } from './keys';

const PAGE_SIZE = 50;

export function useCashVouchers() {
  return useQuery({
    queryKey: checkoutKeys.vouchers,
    queryFn: ({ signal }) =>
      api
        .get<Page<CashVoucher>>(
          '/api/user/cash_voucher',
          { status: 0, page: 1, page_size: PAGE_SIZE },
          { signal },
        )
        .then((r) => r.data.list),
  });
}
