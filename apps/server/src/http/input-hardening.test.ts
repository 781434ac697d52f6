/**
 * The inputs that once answered 500: a NUL in a text field, an id past the database's integer, a
 * NUL in an upload's file name. Each is now a 422 in Chinese, or a cleaned label.
 */
import { CONTROL_CHAR_MESSAGE, INT_RANGE_MESSAGE } from '@mall/shared/text';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/helpers.ts';
import { licenceParts, PNG_BYTES, postMultipart } from '../modules/licence/upload.fixtures.ts';

describe('inputs the database cannot hold', () => {
  let t: TestApp;
  let member: TestClient;

  beforeAll(async () => {
    t = await createTestApp();
    member = await t.loginAs('demo');
  });
  afterAll(() => t.close());

  it('refuses a NUL or another control character in keywords and the login name', async () => {
    for (const [client, url] of [
      [t.client(), '/api/goods/list'],
      [t.client(), '/api/goods/search'],
      [member, '/api/order'],
    ] as const) {
      for (const keywords of ['阿莫\u0000西林', 'a\u001bb', 'x\u202Egpj']) {
        const res = await client.get(url, { keywords });
        expect(res.status, `${url} ${JSON.stringify(keywords)}`).toBe(422);
        expect(res.body.msg).toBe(CONTROL_CHAR_MESSAGE);
        expect(res.body.errors).toEqual({ keywords: [CONTROL_CHAR_MESSAGE] });
      }
    }
    const guest = t.client();
    const login = await guest.login('demo\u0000', 'whatever1');
    expect(login.status).toBe(422);
    expect(login.body.errors).toEqual({ username: [CONTROL_CHAR_MESSAGE] });
  });

  it('finds a control character in nested fields and in field names too', async () => {
    const res = await member.post('/api/cart', { params: [{ goods_id: 1, number: 1, price: '1\u0000' }] });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ 'params.0.price': [CONTROL_CHAR_MESSAGE] });
    const key = await member.post('/api/cart', { 'p\u0000': 1 });
    expect(key.status).toBe(422);
  });

  it('keeps line breaks of multi-line text', async () => {
    const res = await t.client().get('/api/goods/list', { keywords: '阿莫西林\n胶囊' });
    expect(res.status).toBe(200);
  });

  it('answers ids past the database integer with 422, not a fault', async () => {
    for (const id of ['2147483648', '9223372036854775808', '1e300', '-2147483649']) {
      const detail = await t.client().get(`/api/goods/detail/${id}`);
      expect(detail.status, `detail ${id}`).toBe(422);
      const file = await member.get(`/api/user/zizhi/file/${id}`);
      expect(file.status, `file ${id}`).toBe(422);
    }
    const detail = await t.client().get('/api/goods/detail/2147483648');
    expect(detail.body.errors).toEqual({ id: [INT_RANGE_MESSAGE] });
    // The largest id the column holds is a plain miss.
    expect((await t.client().get('/api/goods/detail/2147483647')).status).toBe(404);
  });

  it('keeps page numbers where an OFFSET cannot overflow', async () => {
    for (const page of ['9223372036854775807', '100001', '1e20']) {
      const res = await t.client().get('/api/goods/list', { page });
      expect(res.status, page).toBe(422);
    }
    expect((await t.client().get('/api/goods/list', { page: '100000' })).body.data).toMatchObject({
      list: [],
    });
  });

  it('cleans an uploaded file name of control characters and folders', async () => {
    const client = await t.loginAs('demo3');
    const res = await postMultipart<{ id: number }>(
      t,
      client,
      '/api/user/zizhi',
      licenceParts(
        { type: '1', number: 'JY12345678', expires_on: '2099-12-31', scope_ids: ['1'] },
        { filename: 'C:\\scans\\营业执照\u0000\u202E.png', bytes: PNG_BYTES, type: 'image/png' },
      ),
    );
    expect(res.status).toBe(200);
    const rows = await t.handle.query<{ original_name: string }>(
      'SELECT original_name FROM licence_files ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]?.original_name).toBe('营业执照.png');
  });
});
