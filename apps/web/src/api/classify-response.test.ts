import { describe, expect, it } from 'vitest';
import {
  classifyResponse,
  firstValidationMessage,
  type RequestResult,
  responseCode,
} from './classify-response';

const response = (httpStatus: number, body: unknown, method = 'POST', path = '/api/cart'): RequestResult => ({
  kind: 'response',
  method,
  path,
  httpStatus,
  body,
});

describe('classifyResponse — the rows of SPEC §8', () => {
  it.each([10000, 200, 201])('code %i in the body is success', (code) => {
    expect(classifyResponse(response(200, { code, msg: 'ok', data: null }))).toEqual({
      action: 'success',
      code,
    });
  });

  it('takes the HTTP status as the code when the body has none', () => {
    expect(classifyResponse(response(201, 'created'))).toEqual({ action: 'success', code: 201 });
    expect(classifyResponse(response(502, '<html>Bad Gateway</html>')).action).toBe('toast');
    expect(classifyResponse(response(404, null)).action).toBe('alert');
  });

  it('reads a numeric string code', () => {
    expect(classifyResponse(response(200, { code: '10001', msg: '请先登录' })).action).toBe('login');
  });

  it('the body code wins over the HTTP status', () => {
    expect(classifyResponse(response(200, { code: 422, msg: '有误', errors: { a: ['x'] } })).action).toBe(
      'validation',
    );
    expect(classifyResponse(response(500, { code: 10000, msg: 'ok', data: 1 })).action).toBe('success');
  });

  it.each([10001, 401])('code %i goes to the login page', (code) => {
    expect(classifyResponse(response(401, { code, msg: '请先登录' }))).toEqual({
      action: 'login',
      code,
      msg: '请先登录',
    });
  });

  it('never sends GET /api/user/base to the login page', () => {
    const outcome = classifyResponse(response(401, { code: 10001, msg: '未登录' }, 'GET', '/api/user/base'));
    expect(outcome.action).toBe('ignore');
    // Other methods on that path, and other paths, still do.
    expect(classifyResponse(response(401, { code: 10001 }, 'POST', '/api/user/base')).action).toBe('login');
    expect(classifyResponse(response(401, { code: 10001 }, 'get', '/api/user/base/x')).action).toBe('login');
  });

  it('459 shows the message, then the contract page', () => {
    expect(classifyResponse(response(403, { code: 459, msg: '请先签署电子合同' }))).toEqual({
      action: 'contract',
      code: 459,
      msg: '请先签署电子合同',
    });
    expect(classifyResponse(response(403, { code: 459 })).action).toBe('contract');
  });

  it('422 shows the first message of the first error field', () => {
    const outcome = classifyResponse(
      response(422, {
        code: 422,
        msg: '参数错误',
        errors: { phone: ['请输入正确的手机号码', '第二条'], name: ['请输入姓名'] },
      }),
    );
    expect(outcome).toEqual({
      action: 'validation',
      code: 422,
      msg: '请输入正确的手机号码',
      errors: { phone: ['请输入正确的手机号码', '第二条'], name: ['请输入姓名'] },
    });
  });

  it('422 without errors falls back to the envelope message', () => {
    expect(classifyResponse(response(422, { code: 422, msg: '参数错误' }))).toMatchObject({
      action: 'validation',
      msg: '参数错误',
      errors: {},
    });
  });

  it.each([400, 403, 404, 409, 429, 418, 10002])(
    'other non-5xx code %i is an alert with the message',
    (code) => {
      expect(classifyResponse(response(code < 600 ? code : 200, { code, msg: '库存不足' }))).toEqual({
        action: 'alert',
        code,
        msg: '库存不足',
      });
    },
  );

  it('an alert without a message names the code', () => {
    expect(classifyResponse(response(409, { code: 409 }))).toMatchObject({
      action: 'alert',
      msg: '操作失败（错误码 409）',
    });
  });

  it.each([500, 502, 503, 504, 599])('5xx code %i is the 系统繁忙 toast, never the server text', (code) => {
    expect(classifyResponse(response(code, { code, msg: 'stack trace here' }))).toEqual({
      action: 'toast',
      code,
      msg: '系统繁忙，请稍候再试',
    });
  });

  it('a timeout is the refresh dialog', () => {
    expect(classifyResponse({ kind: 'timeout' })).toEqual({
      action: 'timeout',
      code: 0,
      msg: '请求超时，请刷新页面',
    });
  });

  it('a cancelled request is code -1 and shows nothing', () => {
    expect(classifyResponse({ kind: 'cancelled' })).toEqual({ action: 'ignore', code: -1, msg: '' });
  });

  it('no answer at all is treated like a server fault', () => {
    expect(classifyResponse({ kind: 'network' })).toEqual({
      action: 'toast',
      code: 0,
      msg: '系统繁忙，请稍候再试',
    });
  });
});

describe('firstValidationMessage', () => {
  it('skips empty lists and blank messages', () => {
    expect(firstValidationMessage({ a: [], b: [' ', '第二个字段'] }, 'x')).toBe('第二个字段');
  });

  it('falls back to the message, then to a default', () => {
    expect(firstValidationMessage(undefined, '参数错误')).toBe('参数错误');
    expect(firstValidationMessage({}, '')).toBe('提交的信息有误，请检查后重试');
  });
});

describe('responseCode', () => {
  it('prefers the body code and ignores non-numeric ones', () => {
    expect(responseCode(200, { code: 10001 })).toBe(10001);
    expect(responseCode(403, { code: 'abc' })).toBe(403);
    expect(responseCode(204, undefined)).toBe(204);
  });
});
