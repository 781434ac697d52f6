import { describe, expect, it } from 'vitest';
import { addressInputSchema } from './address.ts';

const valid = {
  consignee: ' 王小二 ',
  phone: '13912345678',
  province: '33',
  city: '3301',
  district: '330106',
  detail: '文一西路100号',
};

describe('addressInputSchema', () => {
  it('trims text and reads the default flag from form values', () => {
    expect(addressInputSchema.parse(valid)).toEqual({ ...valid, consignee: '王小二', is_default: undefined });
    for (const [value, parsed] of [
      ['1', 1],
      ['on', 1],
      [true, 1],
      ['0', 0],
      ['false', 0],
      ['', undefined],
    ] as const) {
      expect(addressInputSchema.parse({ ...valid, is_default: value }).is_default).toBe(parsed);
    }
  });

  it('refuses an unknown default flag instead of guessing', () => {
    const result = addressInputSchema.safeParse({ ...valid, is_default: '2' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('默认地址只能是 0 或 1');
  });

  it('puts the SPEC §5 phone rule and the region codes first-message-first', () => {
    const result = addressInputSchema.safeParse({ ...valid, phone: '1234', district: 'x' });
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['phone', '请输入正确的手机号码或座机号码（如 010-12345678）'],
      ['district', '请选择正确的区县'],
    ]);
  });
});
