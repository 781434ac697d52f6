import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/helpers.ts';
import { AppError } from './app-error.ts';
import { ok } from './envelope.ts';
import { intField, parseInput } from './validation.ts';

const cartAddSchema = z.object({
  ids: z.array(intField()).optional(),
  params: z.array(z.object({ goods_id: intField(), number: intField() })),
  new: intField().optional(),
});

describe('the API envelope and request handling', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp(
      {},
      {
        extend(app) {
          // Test-only routes: echo a parsed body, throw an unexpected fault, answer a big payload.
          app.post('/api/test/echo', async (request) => ok(parseInput(cartAddSchema, request.body ?? {})));
          app.post('/api/test/raw', async (request) => ok(request.body));
          app.get('/api/test/fault', async () => {
            throw new Error('connection string postgres://secret@db leaked?');
          });
          app.get('/api/test/conflict', async () => {
            throw new AppError('contract_unsigned', '请先签署电子合同');
          });
          app.get('/api/test/big', async () =>
            ok({ rows: Array.from({ length: 500 }, (_, i) => `第${i}行药品数据`) }),
          );
        },
      },
    );
  });
  afterAll(() => t.close());

  async function guest() {
    const client = t.client();
    await client.get('/api/user/base');
    return client;
  }

  it('parses form-encoded arrays, nested objects and lists of objects intact', async () => {
    const client = await guest();
    const raw = await client.postForm('/api/test/raw', {
      ids: [1, 2],
      params: { number: 3 },
      new: 1,
    });
    expect(raw.body.data).toEqual({ ids: ['1', '2'], params: { number: '3' }, new: '1' });
    const res = await client.postForm('/api/test/echo', {
      ids: [4, 5],
      params: [
        { goods_id: 7, number: 2, price: '9.99' },
        { goods_id: 8, number: 1 },
      ],
      new: 1,
      is_admin: 1,
    });
    expect(res.body).toEqual({
      code: 10000,
      msg: 'ok',
      data: {
        ids: [4, 5],
        params: [
          { goods_id: 7, number: 2 },
          { goods_id: 8, number: 1 },
        ],
        new: 1,
      },
    });
  });

  it('accepts JSON bodies too', async () => {
    const client = await guest();
    const res = await client.post('/api/test/echo', { params: [{ goods_id: '3', number: 4 }] });
    expect(res.body.data).toEqual({ params: [{ goods_id: 3, number: 4 }] });
  });

  it('answers 422 with the first message and errors by field path', async () => {
    const client = await guest();
    const res = await client.postForm('/api/test/echo', { params: [{ goods_id: 'abc' }] });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      code: 422,
      msg: '请输入数字',
      data: null,
      errors: { 'params.0.goods_id': ['请输入数字'], 'params.0.number': ['此项为必填项'] },
    });
  });

  it('hides the message of an unexpected fault', async () => {
    const res = await t.client().get('/api/test/fault');
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: 500, msg: '系统繁忙，请稍候再试', data: null });
    expect(res.raw.body).not.toContain('postgres');
  });

  it('maps the contract error to 459 over HTTP 403', async () => {
    const res = await t.client().get('/api/test/conflict');
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: 459, msg: '请先签署电子合同', data: null });
  });

  it('answers malformed and oversized bodies in Chinese', async () => {
    const client = await guest();
    const xsrf = client.cookies.get('XSRF-TOKEN')!;
    const cookie = `XSRF-TOKEN=${xsrf}`;
    const headers = { cookie, 'x-xsrf-token': xsrf, 'content-type': 'application/json' };
    const bad = await t.app.inject({ method: 'POST', url: '/api/test/raw', headers, payload: '{"a":' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ code: 400, msg: '提交的数据格式有误', data: null });
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/test/raw',
      headers,
      payload: JSON.stringify({ a: 'x'.repeat(1024 * 1024) }),
    });
    expect(big.statusCode).toBe(413);
    expect(big.json()).toEqual({ code: 413, msg: '提交的数据过大', data: null });
    const deep = await client.postForm('/api/test/raw', { a: { b: { c: { d: { e: { f: { g: 1 } } } } } } });
    expect(deep.status).toBe(400);
    expect(deep.body.msg).toBe('提交的数据过多或层级过深');
    const text = await t.app.inject({
      method: 'POST',
      url: '/api/test/raw',
      headers: { ...headers, 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(text.statusCode).toBe(415);
    expect(text.json().msg).toBe('不支持的提交格式');
  });

  it('answers an unknown API path with a 404 envelope', async () => {
    const client = await guest();
    for (const res of [
      await client.get('/api/no/such/call'),
      await client.postForm('/api/no/such/call', { a: 1 }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ code: 404, msg: '接口不存在', data: null });
    }
  });

  it('sends the security headers', async () => {
    const res = await t.client().get('/api/focus/common');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("connect-src 'self'");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
  });

  it('compresses large responses and leaves small ones alone', async () => {
    const big = await t.app.inject({
      method: 'GET',
      url: '/api/test/big',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(big.headers['content-encoding']).toBe('gzip');
    const body = JSON.parse(gunzipSync(big.rawPayload).toString('utf8'));
    expect(body.data.rows).toHaveLength(500);
    const br = await t.app.inject({
      method: 'GET',
      url: '/api/test/big',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    const small = await t.app.inject({
      method: 'GET',
      url: '/healthz',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    const plain = await t.app.inject({ method: 'GET', url: '/api/test/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(Number(plain.headers['content-length'])).toBe(plain.rawPayload.length);
    expect(plain.json().data.rows[499]).toBe('第499行药品数据');
  });

  it('reports health after a database round trip', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('runs on a database whose ctype indexes Chinese text', async () => {
    const rows = await t.handle.query<{ empty: boolean }>("SELECT show_trgm('阿莫西林') = '{}' AS empty");
    expect(rows[0]?.empty).toBe(false);
  });
});

describe('health when the database is down', () => {
  it('answers 503', async () => {
    const t = await createTestApp();
    const query = t.handle.query;
    t.handle.query = async () => {
      throw new Error('database is gone');
    };
    try {
      const res = await t.app.inject({ method: 'GET', url: '/healthz' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
    } finally {
      t.handle.query = query;
      await t.close();
    }
  });
});

describe('the built SPA', () => {
  let dist: string;
  let t: TestApp;

  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'mall-spa-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(
      join(dist, 'index.html'),
      '<!doctype html><html lang="zh-CN"><title>药品批发商城</title></html>',
    );
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html for every client route, revalidated', async () => {
    for (const url of ['/', '/cart/step2', '/help/xrzn/hyzc?id=3', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('药品批发商城');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(icon.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer missing assets or API paths with the app', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.json().msg).toBe('接口不存在');
    // An API answer, kept by no shared cache, though the app's catch-all route took the request.
    expect(api.headers['cache-control']).toBe('no-store');
  });

  it('says so when the SPA is not built', async () => {
    const bare = await createTestApp();
    try {
      const res = await bare.app.inject({ method: 'GET', url: '/login' });
      expect(res.statusCode).toBe(503);
      expect(res.body).toContain('npm run build');
      expect((await bare.app.inject({ method: 'GET', url: '/api/user/base' })).statusCode).toBe(200);
    } finally {
      await bare.close();
    }
  });
});
