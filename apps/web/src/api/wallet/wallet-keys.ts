/**
 * Query keys of the wallet's balance pages. A settled recharge refreshes everything under `all`,
 * the balance (userKeys.balance, shared with checkout) and the member centre's card.
 */
import type { MoneyLogQuery } from './get-money-log';

export const walletKeys = {
  all: ['wallet'] as const,
  config: ['wallet', 'money-config'] as const,
  log: (query: MoneyLogQuery) => ['wallet', 'money-log', query] as const,
  stat: (months: number) => ['wallet', 'money-stat', months] as const,
  recharge: (no: string) => ['wallet', 'recharge', no] as const,
  vouchers: (status: number | undefined, page: number) =>
    ['wallet', 'vouchers', status ?? 'all', page] as const,
};
