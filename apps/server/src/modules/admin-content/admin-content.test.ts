import type { Paged } from '@mall/shared/admin';
import type {
  AdminArticle,
  AdminBanner,
  AdminFeedback,
  AdminFloor,
  AdminNavEntry,
  AdminWanted,
  UploadedImage,
} from '@mall/shared/admin-content';
import type { Banner } from '@mall/shared/focus';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategoryTree,
  createGoods,
  createMember,
  type MemberFixture,
  uniqueName,
} from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { loginOperator, OPERATOR_OF_ROLE, opPost } from '../admin-auth/admin.fixtures.ts';
import { multipartBody, PNG_BYTES } from '../licence/upload.fixtures.ts';

let t: TestApp;
let buyer: MemberFixture;
let member: TestClient;
let admin: TestClient;
let ops: TestClient;
let service: TestClient;
let reviewer: TestClient;
let finance: TestClient;

beforeAll(async () => {
  t = await createTestApp({ loginMaxAttemptsPerIp: 10_000 });
  buyer = await createMember(t.handle);
  member = await t.loginAs(buyer.username, buyer.password);
  admin = await loginOperator(t, OPERATOR_OF_ROLE.admin);
  ops = await loginOperator(t, OPERATOR_OF_ROLE.ops);
  service = await loginOperator(t, OPERATOR_OF_ROLE.service);
  reviewer = await loginOperator(t, OPERATOR_OF_ROLE.reviewer);
  finance = await loginOperator(t, OPERATOR_OF_ROLE.finance);
});
afterAll(() => t.close());

interface AuditRow {
  action: string;
  username: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

const auditOf = (targetType: string, targetId: number | string) =>
  t.handle.query<AuditRow>(
    `SELECT a.action, o.username, a.before, a.after FROM operator_audit_log a
     JOIN operators o ON o.id = a.operator_id WHERE a.target_type = $1 AND a.target_id = $2 ORDER BY a.id`,
    [targetType, String(targetId)],
  );

const countOf = async (table: string) =>
  (await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;

const banner = (over: Record<string, unknown> = {}) => ({
  position: 'main',
  title: uniqueName('横幅'),
  image: '/media/banner-test.png',
  url: '/list?keyword=感冒',
  sort: 0,
  starts_at: '',
  ends_at: '',
  is_enabled: true,
  audience: 'all',
  ...over,
});

describe('who may reach the content section', () => {
  it('lets admin, ops and service in; refuses reviewer, finance, a member and no session', async () => {
    for (const c of [admin, ops, service])
      expect((await c.get('/api/admin/content/banners')).body.code).toBe(10000);
    for (const c of [reviewer, finance]) {
      const res = await c.get('/api/admin/content/nav');
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('您没有该操作的权限');
      expect((await opPost(c, '/api/admin/content/banners', banner())).status).toBe(403);
    }
    expect((await member.get('/api/admin/content/articles')).status).toBe(401);
    expect((await member.post('/api/admin/content/banners', banner())).status).toBe(401);
    expect((await t.client().get('/api/admin/content/feedback')).status).toBe(401);
  });

  it('refuses a write without the CSRF header', async () => {
    const before = await countOf('focus_slots');
    expect((await ops.post('/api/admin/content/banners', banner())).status).toBe(403);
    expect(await countOf('focus_slots')).toBe(before);
  });
});

describe('banners', () => {
  it('a new banner shows in the store at once for its audience, audited; changes and deletion too', async () => {
    const input = banner({ audience: 'guest', notice: '春季特惠' });
    const created = await opPost<AdminBanner>(ops, '/api/admin/content/banners', input);
    expect(created.body.code).toBe(10000);
    const id = created.body.data.id;
    const guestBanners = async () => (await t.client().get<Banner[]>('/api/focus')).body.data;
    expect((await guestBanners()).map((b) => b.title)).toContain(input.title);
    expect((await member.get<Banner[]>('/api/focus')).body.data.map((b) => b.title)).not.toContain(
      input.title,
    );
    const audit = await auditOf('banner', id);
    expect(audit).toMatchObject([{ action: 'banner.create', username: 'yunying', before: null }]);
    expect(audit[0]?.after).toMatchObject({ title: input.title, audience: 'guest' });

    const changed = await opPost<AdminBanner>(ops, `/api/admin/content/banners/${id}`, {
      ...input,
      title: `${input.title}改`,
      starts_at: '2099-01-01 10:00',
    });
    expect(changed.body, JSON.stringify(changed.body)).toMatchObject({ code: 10000 });
    expect(changed.body.data.starts_at).toBe(Date.UTC(2099, 0, 1, 2, 0) / 1000);
    // Not started yet: gone from the store.
    expect((await guestBanners()).map((b) => b.id)).not.toContain(id);
    expect((await auditOf('banner', id))[1]).toMatchObject({
      action: 'banner.update',
      before: { title: input.title },
      after: { title: `${input.title}改` },
    });
    const list = await admin.get<Paged<AdminBanner>>(
      '/api/admin/content/banners?position=main&page_size=100',
    );
    expect(list.body.data.list.map((b) => b.id)).toContain(id);

    expect((await opPost(ops, `/api/admin/content/banners/${id}/delete`)).body.code).toBe(10000);
    expect((await t.handle.query('SELECT 1 FROM focus_slots WHERE id = $1', [id])).length).toBe(0);
    expect((await opPost(ops, `/api/admin/content/banners/${id}/delete`)).status).toBe(404);
  });

  it('refuses a script link, a foreign image, a bad window or position with 422 and changes nothing', async () => {
    const before = await countOf('focus_slots');
    const audits = await countOf('operator_audit_log');
    for (const bad of [
      { url: 'javascript:alert(1)' },
      { url: '//evil.example/x' },
      { image: 'javascript:alert(1)' },
      { image: '' },
      { position: 'nowhere' },
      { starts_at: '2026-02-30 10:00' },
      { starts_at: '2026-03-01 10:00', ends_at: '2026-03-01 09:00' },
      { sort: -1 },
    ]) {
      const res = await opPost(ops, '/api/admin/content/banners', banner(bad));
      expect(res.status, JSON.stringify(bad)).toBe(422);
    }
    expect(await countOf('focus_slots')).toBe(before);
    expect(await countOf('operator_audit_log')).toBe(audits);
  });
});

describe('pictures', () => {
  it('an uploaded picture is served at its /media address; other files are refused', async () => {
    const send = async (client: TestClient, bytes: Buffer, filename: string) => {
      const { body, contentType } = multipartBody([{ name: 'file', value: { filename, bytes } }]);
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/admin/content/images',
        payload: body,
        headers: {
          'content-type': contentType,
          cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
          'x-xsrf-token': client.cookies.get('op_xsrf') ?? '',
        },
      });
      return { status: res.statusCode, body: res.json() as { code: number; data: UploadedImage } };
    };
    const ok = await send(ops, PNG_BYTES, 'banner.png');
    expect(ok.status).toBe(200);
    expect(ok.body.data.url).toMatch(/^\/media\/up-[0-9a-f]+\.png$/);
    const served = await t.app.inject({ method: 'GET', url: ok.body.data.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await send(ops, Buffer.from('<svg onload="alert(1)"/>'), 'x.svg')).status).toBe(422);
    expect((await send(reviewer, PNG_BYTES, 'banner.png')).status).toBe(403);
  });
});

describe('navigation and floors', () => {
  it('adds a nav entry with a child, refuses deleting the parent first, and the store shows it', async () => {
    const name = uniqueName('导').slice(0, 10);
    const parent = await opPost<AdminNavEntry>(ops, '/api/admin/content/nav', {
      parent_id: null,
      name,
      url: '/yx',
      image: '',
      is_open: false,
      sort: 999,
    });
    expect(parent.body.code).toBe(10000);
    const child = await opPost<AdminNavEntry>(service, '/api/admin/content/nav', {
      parent_id: parent.body.data.id,
      name: `${name}子`,
      url: '/list',
      image: '',
      is_open: true,
      sort: 0,
    });
    expect(child.body.code).toBe(10000);
    const common = await t
      .client()
      .get<{ nav: { name: string; children: { name: string }[] }[] }>('/api/focus/common');
    const shown = common.body.data.nav.find((n) => n.name === name);
    expect(shown?.children.map((c) => c.name)).toEqual([`${name}子`]);
    expect((await opPost(ops, `/api/admin/content/nav/${parent.body.data.id}/delete`)).status).toBe(409);
    const grandchild = await opPost(ops, '/api/admin/content/nav', {
      parent_id: child.body.data.id,
      name: '三级',
      url: '',
      image: '',
      is_open: false,
      sort: 0,
    });
    expect(grandchild.status).toBe(422);
    expect((await opPost(ops, `/api/admin/content/nav/${child.body.data.id}/delete`)).body.code).toBe(10000);
    expect((await opPost(ops, `/api/admin/content/nav/${parent.body.data.id}/delete`)).body.code).toBe(10000);
    expect((await auditOf('nav', parent.body.data.id)).map((a) => a.action)).toEqual([
      'nav.create',
      'nav.delete',
    ]);
  });

  it('a floor takes a top-level category once, and the home page shows it', async () => {
    const tree = await createCategoryTree(t.handle);
    const body = {
      category_id: tree.rootId,
      title: '测试楼层',
      banner: '',
      url: '',
      sort: 0,
      is_enabled: true,
    };
    expect(
      (await opPost(ops, '/api/admin/content/floors', { ...body, category_id: tree.childId })).status,
    ).toBe(422);
    // Room among the home page's floors, and the page's floor list read (and kept) before the change.
    await t.handle.query('UPDATE home_floors SET is_enabled = false');
    const floors = async () =>
      (await t.client().get<{ id: number; name: string }[]>('/api/focus/demo')).body.data;
    expect((await floors()).map((f) => f.name)).not.toContain('测试楼层');
    const created = await opPost<AdminFloor>(ops, '/api/admin/content/floors', body);
    expect(created.body.code).toBe(10000);
    expect((await opPost(ops, '/api/admin/content/floors', body)).status).toBe(422);
    expect((await floors()).map((f) => f.name)).toContain('测试楼层');
    const list = await ops.get<{ floors: AdminFloor[] }>('/api/admin/content/floors');
    expect(list.body.data.floors.map((f) => f.id)).toContain(created.body.data.id);
  });
});

describe('articles', () => {
  it('a notice is kept as plain text and listed by the store at once', async () => {
    let [category] = await t.handle.query<{ id: number }>(
      "SELECT id FROM article_categories WHERE path = '/news/company'",
    );
    if (!category)
      [category] = await t.handle.query<{ id: number }>(
        "INSERT INTO article_categories (name, path) VALUES ('公司新闻', '/news/company') RETURNING id",
      );
    const title = uniqueName('公告');
    const content = '第一段<script>alert(1)</script>\n第二段';
    const created = await opPost<AdminArticle>(ops, '/api/admin/content/articles', {
      category_id: category?.id,
      title,
      content,
      path: '',
      sort: 0,
    });
    expect(created.body.code).toBe(10000);
    const store = await t.client().get<{ list: { title: string }[] }>('/api/article/list?path=/news/company');
    expect(store.body.data.list.map((a) => a.title)).toContain(title);
    const detail = await t.client().get<{ content: string }>(`/api/article/${created.body.data.id}`);
    expect(detail.body.data.content).toBe(content);
    const bad = await opPost(ops, '/api/admin/content/articles', {
      category_id: 2_000_000_000,
      title,
      content,
      path: '',
      sort: 0,
    });
    expect(bad.status).toBe(422);
    const badPath = await opPost(ops, '/api/admin/content/articles', {
      category_id: category?.id,
      title,
      content,
      path: 'javascript:x',
      sort: 0,
    });
    expect(badPath.status).toBe(422);
    const found = await ops.get<Paged<AdminArticle>>('/api/admin/content/articles', { keyword: title });
    expect(found.body.data.total).toBe(1);
    expect((await opPost(ops, `/api/admin/content/articles/${created.body.data.id}/delete`)).body.code).toBe(
      10000,
    );
    expect((await t.client().get(`/api/article/${created.body.data.id}`)).status).toBe(404);
    expect((await auditOf('article', created.body.data.id)).map((a) => a.action)).toEqual([
      'article.create',
      'article.delete',
    ]);
  });
});

describe('feedback and wanted varieties', () => {
  it('a reply reaches the member, written as the command writes it, and audited', async () => {
    const sent = await member.post<{ id: number }>('/api/user/feedback', {
      type: '功能建议',
      content: '希望增加夜间配送服务',
    });
    expect(sent.body.code).toBe(10000);
    const id = sent.body.data.id;
    const waiting = await service.get<Paged<AdminFeedback>>(
      '/api/admin/content/feedback?replied=0&page_size=100',
    );
    expect(waiting.body.data.list.find((f) => f.id === id)).toMatchObject({
      member: buyer.username,
      reply: '',
    });
    expect((await opPost(service, `/api/admin/content/feedback/${id}/reply`, { text: '  ' })).status).toBe(
      422,
    );
    const replied = await opPost<AdminFeedback>(service, `/api/admin/content/feedback/${id}/reply`, {
      text: '已安排，下月上线',
    });
    expect(replied.body.data).toMatchObject({ reply: '已安排，下月上线', replied_by: 'kefu01' });
    const mine = await member.get<{ list: { id: number; reply: string }[] }>('/api/user/feedback');
    expect(mine.body.data.list.find((f) => f.id === id)?.reply).toBe('已安排，下月上线');
    expect(await auditOf('feedback', id)).toMatchObject([
      {
        action: 'feedback.reply',
        username: 'kefu01',
        before: { reply: '' },
        after: { reply: '已安排，下月上线' },
      },
    ]);
    expect(
      (await opPost(service, '/api/admin/content/feedback/2000000000/reply', { text: '好' })).status,
    ).toBe(404);
  });

  it('wanted: 已上架 needs goods on sale; the member sees the new state', async () => {
    const sent = await member.post<{ id: number }>('/api/user/buy', {
      goods_name: '测试求购药',
      quantity: 5,
    });
    expect(sent.body.code).toBe(10000);
    const id = sent.body.data.id;
    expect((await opPost(ops, `/api/admin/content/wanted/${id}`, { status: 2 })).status).toBe(422);
    const off = await createGoods(t.handle, {
      categoryId: (await createCategoryTree(t.handle)).rootId,
      isOnSale: false,
    });
    const refused = await opPost(ops, `/api/admin/content/wanted/${id}`, {
      status: 2,
      goods_id: off.goodsId,
    });
    expect(refused.status).toBe(422);
    expect(
      (await t.handle.query<{ status: number }>('SELECT status FROM wanted_requests WHERE id = $1', [id]))[0],
    ).toEqual({ status: 0 });
    const on = await createGoods(t.handle, { categoryId: (await createCategoryTree(t.handle)).rootId });
    const done = await opPost<AdminWanted>(ops, `/api/admin/content/wanted/${id}`, {
      status: 2,
      goods_id: on.goodsId,
      reply: '已上架，欢迎选购',
    });
    expect(done.body.data).toMatchObject({ status: 2, goods_id: on.goodsId });
    const mine = await member.get<{ status: number; goods_id: number }>(`/api/user/buy/${id}`);
    expect(mine.body.data).toMatchObject({ status: 2, goods_id: on.goodsId });
    expect(await auditOf('wanted', id)).toMatchObject([
      { action: 'wanted.status', before: { status: 0 }, after: { status: 2, goods_id: on.goodsId } },
    ]);
    const list = await ops.get<Paged<AdminWanted>>('/api/admin/content/wanted?status=2&page_size=100');
    expect(list.body.data.list.map((w) => w.id)).toContain(id);
    expect((await finance.get('/api/admin/content/wanted')).status).toBe(403);
  });
});

describe('bad input', () => {
  it('refuses bad nav, floor, article, reply and wanted bodies with 422 and writes nothing', async () => {
    const tables = ['nav_entries', 'home_floors', 'articles', 'operator_audit_log'];
    const before = await Promise.all(tables.map(countOf));
    const refused: [string, object][] = [
      [
        '/api/admin/content/nav',
        { parent_id: null, name: '', url: '/x', image: '', is_open: false, sort: 0 },
      ],
      ['/api/admin/content/nav', { parent_id: null, name: '导航', url: 'javascript:alert(1)', sort: 0 }],
      ['/api/admin/content/nav', { parent_id: 2_000_000_000, name: '导航', url: '/x', sort: 0 }],
      ['/api/admin/content/nav', { parent_id: null, name: '导航', image: 'data:image/png;base64,AAAA' }],
      ['/api/admin/content/floors', { category_id: 'x', title: '', banner: '', url: '', sort: 0 }],
      ['/api/admin/content/floors', { category_id: 2_000_000_000 }],
      ['/api/admin/content/articles', { category_id: 1, title: '', content: '正文' }],
      ['/api/admin/content/articles', { category_id: 1, title: '标题', content: '字'.repeat(20_001) }],
      ['/api/admin/content/wanted/1', { status: 3 }],
      ['/api/admin/content/feedback/1/reply', { text: '字'.repeat(501) }],
      ['/api/admin/content/banners/abc', banner()],
    ];
    for (const [url, body] of refused) {
      const res = await opPost(ops, url, body);
      expect(res.status, `${url} ${JSON.stringify(body).slice(0, 80)}`).toBe(422);
      expect(res.body.msg).toBeTruthy();
    }
    expect(await Promise.all(tables.map(countOf))).toEqual(before);
  });
});
