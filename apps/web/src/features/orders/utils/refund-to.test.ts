import { describe, expect, it } from 'vitest';
import { refundToText } from './refund-to';

describe('refundToText', () => {
  it('names one way when the whole refund went that way', () => {
    expect(refundToText({ refund_to: 'balance', to_balance: '36.00', to_online: '0.00' })).toBe(
      '退回账户余额',
    );
    expect(refundToText({ refund_to: 'online', to_balance: '0.00', to_online: '8.66' })).toBe(
      '原路退回（在线支付）',
    );
  });

  it('shows the split of a mixed refund, not the whole amount as online', () => {
    expect(refundToText({ refund_to: 'mixed', to_balance: '10.00', to_online: '7.33' })).toBe(
      '退回账户余额 ¥10.00，原路退回（在线支付） ¥7.33',
    );
  });

  it('reads a dash before the refund', () => {
    expect(refundToText({ refund_to: null, to_balance: '0.00', to_online: '0.00' })).toBe('—');
  });
});
