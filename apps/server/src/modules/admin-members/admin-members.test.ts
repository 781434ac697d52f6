import { OPERATOR_ROLES } from '@mall/shared/admin';
import type { ExpiringLicenceItem, ReviewQueue } from '@mall/shared/admin-members';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { loginOperator, OPERATOR_OF_ROLE, opPost } from '../admin-auth/admin.fixtures.ts';
import { licenceParts, PNG_BYTES, postMultipart } from '../licence/upload.fixtures.ts';

let t: TestApp;
let reviewer: TestClient;
beforeAll(async () => {
  t = await createTestApp({ loginMaxAttemptsPerIp: 10_000 });
  reviewer = await loginOperator(t, 'shenhe');
});
afterAll(() => t.close());

interface AuditRow {
  action: string;
  target_id: string;
  operator_username: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

const auditOf = async (targetType: string, targetId: number) => {
  const admin = await loginOperator(t, 'admin');
  const res = await admin.get<{ list: AuditRow[] }>('/api/admin/audit', {
    target_type: targetType,
    target_id: String(targetId),
  });
  return res.body.data.list;
};

describe('who may use the members section', () => {
  const routes = [
    ['GET', '/api/admin/members/reviews'],
    ['GET', '/api/admin/members/expiring'],
    ['GET', '/api/admin/members/options'],
    ['GET', '/api/admin/members/companies/1'],
    ['POST', '/api/admin/members/companies/1'],
    ['POST', '/api/admin/members/licences/1/scopes'],
    ['POST', '/api/admin/members/reviews/licence/1'],
  ] as const;

  it.each(OPERATOR_ROLES)('as %s', async (role) => {
    const client = await loginOperator(t, OPERATOR_OF_ROLE[role]);
    const allowed = role === 'admin' || role === 'reviewer';
    for (const [method, url] of routes) {
      // Bodies that fail validation: an allowed role gets 422 and changes nothing, a refused one 403 first.
      const res =
        method === 'GET'
          ? await client.get(url)
          : await opPost(client, url, { scope_ids: 'x', decision: 'x', customer_type: 5 });
      if (allowed) expect([200, 422], `${method} ${url}`).toContain(res.status);
      else {
        expect(res.status, `${method} ${url}`).toBe(403);
        expect(res.body.msg).toBe('您没有该操作的权限');
      }
    }
  });

  it('refuses a member session and no session', async () => {
    const member = await t.loginAs('demo');
    for (const [method, url] of routes) {
      const res = method === 'GET' ? await member.get(url) : await member.post(url, {});
      expect(res.status, `${method} ${url}`).toBe(401);
    }
    const none = t.client();
    expect((await none.get('/api/admin/members/reviews')).status).toBe(401);
  });
});

/** A member uploads a 药品经营许可证 with a picture; its id, pending review. */
async function uploadLicence(username: string, number: string): Promise<number> {
  const member = await t.loginAs(username);
  const view = (
    await member.get<{
      types: { id: number; name: string }[];
      list: { type_name: string; scopes: { id: number }[] }[];
    }>('/api/user/zizhi')
  ).body.data;
  const type = view.types.find((x) => x.name === '药品经营许可证')!;
  const scopes = (view.list.find((l) => l.type_name === '药品经营许可证')?.scopes ?? []).map((x) =>
    String(x.id),
  );
  const uploaded = await postMultipart<{ id: number }>(
    t,
    member,
    '/api/user/zizhi',
    licenceParts(
      { type: String(type.id), number, expires_on: '2099-12-31', scope_ids: scopes },
      { filename: 'licence.png', bytes: PNG_BYTES, type: 'image/png' },
    ),
  );
  expect(uploaded.body.code, uploaded.body.msg).toBe(10000);
  return uploaded.body.data.id;
}

describe('reviews through the command line services', () => {
  it('lists the queue, approves licences until the store is approved, audits each', async () => {
    const queue = (await reviewer.get<ReviewQueue>('/api/admin/members/reviews')).body.data;
    expect(queue.licences.length).toBeGreaterThan(0);
    const companyId = queue.licences[0]!.company_id;
    const own = queue.licences.filter((l) => l.company_id === companyId);
    let status = 0;
    for (const licence of own) {
      const res = await opPost<{ company_status: number }>(
        reviewer,
        `/api/admin/members/reviews/licence/${licence.id}`,
        { decision: 'approve' },
      );
      expect(res.body.code, res.body.msg).toBe(10000);
      status = res.body.data.company_status;
    }
    const again = await opPost(reviewer, `/api/admin/members/reviews/licence/${own[0]!.id}`, {
      decision: 'approve',
    });
    expect(again.status).toBe(409);
    const log = await auditOf('licence', own[0]!.id);
    expect(log[0]).toMatchObject({
      action: 'licence.approve',
      operator_username: 'shenhe',
      before: { review_status: 0 },
      after: { review_status: 1 },
    });
    const after = (await reviewer.get<ReviewQueue>('/api/admin/members/reviews')).body.data;
    expect(after.licences.some((l) => l.company_id === companyId)).toBe(false);
    const rows = await t.handle.query<{ review_status: number }>(
      'SELECT review_status FROM companies WHERE id = $1',
      [companyId],
    );
    expect(rows[0]?.review_status).toBe(status);
  });

  it('a rejection needs a reason; unknown kinds and ids are refused', async () => {
    // A licence of its own to reject: the seeded queue may have been emptied by the test above.
    const target = { id: await uploadLicence('demo', '浙AA5710301') };
    const kind = 'licence';
    const bare = await opPost(reviewer, `/api/admin/members/reviews/${kind}/${target!.id}`, {
      decision: 'reject',
    });
    expect(bare.status).toBe(422);
    expect(bare.body.errors?.reason).toEqual(['请填写驳回原因']);
    expect(
      (await opPost(reviewer, '/api/admin/members/reviews/shop/1', { decision: 'approve' })).status,
    ).toBe(422);
    expect(
      (await opPost(reviewer, '/api/admin/members/reviews/licence/99999999', { decision: 'approve' })).status,
    ).toBe(404);
    const rejected = await opPost(reviewer, `/api/admin/members/reviews/${kind}/${target!.id}`, {
      decision: 'reject',
      reason: '证件照片不清晰',
    });
    expect(rejected.body.code, rejected.body.msg).toBe(10000);
    const log = await auditOf(kind, target!.id);
    expect(log[0]).toMatchObject({
      action: `${kind}.reject`,
      after: { review_status: 2, reason: '证件照片不清晰' },
    });
  });
});

describe('decided work is not decided again', () => {
  it('a store that is no longer waiting is refused with 409, unchanged and not audited', async () => {
    const statusOf = async (id: number) =>
      (await t.handle.query<{ s: number }>('SELECT review_status AS s FROM companies WHERE id = $1', [id]))[0]
        ?.s;
    const messages = async (id: number) =>
      (
        await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM messages WHERE company_id = $1', [
          id,
        ])
      )[0]?.n;
    // demo2's store (3) was approved by the seed.
    const [status, sent] = [await statusOf(3), await messages(3)];
    expect(status).toBe(1);
    for (const decision of [{ decision: 'reject', reason: '测试' }, { decision: 'approve' }]) {
      const res = await opPost(reviewer, '/api/admin/members/reviews/company/3', decision);
      expect(res.status).toBe(409);
      expect(res.body.msg).toBe('门店 3 已审核，不能重复处理');
    }
    expect(await statusOf(3)).toBe(status);
    expect(await messages(3)).toBe(sent);
    expect(
      (await auditOf('company', 3)).filter((row) => /^company\.(approve|reject)$/.test(row.action)),
    ).toEqual([]);
  });
});

describe('expiry, profile and scopes', () => {
  it('lists licences expiring within the days asked, soonest first', async () => {
    const res = await reviewer.get<ExpiringLicenceItem[]>('/api/admin/members/expiring', { days: 365 });
    expect(res.body.code).toBe(10000);
    const days = res.body.data.map((l) => l.days_left);
    expect(days).toEqual([...days].sort((a, b) => a - b));
    expect(days.every((d) => d <= 365)).toBe(true);
    expect((await reviewer.get('/api/admin/members/expiring', { days: -1 })).status).toBe(422);
  });

  it('sets customer type and account manager, audited; bad values are 422', async () => {
    const options = (await reviewer.get<{ account_managers: { id: number }[] }>('/api/admin/members/options'))
      .body.data;
    const manager = options.account_managers[0]!.id;
    const res = await opPost(reviewer, '/api/admin/members/companies/1', {
      customer_type: '诊所',
      account_manager_id: manager,
    });
    expect(res.body.data).toMatchObject({ customer_type: '诊所', account_manager_id: manager });
    expect((await opPost(reviewer, '/api/admin/members/companies/1', { customer_type: '超市' })).status).toBe(
      422,
    );
    expect(
      (await opPost(reviewer, '/api/admin/members/companies/1', { account_manager_id: 99999 })).status,
    ).toBe(422);
    expect(
      (await opPost(reviewer, '/api/admin/members/companies/99999999', { customer_type: '诊所' })).status,
    ).toBe(404);
    const log = await auditOf('company', 1);
    expect(log[0]).toMatchObject({
      action: 'company.profile',
      after: { customer_type: '诊所', account_manager_id: manager },
    });
    expect(log[0]?.before).toHaveProperty('customer_type');
  });

  it('sets the scopes a licence grants, audited', async () => {
    const [licence] = await t.handle.query<{ id: number }>(
      'SELECT id FROM company_licences ORDER BY id LIMIT 1',
    );
    const [scope] = await t.handle.query<{ id: number }>(
      'SELECT id FROM business_scopes ORDER BY id LIMIT 1',
    );
    const res = await opPost(reviewer, `/api/admin/members/licences/${licence!.id}/scopes`, {
      scope_ids: [scope!.id],
    });
    expect(res.body.data).toEqual({ scope_ids: [scope!.id] });
    expect(
      (await opPost(reviewer, `/api/admin/members/licences/${licence!.id}/scopes`, { scope_ids: [99999] }))
        .status,
    ).toBe(422);
    const log = await auditOf('licence', licence!.id);
    expect(log[0]).toMatchObject({ action: 'licence.scopes', after: { scope_ids: [scope!.id] } });
  });

  it('shows the reviewer the file a store uploaded with its licence; a missing file is 404', async () => {
    const id = await uploadLicence('demo', '浙AA5710300');
    const queue = (await reviewer.get<ReviewQueue>('/api/admin/members/reviews')).body.data;
    const pending = queue.licences.find((l) => l.id === id);
    expect(pending?.file_url).toMatch(/^\/api\/admin\/members\/licence-files\/\d+$/);
    const file = await reviewer.get(pending!.file_url!);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.raw.rawPayload.equals(PNG_BYTES)).toBe(true);
    // Not for a role without the members permission, nor for another member's session.
    expect((await (await loginOperator(t, 'yunying')).get(pending!.file_url!)).status).toBe(403);
    expect((await (await t.loginAs('demo2')).get(pending!.file_url!)).status).toBe(401);
    expect((await reviewer.get('/api/admin/members/licence-files/99999999')).status).toBe(404);
  });
});
