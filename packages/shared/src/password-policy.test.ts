import { describe, expect, it } from 'vitest';
import { PASSWORD_MESSAGES, passwordProblem } from './password-policy';
import {
  forgetResetInputSchema,
  passwordSchema,
  registerStep1InputSchema,
  resetPasswordInputSchema,
} from './registration';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : (result.error?.issues[0]?.message ?? null);

describe('the password policy', () => {
  it.each([
    '12345678',
    '87654321',
    'abcdefgh',
    'ABCDEFGHI',
    'aaaaaaaa',
    '11111111',
    '12121212',
    'abcabcabc',
    'aaaabbbb',
    'qwertyuiop',
    'asdfghjkl',
    'lkjhgfdsa',
    '0987654321',
    '19900101',
    '20011231',
  ])('refuses the trivial %s', (password) => {
    expect(passwordProblem(password)).toBe(PASSWORD_MESSAGES.trivial);
  });

  it.each([
    'password',
    'PASSWORD',
    'Password1',
    'password2024!',
    'iloveyou',
    '1qaz2wsx',
    'a123456789',
    'qq123456',
    'woaini1314',
    'zxcvbnm123',
    'sunshine',
    'football',
    'p@ssw0rd',
  ])('refuses the common %s', (password) => {
    expect(passwordProblem(password)).toBe(PASSWORD_MESSAGES.common);
  });

  it('refuses the login name or the phone inside the password, in any case', () => {
    expect(passwordProblem('zhangsan2024', ['ZhangSan', '13912345678'])).toBe(PASSWORD_MESSAGES.personal);
    expect(passwordProblem('x13912345678', ['zhangsan', '13912345678'])).toBe(PASSWORD_MESSAGES.personal);
    expect(passwordProblem('pharmacy-lin', ['pharmacy-lin-2024'])).toBe(PASSWORD_MESSAGES.personal);
    // Names too short to mean anything are not looked for.
    expect(passwordProblem('Kangning-77', ['ka', null, undefined])).toBeNull();
  });

  it('keeps the length rule first', () => {
    expect(passwordProblem('1234567')).toBe(PASSWORD_MESSAGES.length);
    expect(passwordProblem('a'.repeat(65))).toBe(PASSWORD_MESSAGES.length);
  });

  it.each([
    'Kangning-77',
    'brand-new-pass-1',
    'secret-pass-1',
    'renewed123456',
    'newmember123',
    'Yaofang#2024',
    '药房采购2024春',
  ])('accepts %s', (password) => {
    expect(passwordProblem(password, ['member-1', '13912345678'])).toBeNull();
  });

  it('would let a new member register with the demo password, but not the demo member set it again', () => {
    // The seeded demo accounts keep it; only setting a password is checked, and `demo` is in it.
    expect(passwordProblem('demo123456', ['13912345678'])).toBeNull();
    expect(passwordProblem('demo123456', ['demo', '13800000001'])).toBe(PASSWORD_MESSAGES.personal);
  });
});

describe('the shared password schemas', () => {
  it('gives the form the policy message in Chinese', () => {
    expect(firstMessage(passwordSchema.safeParse('12345678'))).toBe(
      '密码过于简单，请勿使用重复、连续的字符或日期',
    );
    expect(firstMessage(passwordSchema.safeParse('password1'))).toBe('该密码过于常见，容易被猜中，请换一个');
    expect(firstMessage(passwordSchema.safeParse('short'))).toBe('密码长度为8-64个字符');
    expect(passwordSchema.safeParse('Kangning-77').success).toBe(true);
  });

  it('refuses, at registration, a password holding the phone being registered', () => {
    const result = registerStep1InputSchema.safeParse({
      phone: '13912345678',
      code: '123456',
      password: 'me13912345678',
      password_confirm: 'me13912345678',
      agree: 1,
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['password'], message: '密码不能包含用户名或手机号' }),
    ]);
  });

  it('applies the policy to the forgotten-password reset and the change', () => {
    const reset = forgetResetInputSchema.safeParse({
      token: 't',
      password: '11111111',
      password_confirm: '11111111',
    });
    expect(reset.error?.issues[0]?.path).toEqual(['password']);
    const change = resetPasswordInputSchema.safeParse({ old_password: 'x', password: 'qwerty123' });
    expect(change.error?.issues[0]?.message).toBe('该密码过于常见，容易被猜中，请换一个');
    const noOld = resetPasswordInputSchema.safeParse({ password: 'Kangning-77' });
    expect(noOld.error?.issues[0]).toMatchObject({ path: ['old_password'], message: '请输入原密码' });
  });
});
