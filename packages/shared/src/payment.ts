/** Paying an order or a recharge: the pay step, the cashier and the provider's callback. */
import type { PayMethod } from './order.ts';

/** POST /api/order/{id}/pay {method}: what the buyer does next. */
export interface PayStart {
  order_id: number;
  order_no: string;
  method: PayMethod;
  payment_no: string;
  amount: string;
  /** 0 pending, 1 paid */
  status: 0 | 1;
  /** online: where the buyer pays (the sandbox's cashier is an SPA path) */
  qr_url: string | null;
  /** transfer: where to send the money */
  bank: { account_name: string; bank_name: string; account: string; remark: string } | null;
}

/** GET /api/pay/methods: how this store takes payment now (online only with a provider). */
export interface PayOptions {
  methods: PayMethod[];
  /** the online provider; null when online payment is not open */
  online_provider: 'sandbox' | null;
}

/**
 * GET /api/pay/sandbox/{payment_no}: the sandbox cashier's page, for the order's own store only.
 * POST to the same path {result} confirms or cancels it on the server; it answers this again.
 */
export interface SandboxPayment {
  /** what is being paid: an order, or a wallet recharge (then order_no is the recharge number) */
  kind: 'order' | 'recharge';
  payment_no: string;
  order_no: string;
  amount: string;
  /** 0 pending, 1 paid, 2 closed */
  status: 0 | 1 | 2;
}

/** POST /api/pay/notify {payment_no, result, sign}: a provider's signed callback; idempotent. */
export type PayNotifyResult = 'paid' | 'cancelled';
export const PAY_NOTIFY_RESULTS = ['paid', 'cancelled'] as const satisfies readonly PayNotifyResult[];
