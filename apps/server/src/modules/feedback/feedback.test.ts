import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@mall/shared/codes';
import {
  FEEDBACK_CONTENT_MAX,
  type FeedbackRead,
  SELF_SERVICE_MESSAGES as M,
} from '@mall/shared/self-service';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { IMAGE_TYPE_MESSAGE } from '../../http/uploads.ts';
import { EXE_BYTES, PNG_BYTES, postMultipart, type UploadPart } from '../licence/upload.fixtures.ts';
import { setFeedbackReply } from './feedback.repository.ts';

let t: TestApp;
let dataDir: string;
let alice: MemberFixture;
let aliceClient: TestClient;
let bobClient: TestClient;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mall-feedback-test-'));
  t = await createTestApp({ dataDir });
  alice = await createMember(t.handle);
  const bob = await createMember(t.handle);
  aliceClient = await t.loginAs(alice.username, alice.password);
  bobClient = await t.loginAs(bob.username, bob.password);
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const png = (filename = 'photo.png') => ({ filename, bytes: PNG_BYTES, type: 'image/png' });

function parts(
  fields: Record<string, string>,
  images: { filename: string; bytes: Buffer; type?: string }[] = [],
) {
  const list: UploadPart[] = Object.entries(fields).map(([name, value]) => ({ name, value }));
  return [...list, ...images.map((value) => ({ name: 'images', value }))];
}

const countRows = async (memberId: number) =>
  (
    await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM feedback WHERE member_id = $1', [
      memberId,
    ])
  )[0]!.n;

const list = (client: TestClient, query: Record<string, number> = {}) =>
  client.get<Page<FeedbackRead>>('/api/user/feedback', query);

describe('POST /api/user/feedback', () => {
  it('records feedback from a form body and lists it first, unanswered', async () => {
    const res = await aliceClient.postForm<FeedbackRead>('/api/user/feedback', {
      type: '功能建议',
      content: '  希望增加按批号筛选的功能  ',
      contact: '010-12345678',
    });
    expect(res.status).toBe(200);
    expect(res.body.msg).toBe(M.feedbackCreated);
    expect(res.body.data).toMatchObject({
      type: '功能建议',
      content: '希望增加按批号筛选的功能',
      contact: '010-12345678',
      images: [],
      reply: '',
      replied_at: null,
    });
    const page = await list(aliceClient);
    expect(page.body.data.list[0]?.id).toBe(res.body.data.id);
  });

  it('keeps up to three photos, readable by their author only', async () => {
    const res = await postMultipart<FeedbackRead>(
      t,
      aliceClient,
      '/api/user/feedback',
      parts({ type: '商品建议', content: '包装盒上的批号印得太浅', contact: 'buyer_1@example.com' }, [
        png('a.png'),
        png('b.png'),
        png('c.png'),
      ]),
    );
    expect(res.status).toBe(200);
    const { id, images } = res.body.data;
    expect(images).toEqual([0, 1, 2].map((n) => `/api/user/feedback/${id}/image/${n}`));
    const image = await aliceClient.get(images[1]!);
    expect(image.status).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'content-length': String(PNG_BYTES.length),
    });
    expect(image.raw.rawPayload.equals(PNG_BYTES)).toBe(true);
    expect((await bobClient.get(images[0]!)).status).toBe(404);
    expect((await aliceClient.get(`/api/user/feedback/${id}/image/3`)).status).toBe(404);
    expect((await t.client().get(images[0]!)).status).toBe(401);
  });

  it.each([
    ['an unknown type', { type: '表扬', content: '配送很快很满意' }, 'type'],
    ['no type', { content: '配送很快很满意' }, 'type'],
    ['content under 5 characters', { type: '其他', content: '很好很好' }, 'content'],
    ['content of spaces', { type: '其他', content: '        ' }, 'content'],
    ['content of zero-width spaces', { type: '其他', content: '\u200B'.repeat(10) }, 'content'],
    [
      'four characters padded with invisible ones',
      { type: '其他', content: '很\u200D好\uFEFF很\u2060好\u200B' },
      'content',
    ],
    [
      'content over 500 characters',
      { type: '其他', content: '药'.repeat(FEEDBACK_CONTENT_MAX + 1) },
      'content',
    ],
    [
      'a contact that is neither phone nor email',
      { type: '其他', content: '配送很快很满意', contact: '12345' },
      'contact',
    ],
    ['a malformed email', { type: '其他', content: '配送很快很满意', contact: 'a@b' }, 'contact'],
  ])('refuses %s with 422 and stores nothing', async (_label, body, field) => {
    const before = await countRows(alice.memberId);
    const res = await aliceClient.postForm('/api/user/feedback', body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]?.length).toBeGreaterThan(0);
    expect(await countRows(alice.memberId)).toBe(before);
  });

  it('accepts exactly 500 characters and a mobile contact', async () => {
    const res = await aliceClient.post<FeedbackRead>('/api/user/feedback', {
      type: '其他',
      content: '药'.repeat(FEEDBACK_CONTENT_MAX),
      contact: '13912345678',
    });
    expect(res.status).toBe(200);
    expect(res.body.data.content).toHaveLength(FEEDBACK_CONTENT_MAX);
  });

  it('refuses a fourth photo', async () => {
    const before = await countRows(alice.memberId);
    const res = await postMultipart(
      t,
      aliceClient,
      '/api/user/feedback',
      parts({ type: '其他', content: '四张图片的反馈内容' }, [png(), png(), png(), png()]),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors?.images).toEqual([M.imageCount]);
    expect(await countRows(alice.memberId)).toBe(before);
  });

  it('refuses a disguised image (an executable named .png) and stores nothing', async () => {
    const before = await countRows(alice.memberId);
    const res = await postMultipart(
      t,
      aliceClient,
      '/api/user/feedback',
      parts({ type: '其他', content: '附件是截图请查看' }, [
        png(),
        { filename: 'shot.png', bytes: EXE_BYTES, type: 'image/png' },
      ]),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors?.images).toEqual([IMAGE_TYPE_MESSAGE]);
    expect(await countRows(alice.memberId)).toBe(before);
  });

  it('asks a guest to log in', async () => {
    const guest = t.client();
    await guest.get('/api/user/base');
    const res = await guest.postForm('/api/user/feedback', { type: '其他', content: '游客的反馈内容' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe(10001);
  });
});

describe('GET /api/user/feedback', () => {
  it("shows the operator's reply, and only the member's own feedback", async () => {
    const created = await bobClient.post<FeedbackRead>('/api/user/feedback', {
      type: '服务投诉',
      content: '客服电话高峰期打不通',
    });
    expect(await setFeedbackReply(t.handle.db, created.body.data.id, '已增加高峰期坐席', '客服小王')).toBe(
      true,
    );
    const bobPage = await list(bobClient);
    expect(bobPage.body.data.total).toBe(1);
    expect(bobPage.body.data.list[0]).toMatchObject({ reply: '已增加高峰期坐席' });
    expect(bobPage.body.data.list[0]?.replied_at).toBeGreaterThan(1_600_000_000);
    const alicePage = await list(aliceClient, { page_size: 50 });
    expect(alicePage.body.data.list.map((f) => f.id)).not.toContain(created.body.data.id);
    expect(alicePage.body.data.total).toBe(await countRows(alice.memberId));
  });

  it('pages, newest first', async () => {
    const all = await list(aliceClient, { page_size: 50 });
    const second = await list(aliceClient, { page: 2, page_size: 1 });
    expect(second.body.data).toMatchObject({ page: 2, page_size: 1, total: all.body.data.total });
    expect(second.body.data.list.map((f) => f.id)).toEqual([all.body.data.list[1]!.id]);
    const ids = all.body.data.list.map((f) => f.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
  });

  it('refuses a bad page with 422 and asks a guest to log in', async () => {
    expect((await list(aliceClient, { page: 0 })).status).toBe(422);
    expect((await list(aliceClient, { page_size: 51 })).status).toBe(422);
    expect((await list(t.client())).status).toBe(401);
  });

  it("lists demo's seeded feedback with its replies", async () => {
    const demo = await t.loginAs('demo');
    const page = await list(demo);
    expect(page.body.data.total).toBeGreaterThanOrEqual(3);
    expect(page.body.data.list.some((f) => f.reply !== '' && f.replied_at !== null)).toBe(true);
    expect(page.body.data.list.some((f) => f.reply === '' && f.replied_at === null)).toBe(true);
  });
});
