import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { UPLOAD_SIZE_MESSAGE } from '../../http/uploads.ts';
import { addDays, chinaToday, UPLOAD_TYPE_MESSAGE } from './licence-rules.ts';
import type { LicenceView, ZizhiView } from './licence-view.ts';
import { EXE_BYTES, licenceParts, PDF_BYTES, PNG_BYTES, postMultipart } from './upload.fixtures.ts';

let t: TestApp;
let dataDir: string;
const today = chinaToday(new Date());

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'mall-licence-test-'));
  t = await createTestApp({ dataDir });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

async function zizhi(username: string) {
  const client = await t.loginAs(username);
  const res = await client.get<ZizhiView>('/api/user/zizhi');
  expect(res.status).toBe(200);
  return { client, view: res.body.data };
}

const typeId = (view: ZizhiView, name: string) => {
  const type = view.types.find((x) => x.name === name);
  if (!type) throw new Error(`no licence type ${name}`);
  return String(type.id);
};

describe('GET /api/user/zizhi', () => {
  it('refuses a guest', async () => {
    const res = await t.client().get('/api/user/zizhi');
    expect(res.body.code).toBe(10001);
  });

  it("lists the acting store's licences with review state, scopes and expiry warnings", async () => {
    const { view } = await zizhi('demo');
    expect(view.company.review_status).toBe(1);
    expect(view.missing).toEqual([]);
    const names = view.list.map((l) => l.type_name);
    expect(names).toEqual(
      expect.arrayContaining(['营业执照', '药品经营许可证', '采购委托书', '委托人身份证']),
    );
    const trade = view.list.find((l) => l.type_name === '药品经营许可证')!;
    expect(trade).toMatchObject({ status: 1, status_text: '已通过', expiring: 1, expired: 0, in_force: 1 });
    expect(trade.days_left).toBeLessThanOrEqual(30);
    expect(trade.scopes.map((s) => s.name)).toContain('处方药');
    expect(trade.scopes.map((s) => s.name)).not.toContain('含特殊药品复方制剂');
    const licence = view.list.find((l) => l.type_name === '营业执照')!;
    expect(licence).toMatchObject({ expiring: 0, expired: 0 });
    const required = view.types.filter((x) => x.required === 1).map((x) => x.name);
    expect(required).toEqual(['营业执照', '药品经营许可证', '采购委托书', '委托人身份证']);
    expect(view.scope_options.map((s) => s.name)).toContain('含特殊药品复方制剂');
  });

  it('flags an expired licence and names it among the missing', async () => {
    const { client } = await zizhi('demo2');
    await t.handle.query(
      `UPDATE company_licences SET expires_on = $1::date
       WHERE company_id = 3 AND type_id = (SELECT id FROM licence_types WHERE name = '委托人身份证')`,
      [addDays(today, -1)],
    );
    const res = await client.get<ZizhiView>('/api/user/zizhi');
    const id = res.body.data.list.find((l) => l.type_name === '委托人身份证')!;
    expect(id).toMatchObject({ expired: 1, expiring: 0, in_force: 0, days_left: -1 });
    expect(res.body.data.missing).toEqual(['委托人身份证']);
    const clinic = res.body.data.types.filter((x) => x.required === 1).map((x) => x.name);
    expect(clinic).toContain('医疗机构执业许可证');
    expect(clinic).not.toContain('药品经营许可证');
  });

  it('shows a pending store its pending licences', async () => {
    const { view } = await zizhi('demo3');
    expect(view.company.review_status_text).toBe('审核中');
    expect(view.list.length).toBeGreaterThanOrEqual(4);
    expect(view.list.every((l) => l.status === 0 && l.status_text === '审核中')).toBe(true);
  });
});

describe('POST /api/user/zizhi', () => {
  it('stores a PNG scan as a new pending version that replaces the shown one', async () => {
    const { client, view } = await zizhi('demo');
    const expires = addDays(today, 800);
    const scopes = view.list.find((l) => l.type_name === '药品经营许可证')!.scopes.map((s) => String(s.id));
    const res = await postMultipart<LicenceView>(
      t,
      client,
      '/api/user/zizhi',
      licenceParts(
        {
          type: typeId(view, '药品经营许可证'),
          number: '浙AA5710299',
          expires_on: expires,
          scope_ids: scopes,
        },
        { filename: 'licence.png', bytes: PNG_BYTES, type: 'image/png' },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      type_name: '药品经营许可证',
      number: '浙AA5710299',
      expires_on: expires,
      status: 0,
      file_mime: 'image/png',
      // The approved version keeps the store trading while the replacement waits.
      in_force: 1,
    });
    expect(res.body.data.scopes.map((s) => String(s.id))).toEqual(scopes);
    const after = await client.get<ZizhiView>('/api/user/zizhi');
    expect(after.body.data.list.find((l) => l.type_name === '药品经营许可证')!.id).toBe(res.body.data.id);

    const file = await client.get(res.body.data.file_url);
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers).toMatchObject({
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
      'content-disposition': 'inline',
      'content-length': String(PNG_BYTES.length),
    });
    expect(file.raw.rawPayload.equals(PNG_BYTES)).toBe(true);
  });

  it('lets a pending member upload a PDF (registration step 3)', async () => {
    const { client, view } = await zizhi('demo3');
    const res = await postMultipart<LicenceView>(
      t,
      client,
      '/api/user/zizhi',
      licenceParts(
        { type: typeId(view, 'GSP证书'), number: 'GD-GSP-2026-0101', expires_on: addDays(today, 365) },
        { filename: 'gsp.pdf', bytes: PDF_BYTES, type: 'application/pdf' },
      ),
    );
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type_name: 'GSP证书', file_mime: 'application/pdf', status: 0 });
  });

  it('refuses a renamed executable by its content', async () => {
    const { client, view } = await zizhi('demo2');
    const res = await postMultipart(
      t,
      client,
      '/api/user/zizhi',
      licenceParts(
        { type: typeId(view, '营业执照'), number: '91420106MA4K2N8P3R', expires_on: addDays(today, 100) },
        { filename: 'scan.png', bytes: EXE_BYTES, type: 'image/png' },
      ),
    );
    expect(res.status).toBe(422);
    expect(res.body.msg).toBe(UPLOAD_TYPE_MESSAGE);
    expect(res.body.errors?.file).toEqual([UPLOAD_TYPE_MESSAGE]);
  });

  it('refuses a file over 5 MB', async () => {
    const { client, view } = await zizhi('demo2');
    const bytes = Buffer.concat([PNG_BYTES, Buffer.alloc(5 * 1024 * 1024)]);
    const res = await postMultipart(
      t,
      client,
      '/api/user/zizhi',
      licenceParts(
        { type: typeId(view, '营业执照'), number: '91420106MA4K2N8P3R', expires_on: addDays(today, 100) },
        { filename: 'big.png', bytes, type: 'image/png' },
      ),
    );
    expect(res.status).toBe(422);
    expect(res.body.errors?.file).toEqual([UPLOAD_SIZE_MESSAGE]);
  });

  it('checks the fields with Chinese messages and changes nothing', async () => {
    const { client, view } = await zizhi('demo2');
    const before = await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM company_licences');
    const png = { filename: 'a.png', bytes: PNG_BYTES };
    const cases: [Record<string, string | string[]>, string, string][] = [
      [{ type: typeId(view, '营业执照'), expires_on: addDays(today, 9) }, 'number', '请输入证件编号'],
      [
        { type: typeId(view, '营业执照'), number: 'X1', expires_on: '2026-02-30' },
        'expires_on',
        '请输入正确的日期',
      ],
      [
        { type: typeId(view, '营业执照'), number: 'X1', expires_on: addDays(today, -1) },
        'expires_on',
        '证件已过期，请上传有效期内的证件',
      ],
      [{ type: '9999', number: 'X1', expires_on: addDays(today, 9) }, 'type', '请选择证件类型'],
      [
        { type: typeId(view, '医疗机构执业许可证'), number: 'X1', expires_on: addDays(today, 9) },
        'scope_ids',
        '请选择经营范围',
      ],
    ];
    for (const [fields, field, message] of cases) {
      const res = await postMultipart(t, client, '/api/user/zizhi', licenceParts(fields, png));
      expect(res.status, JSON.stringify(fields)).toBe(422);
      expect(res.body.errors?.[field]?.[0]).toBe(message);
    }
    const noFile = await postMultipart(
      t,
      client,
      '/api/user/zizhi',
      licenceParts({ type: typeId(view, '营业执照'), number: 'X1', expires_on: addDays(today, 9) }),
    );
    expect(noFile.body.errors?.file).toEqual(['请上传证件文件']);
    const after = await t.handle.query<{ n: number }>('SELECT count(*)::int AS n FROM company_licences');
    expect(after[0]?.n).toBe(before[0]?.n);
  });

  it('refuses an upload without the CSRF header', async () => {
    const client = await t.loginAs('demo2');
    client.cookies.set('XSRF-TOKEN', 'forged');
    const res = await postMultipart(t, client, '/api/user/zizhi', licenceParts({ type: '1' }));
    expect(res.status).toBe(403);
  });
});

describe('GET /api/user/zizhi/file/{id}', () => {
  it("serves a scan to its owner only: another member's id is not found", async () => {
    const { client, view } = await zizhi('demo2');
    const up = await postMultipart<LicenceView>(
      t,
      client,
      '/api/user/zizhi',
      licenceParts(
        { type: typeId(view, '采购委托书'), number: 'RH-WT-2026-002', expires_on: addDays(today, 300) },
        { filename: 'mandate.pdf', bytes: PDF_BYTES },
      ),
    );
    expect(up.status).toBe(200);
    expect((await client.get(up.body.data.file_url)).status).toBe(200);
    const other = await t.loginAs('demo');
    const res = await other.get(up.body.data.file_url);
    expect(res.status).toBe(404);
    expect(res.body.msg).toBe('文件不存在');
    expect((await t.client().get(up.body.data.file_url)).body.code).toBe(10001);
  });
});

describe('GET /api/user/jyfw', () => {
  it('lists the scopes of approved, unexpired licences', async () => {
    const client = await t.loginAs('demo');
    const res = await client.get<{ name: string; expires_on: string }[]>('/api/user/jyfw');
    expect(res.body.data.map((s) => s.name)).toEqual([
      '处方药',
      '非处方药',
      '中成药',
      '中药饮片',
      '医疗器械',
      '保健食品',
    ]);
  });

  it('lists nothing for a store whose licences are pending', async () => {
    const client = await t.loginAs('demo3');
    expect((await client.get('/api/user/jyfw')).body.data).toEqual([]);
  });
});
