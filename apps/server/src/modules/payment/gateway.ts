/**
 * Online payment providers behind one interface (DESIGN §6). A provider opens a payment where the
 * buyer pays, tells the store the outcome through POST /api/pay/notify signed with a key that only
 * it and the server hold, and sends money back on a refund.
 *
 * The built-in sandbox stands in for a provider in development and the demo (PAY_SANDBOX). Its
 * cashier is a page of the store itself, and its confirm is the paying member's own request handled
 * on the server, so no signature or key ever reaches a browser.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { PayNotifyResult } from '@mall/shared/payment';
import { safeEqual } from '../../http/tokens.ts';

export interface GatewayPayment {
  paymentNo: string;
  /** fen */
  amount: number;
}

export interface PaymentGateway {
  /** Where the buyer scans or clicks to pay. */
  createPayment(payment: GatewayPayment): { qrUrl: string };
  /** Whether a callback really comes from the provider, for exactly this payment, outcome and amount. */
  verify(paymentNo: string, result: PayNotifyResult, amount: number, signature: string): boolean;
  /**
   * Sends the money back; the reference is recorded on the payment. `refundNo` names this refund
   * (the after-sale number, say): a provider sends each refund number's money once and answers a
   * repeat with the first one's reference, as WeChat Pay's out_refund_no and Alipay's out_request_no
   * do. The store asks from inside its transaction, so a refund asked again after that transaction
   * rolled back is not sent twice.
   */
  refund(paymentNo: string, amount: number, refundNo: string): Promise<{ ref: string }>;
}

/**
 * The callback signature: HMAC-SHA256 over payment, outcome and amount, so a signature for a
 * 1-yuan payment cannot confirm another amount, and a cancel's cannot confirm a payment.
 */
export function notifySignature(
  secret: string,
  paymentNo: string,
  result: PayNotifyResult,
  amount: number,
): string {
  return createHmac('sha256', secret).update(`${paymentNo}|${result}|${amount}`).digest('hex');
}

export class SandboxGateway implements PaymentGateway {
  constructor(private readonly secret: string) {}

  createPayment(payment: GatewayPayment): { qrUrl: string } {
    return { qrUrl: `/pay/sandbox/${payment.paymentNo}` };
  }

  verify(paymentNo: string, result: PayNotifyResult, amount: number, signature: string): boolean {
    return safeEqual(signature, notifySignature(this.secret, paymentNo, result, amount));
  }

  /** The refunds sent, by refund number, as a provider keeps them. */
  private readonly refunds = new Map<string, { paymentNo: string; amount: number; ref: string }>();

  async refund(paymentNo: string, amount: number, refundNo: string): Promise<{ ref: string }> {
    const sent = this.refunds.get(refundNo);
    if (sent) {
      if (sent.paymentNo !== paymentNo || sent.amount !== amount)
        throw new Error(`refund ${refundNo} was sent for another payment or amount`);
      return { ref: sent.ref };
    }
    const ref = `SBR${paymentNo.slice(3)}-${amount}-${randomBytes(3).toString('hex')}`;
    this.refunds.set(refundNo, { paymentNo, amount, ref });
    return { ref };
  }

  /** How many refunds were sent (each refund number once). */
  get refundsSent(): number {
    return this.refunds.size;
  }
}

const gateways = new Map<string, PaymentGateway>();

/** One gateway per signing key (tests run apps with different keys side by side). */
export function gatewayFor(secret: string): PaymentGateway {
  let gateway = gateways.get(secret);
  if (!gateway) {
    gateway = new SandboxGateway(secret);
    gateways.set(secret, gateway);
  }
  return gateway;
}
