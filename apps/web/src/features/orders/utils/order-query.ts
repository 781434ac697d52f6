/**
 * The /order list's filters live in the URL query (status, keywords, start, end, page), so a
 * reload, a shared link or the member centre's count links open the same list.
 */
import { ORDER_TABS, type OrderTab } from '@mall/shared/order';
import type { OrderListQuery } from '@/api/orders/get-orders';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

function isTab(value: string | null): value is OrderTab {
  return value !== null && (ORDER_TABS as readonly string[]).includes(value);
}

function dateOf(value: string | null): string {
  return value !== null && DATE.test(value) && !Number.isNaN(Date.parse(value)) ? value : '';
}

export function parseOrderQuery(params: URLSearchParams): OrderListQuery {
  const status = params.get('status');
  const page = Number(params.get('page'));
  return {
    status: isTab(status) ? status : 'all',
    keywords: (params.get('keywords') ?? '').trim().slice(0, 50),
    start: dateOf(params.get('start')),
    end: dateOf(params.get('end')),
    page: Number.isSafeInteger(page) && page > 1 ? page : 1,
  };
}

/** The search params for a query, leaving out the defaults so the plain list stays `/order`. */
export function orderQueryParams(query: OrderListQuery): Record<string, string> {
  const out: Record<string, string> = {};
  if (query.status !== 'all') out.status = query.status;
  if (query.keywords) out.keywords = query.keywords;
  if (query.start) out.start = query.start;
  if (query.end) out.end = query.end;
  if (query.page > 1) out.page = String(query.page);
  return out;
}

/** A filter change starts again at the first page; only paging keeps the rest. */
export function withFilter(
  query: OrderListQuery,
  change: Partial<Omit<OrderListQuery, 'page'>>,
): OrderListQuery {
  return { ...query, ...change, page: 1 };
}
