import type { Page } from '@mall/shared/codes';
import type { MemberMessage, MessageReadResult } from '@mall/shared/message';
import type { MemberBase } from '@mall/shared/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A member whose store has `unread` unread and `read` read messages, oldest first by title. */
async function memberWithMessages(unread: number, read: number) {
  const fixture = await createMember(t.handle);
  await t.handle.query(
    `INSERT INTO messages (company_id, title, content, is_read, created_at)
     SELECT $1, '消息' || n, '内容' || n, n > $2::int, now() - (100 - n) * interval '1 minute'
     FROM generate_series(1, $2::int + $3::int) AS n`,
    [fixture.companyId, unread, read],
  );
  return { fixture, client: await t.loginAs(fixture.username, fixture.password) };
}

const list = (client: TestClient, query: Record<string, string | number | undefined> = {}) =>
  client.get<Page<MemberMessage>>('/api/user/message', query);
const unreadCount = async (client: TestClient) =>
  ((await client.get<MemberBase>('/api/user/base')).body.data as MemberBase).message_count;
const stateOf = (m: MemberFixture) =>
  t.handle.query<{ id: number; is_read: boolean }>(
    'SELECT id, is_read FROM messages WHERE company_id = $1 ORDER BY id',
    [m.companyId],
  );

describe('messages of a guest', () => {
  it('answers 10001', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    for (const res of [
      await list(guest),
      await guest.post('/api/user/message/1/read'),
      await guest.post('/api/user/message/read_all'),
    ]) {
      expect(res.status).toBe(401);
      expect(res.body.code).toBe(10001);
    }
  });
});

describe('messages of a member', () => {
  it('lists newest first, paged, with read state', async () => {
    const { client } = await memberWithMessages(3, 9);
    const first = await list(client);
    expect(first.body.data).toMatchObject({ total: 12, page: 1, page_size: 10 });
    expect(first.body.data.list).toHaveLength(10);
    expect(first.body.data.list[0]).toMatchObject({ title: '消息12', content: '内容12', is_read: 1 });
    expect(first.body.data.list[0]?.created_at).toBeGreaterThan(1_700_000_000);
    const second = await list(client, { page: 2 });
    expect(second.body.data.list.map((m) => m.title)).toEqual(['消息2', '消息1']);
    expect(second.body.data.list.every((m) => m.is_read === 0)).toBe(true);
  });

  it('filters by is_read', async () => {
    const { client } = await memberWithMessages(3, 2);
    const unread = await list(client, { is_read: 0 });
    expect(unread.body.data.total).toBe(3);
    expect(unread.body.data.list.every((m) => m.is_read === 0)).toBe(true);
    const read = await list(client, { is_read: '1', page_size: 1 });
    expect(read.body.data).toMatchObject({ total: 2, page_size: 1 });
    expect(read.body.data.list).toHaveLength(1);
  });

  it('refuses bad paging and filters with 422', async () => {
    const { client } = await memberWithMessages(1, 0);
    for (const query of [{ is_read: 2 }, { page: 0 }, { page_size: 51 }, { page: 'x' }]) {
      const res = await list(client, query);
      expect(res.status).toBe(422);
      expect(res.body.code).toBe(422);
    }
  });

  it('reads one message; base.message_count follows', async () => {
    const { fixture, client } = await memberWithMessages(3, 1);
    expect(await unreadCount(client)).toBe(3);
    const target = (await list(client, { is_read: 0 })).body.data.list[0];
    const res = await client.post<MessageReadResult>(`/api/user/message/${target?.id}/read`);
    expect(res.body).toMatchObject({
      code: 10000,
      msg: '已标为已读',
      data: { updated: 1, message_count: 2 },
    });
    expect(await unreadCount(client)).toBe(2);
    const again = await client.post<MessageReadResult>(`/api/user/message/${target?.id}/read`);
    expect(again.body.data).toEqual({ updated: 0, message_count: 2 });
    expect((await stateOf(fixture)).filter((m) => !m.is_read)).toHaveLength(2);
  });

  it('reads all; base.message_count becomes 0', async () => {
    const { client } = await memberWithMessages(4, 2);
    const res = await client.post<MessageReadResult>('/api/user/message/read_all');
    expect(res.body).toMatchObject({
      code: 10000,
      msg: '全部消息已标为已读',
      data: { updated: 4, message_count: 0 },
    });
    expect(await unreadCount(client)).toBe(0);
    expect((await list(client, { is_read: 0 })).body.data.total).toBe(0);
  });
});

describe("another member's messages", () => {
  it('are not listed, and reading one by id is refused (404) and changes nothing', async () => {
    const owner = await memberWithMessages(2, 0);
    const other = await memberWithMessages(1, 0);
    const ownerIds = (await stateOf(owner.fixture)).map((m) => m.id);
    const before = await stateOf(owner.fixture);
    const res = await other.client.post(`/api/user/message/${ownerIds[0]}/read`);
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 404, msg: '消息不存在' });
    await other.client.post('/api/user/message/read_all');
    expect(await stateOf(owner.fixture)).toEqual(before);
    const seen = (await list(other.client)).body.data.list.map((m) => m.id);
    expect(seen.some((id) => ownerIds.includes(id))).toBe(false);
  });
});
