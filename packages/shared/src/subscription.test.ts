import { describe, expect, it } from 'vitest';
import { isTrivialPayPassword, payPasswordInputSchema, wantedUrlOf } from './subscription.ts';

describe('isTrivialPayPassword', () => {
  it.each(['000000', '888888', '123456', '654321', '456789', '987654'])('refuses %s', (value) => {
    expect(isTrivialPayPassword(value)).toBe(true);
  });
  it.each(['135790', '112233', '123457', '902468'])('accepts %s', (value) => {
    expect(isTrivialPayPassword(value)).toBe(false);
  });
});

describe('payPasswordInputSchema', () => {
  it('needs six digits and a login password or an SMS code', () => {
    expect(payPasswordInputSchema.safeParse({ password: '135790', login_password: 'x' }).success).toBe(true);
    expect(payPasswordInputSchema.safeParse({ password: '135790', code: '123456' }).success).toBe(true);
    expect(payPasswordInputSchema.safeParse({ password: '135790' }).success).toBe(false);
    expect(payPasswordInputSchema.safeParse({ password: '13579', login_password: 'x' }).success).toBe(false);
    expect(payPasswordInputSchema.safeParse({ password: '13579a', login_password: 'x' }).success).toBe(false);
  });
});

describe('wantedUrlOf', () => {
  it('fills the 品种求购 form with the name, encoded', () => {
    expect(wantedUrlOf('阿莫西林 0.25g&x')).toBe(
      `/zzfw/pzqg/add?name=${encodeURIComponent('阿莫西林 0.25g&x')}`,
    );
  });
});
