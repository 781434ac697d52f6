/**
 * The online payment gateway behind an interface (DESIGN §6). The built-in sandbox provider is the
 * only one: its "QR code" is an SPA page whose buttons post the outcome back, signed with HMAC-SHA256,
 * so the callback route treats it exactly as it would treat a real provider's notification.
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { PayNotifyResult } from '@mall/shared/order';
import { safeEqual } from '../../http/tokens.ts';

export interface GatewayPayment {
  paymentNo: string;
  /** fen */
  amount: number;
}

export interface PaymentGateway {
  /** Where the buyer scans or clicks to pay. */
  createPayment(payment: GatewayPayment): { qrUrl: string };
  sign(paymentNo: string, result: PayNotifyResult, amount: number): string;
  verify(paymentNo: string, result: PayNotifyResult, amount: number, signature: string): boolean;
  /** Sends the money back; the reference is recorded on the payment. */
  refund(paymentNo: string, amount: number): Promise<{ ref: string }>;
}

export class SandboxGateway implements PaymentGateway {
  constructor(private readonly secret: string) {}

  createPayment(payment: GatewayPayment): { qrUrl: string } {
    return { qrUrl: `/pay/sandbox/${payment.paymentNo}` };
  }

  // The amount is signed too: a signature for a 1-yuan payment cannot confirm another amount.
  sign(paymentNo: string, result: PayNotifyResult, amount: number): string {
    return createHmac('sha256', this.secret).update(`${paymentNo}|${result}|${amount}`).digest('hex');
  }

  verify(paymentNo: string, result: PayNotifyResult, amount: number, signature: string): boolean {
    return safeEqual(signature, this.sign(paymentNo, result, amount));
  }

  async refund(paymentNo: string, amount: number): Promise<{ ref: string }> {
    return { ref: `SBR${paymentNo.slice(3)}-${amount}-${randomBytes(3).toString('hex')}` };
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
