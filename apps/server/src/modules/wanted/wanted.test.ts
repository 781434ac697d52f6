import type { Page } from '@mall/shared/codes';
import { SELF_SERVICE_MESSAGES as M, WANTED_NOTE_MAX, type WantedRead } from '@mall/shared/self-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { setWantedStatus } from './wanted.repository.ts';

let t: TestApp;
let alice: MemberFixture;
let aliceClient: TestClient;
let bobClient: TestClient;

beforeAll(async () => {
  t = await createTestApp();
  alice = await createMember(t.handle);
  const bob = await createMember(t.handle);
  aliceClient = await t.loginAs(alice.username, alice.password);
  bobClient = await t.loginAs(bob.username, bob.password);
});
afterAll(async () => {
  await t.close();
});

const countRows = async (memberId: number) =>
  (
    await t.handle.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM wanted_requests WHERE member_id = $1',
      [memberId],
    )
  )[0]!.n;

const VALID = {
  goods_name: '阿莫西林胶囊',
  spec: '0.25g*24粒',
  manufacturer: '华北制药股份有限公司',
  quantity: 40,
  expected_price: '12.5',
  note: '希望月底前到货',
};

describe('POST /api/user/buy', () => {
  it('registers a request with the expected price in yuan, status 已登记', async () => {
    const res = await aliceClient.postForm<WantedRead>('/api/user/buy', VALID);
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(M.wantedCreated);
    expect(res.body.data).toMatchObject({
      goods_name: '阿莫西林胶囊',
      spec: '0.25g*24粒',
      manufacturer: '华北制药股份有限公司',
      quantity: 40,
      expected_price: '12.50',
      note: '希望月底前到货',
      status: 0,
      status_text: '已登记',
      goods_id: null,
    });
    const [row] = await t.handle.query<{ expected_price: number }>(
      'SELECT expected_price FROM wanted_requests WHERE id = $1',
      [res.body.data.id],
    );
    expect(row!.expected_price).toBe(1250);
  });

  it('needs only the name and the quantity', async () => {
    const res = await aliceClient.post<WantedRead>('/api/user/buy', {
      goods_name: '板蓝根颗粒',
      quantity: '5',
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      spec: '',
      manufacturer: '',
      note: '',
      expected_price: null,
      quantity: 5,
    });
  });

  it.each([
    ['no goods name', { ...VALID, goods_name: '  ' }, 'goods_name'],
    ['a goods name over 50 characters', { ...VALID, goods_name: '药'.repeat(51) }, 'goods_name'],
    ['no quantity', { ...VALID, quantity: '' }, 'quantity'],
    ['quantity 0', { ...VALID, quantity: 0 }, 'quantity'],
    ['a fractional quantity', { ...VALID, quantity: '1.5' }, 'quantity'],
    ['a quantity too large', { ...VALID, quantity: 1_000_000 }, 'quantity'],
    ['a price that is not an amount', { ...VALID, expected_price: '十元' }, 'expected_price'],
    ['a price with three decimals', { ...VALID, expected_price: '1.234' }, 'expected_price'],
    ['a negative price', { ...VALID, expected_price: '-3' }, 'expected_price'],
    ['a spec over 50 characters', { ...VALID, spec: 'x'.repeat(51) }, 'spec'],
    ['a note too long', { ...VALID, note: '备'.repeat(WANTED_NOTE_MAX + 1) }, 'note'],
  ])('refuses %s with 422 and stores nothing', async (_label, body, field) => {
    const before = await countRows(alice.memberId);
    const res = await aliceClient.postForm('/api/user/buy', body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]?.length).toBeGreaterThan(0);
    expect(await countRows(alice.memberId)).toBe(before);
  });

  it('asks a guest to log in', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    const res = await guest.postForm('/api/user/buy', VALID);
    expect(res.status).toBe(401);
  });
});

describe('GET /api/user/buy and /api/user/buy/{id}', () => {
  it("lists the member's own requests newest first, with the goods once 已上架", async () => {
    const first = await bobClient.postForm<WantedRead>('/api/user/buy', {
      goods_name: '维生素C片',
      quantity: 10,
    });
    const second = await bobClient.postForm<WantedRead>('/api/user/buy', {
      goods_name: '葡萄糖酸钙口服液',
      quantity: 6,
    });
    const [goods] = await t.handle.query<{ id: number }>(
      'SELECT id FROM goods WHERE is_on_sale ORDER BY id LIMIT 1',
    );
    await setWantedStatus(t.handle.db, first.body.data.id, {
      status: 2,
      goodsId: goods!.id,
      reply: '已上架',
    });
    await setWantedStatus(t.handle.db, second.body.data.id, { status: 1, goodsId: null });
    const page = await bobClient.get<Page<WantedRead>>('/api/user/buy');
    expect(page.status).toBe(200);
    expect(page.body.data.total).toBe(2);
    expect(page.body.data.list.map((w) => [w.id, w.status, w.status_text, w.goods_id])).toEqual([
      [second.body.data.id, 1, '已采购', null],
      [first.body.data.id, 2, '已上架', goods!.id],
    ]);
    const detail = await bobClient.get<WantedRead>(`/api/user/buy/${first.body.data.id}`);
    expect(detail.body.data).toMatchObject({
      goods_name: '维生素C片',
      status: 2,
      goods_id: goods!.id,
      reply: '已上架',
    });
  });

  it("answers another member's id, an unknown id or a malformed one with 404", async () => {
    const own = await aliceClient.postForm<WantedRead>('/api/user/buy', {
      goods_name: '藿香正气水',
      quantity: 3,
    });
    for (const url of [`/api/user/buy/${own.body.data.id}`, '/api/user/buy/99999999', '/api/user/buy/abc']) {
      const res = await bobClient.get(url);
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe(M.wantedNotFound);
    }
    expect((await aliceClient.get(`/api/user/buy/${own.body.data.id}`)).status).toBe(200);
    const bobPage = await bobClient.get<Page<WantedRead>>('/api/user/buy', { page_size: 50 });
    expect(bobPage.body.data.list.map((w) => w.id)).not.toContain(own.body.data.id);
  });

  it('pages and refuses a bad page with 422', async () => {
    const all = await aliceClient.get<Page<WantedRead>>('/api/user/buy', { page_size: 50 });
    const second = await aliceClient.get<Page<WantedRead>>('/api/user/buy', { page: 2, page_size: 1 });
    expect(second.body.data.list.map((w) => w.id)).toEqual([all.body.data.list[1]!.id]);
    expect(second.body.data.total).toBe(await countRows(alice.memberId));
    expect((await aliceClient.get('/api/user/buy', { page: -1 })).status).toBe(422);
  });

  it('asks a guest to log in', async () => {
    expect((await t.client().get('/api/user/buy')).status).toBe(401);
    expect((await t.client().get('/api/user/buy/1')).status).toBe(401);
  });

  it("shows demo's seeded requests, the 已上架 one linked to goods on sale", async () => {
    const demo = await t.loginAs('demo');
    const page = await demo.get<Page<WantedRead>>('/api/user/buy');
    expect(new Set(page.body.data.list.map((w) => w.status))).toEqual(new Set([0, 1, 2]));
    const listed = page.body.data.list.find((w) => w.status === 2)!;
    const detail = await demo.get(`/api/goods/detail/${listed.goods_id}`);
    expect(detail.status).toBe(200);
  });
});
