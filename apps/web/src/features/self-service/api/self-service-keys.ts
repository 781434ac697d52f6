/** Query keys of the self-service pages; every key sits under one root so a change refreshes its lists. */
import type { FastBuyOrder } from '@mall/shared/self-service';

export const selfServiceKeys = {
  wanted: (page: number) => ['self-service', 'wanted', page] as const,
  wantedAll: ['self-service', 'wanted'] as const,
  wantedOne: (id: number) => ['self-service', 'wanted', 'one', id] as const,
  fastBuy: (page: number, order: FastBuyOrder) => ['self-service', 'fast-buy', page, order] as const,
};
