import type { MemberBase } from '@mall/shared/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';

interface Qr {
  ticket: string;
  confirm_url: string;
  expires_in: number;
}

describe('WeChat sandbox: /api/user/wechat/qr, /api/user/wechat/confirm, /api/user/unbind_wechat', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function member() {
    const fixture = await createMember(t.handle);
    return { fixture, client: await t.loginAs(fixture.username, fixture.password) };
  }
  const qr = async (client: TestClient) => (await client.post<Qr>('/api/user/wechat/qr')).body.data;
  const wechatOf = async (client: TestClient) =>
    (await client.get<MemberBase>('/api/user/base')).body.data.wechat;

  it('needs a login', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    expect((await guest.post('/api/user/wechat/qr')).status).toBe(401);
    expect((await guest.postForm('/api/user/wechat/confirm', { ticket: 'x' })).status).toBe(401);
    expect((await guest.del('/api/user/unbind_wechat')).status).toBe(401);
  });

  it('binds through the QR page, shows the nickname in base, and unbinds', async () => {
    const { fixture, client } = await member();
    const code = await qr(client);
    expect(code.confirm_url).toBe(`/register/wechat?ticket=${encodeURIComponent(code.ticket)}`);
    expect(code.expires_in).toBe(600);

    const missing = await client.postForm('/api/user/wechat/confirm', {});
    expect(missing.status).toBe(422);
    expect(missing.body.msg).toBe('二维码已失效，请刷新');

    const res = await client.postForm('/api/user/wechat/confirm', { ticket: code.ticket });
    expect(res.body.data).toEqual({ wechat: `微信用户${fixture.phone.slice(-4)}` });
    expect(await wechatOf(client)).toBe(`微信用户${fixture.phone.slice(-4)}`);

    const reused = await client.postForm('/api/user/wechat/confirm', { ticket: code.ticket });
    expect(reused.status).toBe(404);
    const bound = await client.post('/api/user/wechat/qr');
    expect(bound.status).toBe(409);
    expect(bound.body.msg).toBe('当前账号已绑定微信，请先解绑');

    expect((await client.del('/api/user/unbind_wechat')).body.code).toBe(10000);
    expect(await wechatOf(client)).toBe('');
    const twice = await client.del('/api/user/unbind_wechat');
    expect(twice.status).toBe(400);
    expect(twice.body.msg).toBe('当前账号未绑定微信');
  });

  it("refuses another member's ticket, an expired one, and never unbinds someone else", async () => {
    const owner = await member();
    const intruder = await member();
    const ownerCode = await qr(owner.client);
    const stolen = await intruder.client.postForm('/api/user/wechat/confirm', { ticket: ownerCode.ticket });
    expect(stolen.status).toBe(404);
    expect(stolen.body.msg).toBe('二维码已失效，请刷新后重新扫码');
    expect(await wechatOf(intruder.client)).toBe('');

    const late = await qr(owner.client);
    await t.handle.query(
      "UPDATE wechat_tickets SET expires_at = now() - interval '1 second' WHERE member_id = $1",
      [owner.fixture.memberId],
    );
    expect((await owner.client.postForm('/api/user/wechat/confirm', { ticket: late.ticket })).status).toBe(
      404,
    );

    const fresh = await qr(owner.client);
    expect(
      (await owner.client.postForm('/api/user/wechat/confirm', { ticket: fresh.ticket })).body.code,
    ).toBe(10000);
    expect((await intruder.client.del('/api/user/unbind_wechat')).status).toBe(400);
    expect(await wechatOf(owner.client)).toBe(`微信用户${owner.fixture.phone.slice(-4)}`);
  });
});
