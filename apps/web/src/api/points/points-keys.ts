/**
 * Query keys of points: the mall's items and the store's ledger. A redemption refreshes everything
 * under `all`, the points orders, the base user and the member centre's wallet card.
 */
import type { PointsLogQuery } from './get-points-log';

export const pointsKeys = {
  all: ['points'] as const,
  goods: (page: number) => ['points', 'goods', page] as const,
  log: (query: PointsLogQuery) => ['points', 'log', query] as const,
};
