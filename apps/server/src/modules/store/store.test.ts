import type { StoreEntry } from '@mall/shared/account';
import type { MemberBase } from '@mall/shared/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, fillCart, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member with a second, pending store; the first store has 3 cart lines, the second 1. */
async function memberWithTwoStores() {
  const fixture = await createMember(t.handle, { companyName: '一号店' });
  const [second] = await t.handle.query<{ id: number }>(
    `INSERT INTO companies (member_id, name, customer_type, review_status)
     VALUES ($1, '二号店', '诊所', 0) RETURNING id`,
    [fixture.memberId],
  );
  if (!second) throw new Error('no second store');
  await fillCart(t.handle, fixture.companyId, 3);
  await fillCart(t.handle, second.id, 1);
  return { fixture, secondId: second.id, client: await t.loginAs(fixture.username, fixture.password) };
}

const stores = async (client: TestClient) => (await client.get<StoreEntry[]>('/api/user/stores')).body.data;
const base = async (client: TestClient) => (await client.get<MemberBase>('/api/user/base')).body.data;
const sessionCompanies = (m: MemberFixture) =>
  t.handle.query<{ company_id: number }>('SELECT company_id FROM sessions WHERE member_id = $1', [
    m.memberId,
  ]);
const currentCompany = async (memberId: number) =>
  (
    await t.handle.query<{ current_company_id: number | null }>(
      'SELECT current_company_id FROM members WHERE id = $1',
      [memberId],
    )
  )[0]?.current_company_id;

describe('stores of a guest', () => {
  it('answers 10001', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    for (const res of [await guest.get('/api/user/stores'), await guest.post('/api/user/stores/1/switch')]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(10001);
    }
  });
});

describe('stores of a member', () => {
  it("lists the login's stores with the acting one marked", async () => {
    const { fixture, secondId, client } = await memberWithTwoStores();
    expect(await stores(client)).toEqual([
      {
        id: fixture.companyId,
        name: '一号店',
        customer_type: '单体药店',
        review_status: 1,
        review_status_text: '已审核',
        is_current: 1,
      },
      {
        id: secondId,
        name: '二号店',
        customer_type: '诊所',
        review_status: 0,
        review_status_text: '待审核',
        is_current: 0,
      },
    ]);
  });

  it("switching changes base's company, cart count and approval, and the next login's store", async () => {
    const { fixture, secondId, client } = await memberWithTwoStores();
    expect(await base(client)).toMatchObject({ company: '一号店', cart: { count: 3 }, is_passed: 1 });

    const res = await client.post<MemberBase>(`/api/user/stores/${secondId}/switch`);
    expect(res.body).toMatchObject({
      code: 10000,
      msg: '已切换门店',
      data: { show: 1, company: '二号店', cart: { count: 1 }, is_passed: 0, customer: '诊所' },
    });
    expect(await base(client)).toMatchObject({ company: '二号店', cart: { count: 1 }, is_passed: 0 });
    expect((await stores(client)).find((s) => s.is_current === 1)?.id).toBe(secondId);
    expect(await currentCompany(fixture.memberId)).toBe(secondId);

    const elsewhere = await t.loginAs(fixture.username, fixture.password);
    expect(await base(elsewhere)).toMatchObject({ company: '二号店' });

    await client.post(`/api/user/stores/${fixture.companyId}/switch`);
    expect(await base(client)).toMatchObject({ company: '一号店', cart: { count: 3 } });
    // The other browser keeps acting for the store it logged in with.
    expect(await base(elsewhere)).toMatchObject({ company: '二号店' });
  });

  it("refuses another member's store (404) and changes nothing", async () => {
    const { fixture, client } = await memberWithTwoStores();
    const other = await createMember(t.handle, { companyName: '别人的店' });
    const res = await client.post(`/api/user/stores/${other.companyId}/switch`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, msg: '门店不存在' });
    expect(await base(client)).toMatchObject({ company: '一号店' });
    expect(await sessionCompanies(fixture)).toEqual([{ company_id: fixture.companyId }]);
    expect(await currentCompany(fixture.memberId)).toBeNull();
    for (const id of ['abc', '0', '99999999999']) {
      expect((await client.post(`/api/user/stores/${id}/switch`)).status).toBe(404);
    }
  });

  it('needs the CSRF header to switch', async () => {
    const { secondId, client } = await memberWithTwoStores();
    const res = await client.post(`/api/user/stores/${secondId}/switch`, undefined, { withoutXsrf: true });
    expect(res.status).toBe(403);
    expect(await base(client)).toMatchObject({ company: '一号店' });
  });
});
