import { parseYuan } from '@mall/shared/money';
import type { PayMethod } from '@mall/shared/order';

/** Whether the balance pays the whole amount due (a balance payment never goes partly). */
export function balanceCovers(balance: string | undefined, payable: string): boolean {
  return balance !== undefined && parseYuan(balance) >= parseYuan(payable);
}

/** The method offered first: the balance when it covers the order, else online payment. */
export function defaultPayMethod(balance: string | undefined, payable: string): PayMethod {
  return balanceCovers(balance, payable) ? 'balance' : 'online';
}
