import { parseYuan } from '@mall/shared/money';
import type { PayMethod } from '@mall/shared/order';

/** Whether the balance pays the whole amount due (a balance payment never goes partly). */
export function balanceCovers(balance: string | undefined, payable: string): boolean {
  return balance !== undefined && parseYuan(balance) >= parseYuan(payable);
}

/**
 * The method offered first: the balance when it covers the order, else online payment when the
 * store takes it, else bank transfer.
 */
export function defaultPayMethod(
  balance: string | undefined,
  payable: string,
  offered: readonly PayMethod[],
): PayMethod {
  if (balanceCovers(balance, payable)) return 'balance';
  return offered.includes('online') ? 'online' : 'transfer';
}
