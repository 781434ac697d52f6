/** Where an after-sale's refund went, in words: to the balance, back online, or part each way. */
import type { AfterSaleDetail } from '@mall/shared/order';

type Fields = Pick<AfterSaleDetail, 'refund_to' | 'to_balance' | 'to_online'>;

const BALANCE = '退回账户余额';
const ONLINE = '原路退回（在线支付）';

export function refundToText(sale: Fields): string {
  switch (sale.refund_to) {
    case 'balance':
      return BALANCE;
    case 'online':
      return ONLINE;
    // An order paid partly from the balance gets that part back first, the rest online.
    case 'mixed':
      return `${BALANCE} ¥${sale.to_balance}，${ONLINE} ¥${sale.to_online}`;
    default:
      return '—';
  }
}
