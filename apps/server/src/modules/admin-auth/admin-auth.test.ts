import { copyFileSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OPERATOR_ROLES, type OperatorItem, type OperatorRole } from '@mall/shared/admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { openPglite } from '../../db/client.ts';
import { migrate, migrationsDir } from '../../db/migrate.ts';
import { loginOperator, OPERATOR_OF_ROLE, operatorLogin, opHeaders, opPost } from './admin.fixtures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ loginMaxAttemptsPerIp: 10_000 });
});
afterAll(() => t.close());

interface AuditRow {
  action: string;
  target_type: string;
  target_id: string;
  operator_username: string;
  before: unknown;
  after: unknown;
}

describe('operator login, me and logout', () => {
  it('logs in with its own cookies and says who it is', async () => {
    const client = t.client();
    const me0 = await client.get('/api/admin/me');
    expect(me0.body).toMatchObject({ code: 10000, data: null });
    expect(client.cookies.get('op_xsrf')).toBeTruthy();
    const res = await operatorLogin(client, 'shenhe');
    expect(res.body.code).toBe(10000);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/op_sid=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/op_sid=[^;]+;.*SameSite=Strict/i);
    expect(setCookie).not.toMatch(/(^|[ ,])sid=/);
    const me = await client.get('/api/admin/me');
    expect(me.body.data).toEqual({
      id: expect.any(Number),
      username: 'shenhe',
      name: '审核专员',
      roles: ['reviewer'],
      permissions: ['dashboard', 'members'],
    });
    const out = await opPost(client, '/api/admin/logout');
    expect(out.body.code).toBe(10000);
    expect((await client.get('/api/admin/me')).body.data).toBeNull();
    expect((await client.get('/api/admin/operators')).status).toBe(401);
  });

  it('ends a session idle past the limit or past its absolute expiry', async () => {
    const idle = await loginOperator(t, 'kefu01');
    await t.handle.query(
      `UPDATE operator_sessions SET last_seen_at = now() - make_interval(mins => $1)
       WHERE operator_id = (SELECT id FROM operators WHERE username = 'kefu01')`,
      [t.config.sessionIdleMinutes + 1],
    );
    expect((await idle.get('/api/admin/me')).body.data).toBeNull();
    const old = await loginOperator(t, 'kefu01');
    await t.handle.query(
      `UPDATE operator_sessions SET expires_at = now() - interval '1 minute'
       WHERE operator_id = (SELECT id FROM operators WHERE username = 'kefu01')`,
    );
    expect((await old.get('/api/admin/me')).body.data).toBeNull();
    const rows = await t.handle.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM operator_sessions
       WHERE operator_id = (SELECT id FROM operators WHERE username = 'kefu01')`,
    );
    expect(rows[0]?.n).toBe(0);
  });

  it('refuses a wrong password and locks the address out after the limit', async () => {
    const client = t.client();
    const from = { remoteAddress: '10.9.8.7' };
    const wrong = await operatorLogin(client, 'caiwu', 'not-the-password', from);
    expect(wrong.status).toBe(400);
    expect(wrong.body.msg).toBe('用户名或密码错误');
    for (let i = 1; i < t.config.loginMaxFailuresPerAccount; i++)
      await operatorLogin(client, 'caiwu', 'not-the-password', from);
    const locked = await operatorLogin(client, 'caiwu', 'caiwu123456', from);
    expect(locked.status).toBe(429);
    // The owner elsewhere still logs in.
    const elsewhere = await operatorLogin(t.client(), 'caiwu', 'caiwu123456', { remoteAddress: '10.9.8.8' });
    expect(elsewhere.body.code).toBe(10000);
  });

  it('refuses a login without the CSRF header and bad input with 422', async () => {
    const client = t.client();
    await client.get('/api/admin/me');
    const forged = await client.post('/api/admin/login', { username: 'admin', password: 'admin123456' });
    expect(forged.status).toBe(403);
    const bad = await opPost(client, '/api/admin/login', { username: '' });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toHaveProperty('username');
  });

  it('a member session is no operator session', async () => {
    const member = await t.loginAs('demo');
    expect((await member.get('/api/admin/me')).body.data).toBeNull();
    const res = await member.get('/api/admin/audit');
    expect(res.status).toBe(401);
    expect(res.body.msg).toBe('请先登录运营后台');
    const write = await member.post('/api/admin/operators', { username: 'x' });
    expect(write.status).toBe(401);
  });

  it('a disabled operator is refused and its sessions end', async () => {
    const admin = await loginOperator(t, 'admin');
    const created = await opPost<{ id: number }>(admin, '/api/admin/operators', {
      username: 'temp_op',
      name: '临时',
      password: 'temp123456',
      roles: ['service'],
    });
    expect(created.body.code).toBe(10000);
    const id = created.body.data.id;
    const tempClient = t.client();
    expect((await operatorLogin(tempClient, 'temp_op', 'temp123456')).body.code).toBe(10000);
    expect((await opPost(admin, `/api/admin/operators/${id}/disabled`, { disabled: true })).body.code).toBe(
      10000,
    );
    expect((await tempClient.get('/api/admin/me')).body.data).toBeNull();
    const again = await operatorLogin(t.client(), 'temp_op', 'temp123456');
    expect(again.status).toBe(403);
  });
});

describe('operators management and the audit log', () => {
  const routes = [
    { method: 'GET', url: '/api/admin/operators', permission: 'operators' },
    { method: 'GET', url: '/api/admin/audit', permission: 'audit' },
  ] as const;
  const allowed: Record<string, OperatorRole[]> = {
    operators: ['admin'],
    audit: ['admin', 'finance'],
  };

  it.each(
    routes.flatMap((route) => OPERATOR_ROLES.map((role) => [route.url, role, route.permission] as const)),
  )('%s as %s', async (url, role, permission) => {
    const client = await loginOperator(t, OPERATOR_OF_ROLE[role]);
    const res = await client.get(url);
    if (allowed[permission]?.includes(role)) expect(res.body.code).toBe(10000);
    else {
      expect(res.status).toBe(403);
      expect(res.body.msg).toBe('您没有该操作的权限');
    }
  });

  it('refuses changes by a role without the permission, and without a session', async () => {
    const ops = await loginOperator(t, 'yunying');
    const res = await opPost(ops, '/api/admin/operators/1/roles', { roles: ['admin'] });
    expect(res.status).toBe(403);
    const none = t.client();
    await none.get('/api/admin/me');
    expect((await opPost(none, '/api/admin/operators/1/roles', { roles: ['admin'] })).status).toBe(401);
  });

  it('creates, changes roles, resets a password, each audited with before and after', async () => {
    const admin = await loginOperator(t, 'admin');
    const bad = await opPost(admin, '/api/admin/operators', { username: 'a', roles: [] });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['username', 'name', 'roles']));
    const created = await opPost<{ id: number }>(admin, '/api/admin/operators', {
      username: 'kefu02',
      name: '客服02',
      password: 'Harbor-lamp-58',
      roles: ['service'],
    });
    expect(created.body.code).toBe(10000);
    const id = created.body.data.id;
    const dup = await opPost(admin, '/api/admin/operators', {
      username: 'kefu02',
      name: '客服02',
      password: 'Harbor-lamp-58',
      roles: ['service'],
    });
    expect(dup.status).toBe(409);
    const roles = await opPost(admin, `/api/admin/operators/${id}/roles`, { roles: ['service', 'finance'] });
    expect(roles.body.data).toMatchObject({ roles: ['service', 'finance'] });
    expect((await opPost(admin, `/api/admin/operators/${id}/roles`, { roles: ['boss'] })).status).toBe(422);
    expect((await opPost(admin, '/api/admin/operators/999999/roles', { roles: ['ops'] })).status).toBe(404);
    expect(
      (await opPost(admin, `/api/admin/operators/${id}/password`, { password: 'new-pass-123' })).body.code,
    ).toBe(10000);
    expect((await operatorLogin(t.client(), 'kefu02', 'new-pass-123')).body.code).toBe(10000);

    const log = await admin.get<{ list: AuditRow[]; total: number }>('/api/admin/audit', {
      target_type: 'operator',
      target_id: String(id),
    });
    expect(log.body.data.list.map((r) => r.action)).toEqual([
      'operator.password',
      'operator.roles',
      'operator.create',
    ]);
    const rolesRow = log.body.data.list[1] as AuditRow;
    expect(rolesRow.operator_username).toBe('admin');
    expect(rolesRow.before).toMatchObject({ roles: ['service'] });
    expect(rolesRow.after).toMatchObject({ roles: ['service', 'finance'] });
    expect(JSON.stringify(log.body.data.list)).not.toContain('argon2');
  });

  it('refuses a username that differs from an existing one only in case, as an exact repeat', async () => {
    const admin = await loginOperator(t, 'admin');
    const form = { name: '客服03', password: 'Harbor-lamp-58', roles: ['service'] };
    const created = await opPost(admin, '/api/admin/operators', { ...form, username: 'test_op3' });
    expect(created.body.code).toBe(10000);
    for (const username of ['test_op3', 'TEST_OP3', 'Test_Op3']) {
      const dup = await opPost(admin, '/api/admin/operators', { ...form, username });
      expect(dup.status).toBe(409);
      expect(dup.body.msg).toBe('用户名已存在');
    }
    const [row] = await t.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operators WHERE lower(username) = 'test_op3'",
    );
    expect(row?.n).toBe(1);
    // The login name is typed as it was created, as before.
    expect((await operatorLogin(t.client(), 'test_op3', form.password)).body.code).toBe(10000);
    expect((await operatorLogin(t.client(), 'TEST_OP3', form.password)).body.msg).toBe('用户名或密码错误');
  });

  it('refuses a common or trivial password for a new operator and on a reset, changing nothing', async () => {
    const admin = await loginOperator(t, 'admin');
    const [before] = await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM operators');
    for (const password of ['admin123456', 'password1', '12345678', 'qwertyuiop']) {
      const created = await opPost(admin, '/api/admin/operators', {
        username: 'weak_op',
        name: '弱口令',
        password,
        roles: ['service'],
      });
      expect(created.status, password).toBe(422);
      expect(Object.keys(created.body.errors ?? {})).toEqual(['password']);
      const reset = await opPost(admin, '/api/admin/operators/1/password', { password });
      expect(reset.status, password).toBe(422);
    }
    const [after] = await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM operators');
    expect(after?.n).toBe(before?.n);
    expect((await operatorLogin(t.client(), 'admin')).body.code).toBe(10000);
  });

  it('refuses a password with the operator’s own login name in it, on creation and on a reset', async () => {
    const admin = await loginOperator(t, 'admin');
    const [before] = await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM operators');
    const created = await opPost(admin, '/api/admin/operators', {
      username: 'cangku07',
      name: '仓库07',
      password: 'Cangku07-2026!',
      roles: ['service'],
    });
    expect(created.status).toBe(422);
    expect(created.body.errors).toEqual({ password: ['密码不能包含用户名或手机号'] });
    const [after] = await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM operators');
    expect(after?.n).toBe(before?.n);

    const caiwu = (await admin.get<OperatorItem[]>('/api/admin/operators')).body.data.find(
      (o) => o.username === 'caiwu',
    ) as OperatorItem;
    const audits = await t.handle.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM operator_audit_log WHERE action = 'operator.password'",
    );
    const reset = await opPost(admin, `/api/admin/operators/${caiwu.id}/password`, {
      password: 'xCAIWU-ledger9',
    });
    expect(reset.status).toBe(422);
    expect(reset.body.errors).toEqual({ password: ['密码不能包含用户名或手机号'] });
    expect(
      await t.handle.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM operator_audit_log WHERE action = 'operator.password'",
      ),
    ).toEqual(audits);
    expect((await operatorLogin(t.client(), 'caiwu')).body.code).toBe(10000);
  });

  it('an admin cannot lock itself out', async () => {
    const admin = await loginOperator(t, 'admin');
    const me = (await admin.get<{ id: number }>('/api/admin/me')).body.data;
    expect((await opPost(admin, `/api/admin/operators/${me.id}/disabled`, { disabled: true })).status).toBe(
      400,
    );
    expect((await opPost(admin, `/api/admin/operators/${me.id}/roles`, { roles: ['ops'] })).status).toBe(400);
  });

  it('filters the audit log by China dates and checks them', async () => {
    const admin = await loginOperator(t, 'admin');
    const future = await admin.get<{ total: number }>('/api/admin/audit', { from: '2999-01-01' });
    expect(future.body.data.total).toBe(0);
    const all = await admin.get<{ total: number }>('/api/admin/audit', {
      from: '2000-01-01',
      to: '2999-12-31',
    });
    expect(all.body.data.total).toBeGreaterThan(0);
    expect((await admin.get('/api/admin/audit', { from: '2024-13-40' })).status).toBe(422);
    expect((await admin.get('/api/admin/audit', { page_size: 1000 })).status).toBe(422);
  });

  it('checks the session CSRF token on writes', async () => {
    const admin = await loginOperator(t, 'admin');
    const res = await admin.post(
      '/api/admin/operators/1/roles',
      { roles: ['admin'] },
      opHeaders(admin, {
        headers: { 'x-xsrf-token': 'forged' },
      }),
    );
    expect(res.status).toBe(403);
  });
});

describe('0047: operator usernames unique in any case', () => {
  it('keeps the oldest of the case variants already there and renames the others', async () => {
    const before = mkdtempSync(join(tmpdir(), 'mall-migrations-'));
    const handle = await openPglite();
    try {
      // The database as it was before 0047, holding variants the console used to let through.
      for (const file of readdirSync(migrationsDir()).filter((f) => f.endsWith('.sql') && f < '0047'))
        copyFileSync(join(migrationsDir(), file), join(before, file));
      await migrate(handle, before);
      const insert = (username: string) =>
        handle.query<{ id: number }>(
          "INSERT INTO operators (username, password_hash, name) VALUES ($1, 'x', '旧账号') RETURNING id",
          [username],
        );
      for (const username of ['dup_op', 'DUP_OP', 'other_op', 'Dup_Op']) await insert(username);
      // The name DUP_OP would be renamed to is taken already, in another case.
      const [{ id: dupId } = { id: 0 }] = await handle.query<{ id: number }>(
        "SELECT id FROM operators WHERE username = 'DUP_OP'",
      );
      await insert(`dup_op_${dupId}`);
      expect(await migrate(handle)).toContain('0047_operator_username_any_case.sql');
      const rows = await handle.query<{ id: number; username: string }>(
        'SELECT id, username FROM operators ORDER BY id',
      );
      const [first, second, other, third] = rows;
      expect(rows.map((r) => r.username)).toEqual([
        'dup_op',
        `DUP_OP_${second?.id}_1`,
        'other_op',
        `Dup_Op_${third?.id}`,
        `dup_op_${dupId}`,
      ]);
      expect(first?.id).toBeLessThan(second?.id ?? 0);
      expect(other?.username).toBe('other_op');
      await expect(
        handle.query("INSERT INTO operators (username, password_hash, name) VALUES ('OTHER_OP', 'x', '新')"),
      ).rejects.toThrow(/operators_username_lower_idx/);
    } finally {
      await handle.close();
      rmSync(before, { recursive: true, force: true });
    }
  });
});
