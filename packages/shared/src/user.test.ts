import { describe, expect, it } from 'vitest';
import { loginInputSchema } from './user.ts';

const messages = (value: unknown) =>
  loginInputSchema.safeParse(value).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('loginInputSchema', () => {
  it('asks for both fields when they are missing or blank', () => {
    const expected = [
      ['username', '请输入用户名或手机号'],
      ['password', '请输入密码'],
    ];
    expect(messages({})).toEqual(expected);
    expect(messages({ username: '   ', password: '' })).toEqual(expected);
  });

  it('trims the user name and keeps the password as typed', () => {
    expect(loginInputSchema.parse({ username: ' demo ', password: ' 123456 ' })).toEqual({
      username: 'demo',
      password: ' 123456 ',
    });
  });

  it('refuses a field over 64 characters, and takes 64', () => {
    expect(messages({ username: 'a'.repeat(65), password: 'p'.repeat(65) })).toEqual([
      ['username', '用户名不能超过64个字符'],
      ['password', '密码不能超过64个字符'],
    ]);
    expect(loginInputSchema.safeParse({ username: 'a'.repeat(64), password: 'p'.repeat(64) }).success).toBe(
      true,
    );
  });

  it('gives each field a schema of its own for the form', () => {
    expect(loginInputSchema.shape.username.safeParse(' b ').data).toBe('b');
    expect(loginInputSchema.shape.password.safeParse('').success).toBe(false);
  });
});
