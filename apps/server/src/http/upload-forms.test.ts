/**
 * Every upload route, swept for the bodies a broken or hostile client sends: a multipart body the
 * parser cannot read is a 400 like a malformed JSON body, a second file on a one-file route a 422 on
 * the file's field; never a 500.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../test/helpers.ts';
import { loginOperator } from '../modules/admin-auth/admin.fixtures.ts';
import { multipartBody, PNG_BYTES, postMultipart } from '../modules/licence/upload.fixtures.ts';
import { MALFORMED_FORM_MESSAGE, ONE_FILE_MESSAGE } from './uploads.ts';

let t: TestApp;
let member: TestClient;
let operator: TestClient;
let agent: TestClient;
beforeAll(async () => {
  t = await createTestApp();
  member = await t.loginAs('demo');
  operator = await loginOperator(t, 'admin');
  agent = await loginOperator(t, 'kefu01');
});
afterAll(() => t.close());

type Who = 'member' | 'operator' | 'agent';
/** Each route that reads a multipart form, with who may call it and the field its file comes under. */
const ROUTES: { url: string; who: Who; field: string; oneFile: boolean }[] = [
  { url: '/api/user/zizhi', who: 'member', field: 'file', oneFile: true },
  { url: '/api/purchase_list/parse', who: 'member', field: 'file', oneFile: true },
  { url: '/api/chat/image', who: 'member', field: 'image', oneFile: true },
  { url: '/api/user/feedback', who: 'member', field: 'images', oneFile: false },
  { url: '/api/order/1/after_sale', who: 'member', field: 'images', oneFile: false },
  { url: '/api/admin/catalogue/import/preview', who: 'operator', field: 'file', oneFile: true },
  { url: '/api/admin/catalogue/images', who: 'operator', field: 'file', oneFile: true },
  { url: '/api/admin/content/images', who: 'operator', field: 'file', oneFile: true },
  { url: '/api/admin/chat/conversations/1/image', who: 'agent', field: 'image', oneFile: true },
];

const clientOf = (who: Who) => ({ member, operator, agent })[who];

async function postRaw(url: string, who: Who, contentType: string, payload: Buffer | string) {
  const client = clientOf(who);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': contentType,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get(who === 'member' ? 'XSRF-TOKEN' : 'op_xsrf') ?? '',
    },
  });
  return { status: res.statusCode, body: res.json() as { code: number; msg: string; errors?: unknown } };
}

describe('upload routes refuse a body they cannot read', () => {
  it.each(ROUTES)('$url: no boundary, or a part cut off, is 400 提交的数据格式有误', async ({ url, who }) => {
    const noBoundary = await postRaw(url, who, 'multipart/form-data', 'garbage');
    expect(noBoundary.status, JSON.stringify(noBoundary.body)).toBe(400);
    expect(noBoundary.body.msg).toBe(MALFORMED_FORM_MESSAGE);

    const { body, contentType } = multipartBody([
      { name: 'note', value: '备注' },
      { name: 'file', value: { filename: 'a.png', bytes: PNG_BYTES, type: 'image/png' } },
    ]);
    // The client gave up in the middle of the file.
    const cut = await postRaw(url, who, contentType, body.subarray(0, body.length - 40));
    expect(cut.status, JSON.stringify(cut.body)).toBe(400);
    expect(cut.body.msg).toBe(MALFORMED_FORM_MESSAGE);
  });

  it.each(ROUTES.filter((r) => r.oneFile))(
    '$url: a second file is 422 on its field',
    async ({ url, who, field }) => {
      const file = { filename: 'a.png', bytes: PNG_BYTES, type: 'image/png' };
      const res = await postMultipart(t, clientOf(who), url, [
        { name: field, value: file },
        { name: field, value: file },
      ]);
      expect(res.status, JSON.stringify(res.body)).toBe(422);
      expect(res.body.errors).toEqual({ [field]: [ONE_FILE_MESSAGE] });
    },
  );
});
