import { describe, expect, it } from 'vitest';
import { emailSchema, isEmail, isMobile, isPhone, mobileSchema, phoneSchema } from './validators';

describe('mobile numbers (SPEC §5: 11 digits, 1 then 3-9)', () => {
  it.each([
    '13012345678',
    '14512345678',
    '15912345678',
    '16612345678',
    '17712345678',
    '18812345678',
    '19912345678',
  ])('%s is valid', (phone) => {
    expect(isMobile(phone)).toBe(true);
    expect(isPhone(phone)).toBe(true);
  });

  it.each([
    ['12012345678', 'second digit 2'],
    ['11012345678', 'second digit 1'],
    ['10012345678', 'second digit 0'],
    ['1301234567', '10 digits'],
    ['130123456789', '12 digits'],
    ['23012345678', 'not starting with 1'],
    ['1301234567a', 'a letter'],
    ['130 1234 5678', 'spaces'],
    ['+8613012345678', 'country code'],
    ['', 'empty'],
  ])('%s is invalid (%s)', (phone) => {
    expect(isMobile(phone)).toBe(false);
    expect(isPhone(phone)).toBe(false);
  });
});

describe('landlines (SPEC §5: area code from 0, hyphen, 7-8 digits)', () => {
  it.each(['010-12345678', '021-1234567', '0571-1234567', '0571-12345678', '0755-8888888', '05711-1234567'])(
    '%s is valid',
    (phone) => {
      expect(isPhone(phone)).toBe(true);
    },
  );

  it.each([
    ['10-1234567', 'area code not starting with 0'],
    ['010-123456', '6 digits'],
    ['010-123456789', '9 digits'],
    ['01012345678', 'no hyphen'],
    ['0-1234567', 'area code too short'],
    ['057123-1234567', 'area code too long'],
    ['010-1234567a', 'a letter'],
  ])('%s is invalid (%s)', (phone) => {
    expect(isPhone(phone)).toBe(false);
  });

  it('is refused where only a mobile is allowed', () => {
    expect(isPhone('010-12345678', false)).toBe(false);
    expect(isPhone('13012345678', false)).toBe(true);
  });
});

describe('emails (SPEC §5)', () => {
  it.each(['buyer@example.com', 'kang_yuan-01@yy.com.cn', 'A1@b-c.org', '12345@qq.com'])(
    '%s is valid',
    (email) => {
      expect(isEmail(email)).toBe(true);
    },
  );

  it.each([
    ['buyer@localhost', 'domain without a dot'],
    ['buyer.name@example.com', 'dot in the local part'],
    ['buyer+tag@example.com', 'plus in the local part'],
    ['@example.com', 'no local part'],
    ['buyer@', 'no domain'],
    ['buyer@@example.com', 'two @'],
    ['buyer@example.', 'empty last label'],
    ['buyer@.com', 'empty first label'],
    ['买家@example.com', 'Chinese local part'],
    ['buyer example@qq.com', 'space'],
    ['', 'empty'],
  ])('%s is invalid (%s)', (email) => {
    expect(isEmail(email)).toBe(false);
  });
});

describe('the schemas give Chinese messages', () => {
  it('phoneSchema trims, accepts mobiles and landlines, and explains a bad value', () => {
    expect(phoneSchema.parse(' 13812345678 ')).toBe('13812345678');
    expect(phoneSchema.parse('010-12345678')).toBe('010-12345678');
    const bad = phoneSchema.safeParse('12345');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/手机号码/);
    expect(phoneSchema.safeParse('').error?.issues[0]?.message).toBe('请输入手机号码');
  });

  it('mobileSchema refuses landlines', () => {
    expect(mobileSchema.safeParse('010-12345678').success).toBe(false);
    expect(mobileSchema.parse('15912345678')).toBe('15912345678');
  });

  it('emailSchema', () => {
    expect(emailSchema.parse(' a@b.cn ')).toBe('a@b.cn');
    expect(emailSchema.safeParse('a@b').error?.issues[0]?.message).toBe('请输入正确的邮箱地址');
  });
});
