import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppError } from './app-error.ts';
import { parseForm } from './form-body.ts';
import { intField, optionalInt, pageParam, parseInput } from './validation.ts';

function failure(schema: z.ZodType, value: unknown): AppError {
  try {
    parseInput(schema, value);
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a validation error');
}

const lineSchema = z.object({ goods_id: intField().pipe(z.number().positive()), number: intField() });

describe('parseForm', () => {
  it('keeps bracket arrays, nested objects and lists of objects', () => {
    expect(parseForm('ids[]=1&ids[]=2&params[number]=3&params[0][goods_id]=7&new=1')).toEqual({
      ids: ['1', '2'],
      params: { number: '3', 0: { goods_id: '7' } },
      new: '1',
    });
    expect(parseForm('params%5B0%5D%5Bgoods_id%5D=7&params%5B1%5D%5Bgoods_id%5D=8').params).toEqual([
      { goods_id: '7' },
      { goods_id: '8' },
    ]);
  });

  it('refuses bodies past its limits instead of truncating them', () => {
    expect(() => parseForm('a[b][c][d][e][f][g][h]=1')).toThrow(AppError);
    const tooMany = Array.from({ length: 2001 }, (_, i) => `k${i}=1`).join('&');
    expect(() => parseForm(tooMany)).toThrow(AppError);
    const longArray = Array.from({ length: 1001 }, () => 'ids[]=1').join('&');
    expect(() => parseForm(longArray)).toThrow(AppError);
  });

  it('ignores prototype keys', () => {
    const parsed = parseForm('__proto__[admin]=1&constructor[prototype][x]=1&ok=1');
    expect(parsed).toEqual({ ok: '1' });
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });
});

describe('parseInput', () => {
  it('strips unknown fields and coerces form strings', () => {
    const schema = z.object({ params: z.array(lineSchema), ids: z.array(z.coerce.number()) });
    const value = parseForm('params[0][goods_id]=7&params[0][number]=2&params[0][evil]=1&ids[]=3&role=admin');
    expect(parseInput(schema, value)).toEqual({ params: [{ goods_id: 7, number: 2 }], ids: [3] });
  });

  it('keys errors by field path with Chinese messages, first message as msg', () => {
    const schema = z.object({ params: z.array(lineSchema).min(1), name: z.string().max(4) });
    const error = failure(schema, {
      params: [{ goods_id: 'x', number: '1' }, { number: '2' }, { goods_id: '0', number: '1.5' }],
      name: '太长的名字啊',
    });
    expect(error.httpStatus).toBe(422);
    expect(error.code).toBe(422);
    expect(error.fieldErrors).toEqual({
      'params.0.goods_id': ['请输入数字'],
      'params.1.goods_id': ['此项为必填项'],
      'params.2.goods_id': ['必须大于0'],
      'params.2.number': ['请输入整数'],
      name: ['不能超过4个字符'],
    });
    expect(error.message).toBe('请输入数字');
  });

  it('says a missing field is required and keeps a schema’s own wording', () => {
    const schema = z.object({
      phone: z.string(),
      password: z.string({ error: '请输入密码' }).min(6, '密码至少6位'),
      count: z.number().int().min(1).max(9),
      kind: z.enum(['a', 'b']),
      items: z.array(z.string()).min(2),
      email: z.email(),
    });
    const error = failure(schema, { password: '123', count: 10, kind: 'c', items: ['x'], email: 'bad' });
    expect(error.fieldErrors).toEqual({
      phone: ['此项为必填项'],
      password: ['密码至少6位'],
      count: ['不能大于9'],
      kind: ['请选择有效的选项'],
      items: ['至少需要2项'],
      email: ['请输入正确的邮箱地址'],
    });
    expect(failure(schema, { password: undefined }).fieldErrors?.password).toEqual(['请输入密码']);
  });

  it('reads query numbers: blank is absent, text is refused', () => {
    const schema = z.object({ id: optionalInt(), page: pageParam(1), size: pageParam(20, 100) });
    expect(parseInput(schema, { id: '', page: '' })).toEqual({ id: undefined, page: 1, size: 20 });
    expect(parseInput(schema, { id: '3', page: '2', size: '100' })).toEqual({ id: 3, page: 2, size: 100 });
    expect(failure(schema, { id: 'abc' }).fieldErrors).toEqual({ id: ['请输入数字'] });
    expect(failure(schema, { size: '101', page: '0' }).fieldErrors).toEqual({
      page: ['不能小于1'],
      size: ['不能大于100'],
    });
  });
});
