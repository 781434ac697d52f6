/** Query keys of the orders: every change to an order refreshes everything under `all` (afterOrderChange). */
import type { OrderListQuery } from './get-orders';

export const orderKeys = {
  all: ['order'] as const,
  list: (query: OrderListQuery) => ['order', 'list', query] as const,
  detail: (id: number) => ['order', 'detail', id] as const,
  afterSale: (id: number) => ['order', 'after-sale', id] as const,
  invoices: (page: number) => ['order', 'invoices', page] as const,
  pointsOrders: (page: number) => ['order', 'points', page] as const,
  pointsOrder: (id: number) => ['order', 'points-one', id] as const,
};
