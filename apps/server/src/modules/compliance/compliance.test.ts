import type { ExpiringLicenceItem } from '@mall/shared/admin-members';
import type { GoodsListPage } from '@mall/shared/goods';
import type { MemberBase, UserBase } from '@mall/shared/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../../test/helpers.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { intField, parseInput } from '../../http/validation.ts';
import { loginOperator } from '../admin-auth/admin.fixtures.ts';
import { addDays, chinaToday } from '../licence/licence-rules.ts';
import { reviewLicence } from '../licence/review.service.ts';
import { licenceParts, PNG_BYTES, postMultipart } from '../licence/upload.fixtures.ts';
import { checkPurchase, type PurchaseCheck, requirePurchase } from './compliance.service.ts';
import { COMPANY_PENDING_MESSAGE, LICENCE_EXPIRED_MESSAGE } from './purchase-decision.ts';

// The cart and checkout issues call these services; here a test-only route stands in for them.
const input = z.object({ goods_ids: z.array(intField()) });

let t: TestApp;
let rxGoods: number;
let specialGoods: number;

beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      extend(app) {
        app.post('/api/test/purchase-check', { onRequest: requireMember }, async (request) => {
          const { goods_ids } = parseInput(input, request.body);
          return ok(await checkPurchase({ db: t.handle.db }, memberOf(request), goods_ids));
        });
        app.post('/api/test/purchase-require', { onRequest: requireMember }, async (request) => {
          const { goods_ids } = parseInput(input, request.body);
          await requirePurchase({ db: t.handle.db }, memberOf(request), goods_ids);
          return ok(null);
        });
      },
    },
  );
  const rows = await t.handle.query<{ id: number; code: string }>(
    `SELECT DISTINCT ON (s.code) g.id, s.code FROM goods g JOIN business_scopes s ON s.id = g.scope_id
     WHERE s.code IN ('rx', 'otc') ORDER BY s.code, g.id`,
  );
  rxGoods = rows.find((r) => r.code === 'rx')!.id;
  specialGoods = rows.find((r) => r.code === 'otc')!.id;
  // This copy of the database only: one goods moves to the scope demo's licences do not grant.
  await t.handle.query(
    `UPDATE goods SET scope_id = (SELECT id FROM business_scopes WHERE code = 'special_compound') WHERE id = $1`,
    [specialGoods],
  );
});
afterAll(() => t.close());

async function check(username: string, goodsIds: number[]) {
  const client = await t.loginAs(username);
  return client.postForm<PurchaseCheck>('/api/test/purchase-check', { goods_ids: goodsIds });
}

describe('purchase gates', () => {
  it('lets an approved, signed store buy within its scopes and names a missing scope', async () => {
    const res = await check('demo', [rxGoods, specialGoods]);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      ok: false,
      reason: '您的经营范围不含「含特殊药品复方制剂」，请上传相应资质后再采购',
      link: '/zhzx/zzzj',
      goods: [
        { goodsId: rxGoods, ok: true },
        {
          goodsId: specialGoods,
          ok: false,
          reason: '您的经营范围不含「含特殊药品复方制剂」，请上传相应资质后再采购',
          link: '/zhzx/zzzj',
        },
      ],
    });
    expect((await check('demo', [rxGoods])).body.data).toEqual({
      ok: true,
      goods: [{ goodsId: rxGoods, ok: true }],
    });
  });

  it('answers 459 (HTTP 403) to a store that has not signed the contract, and lets it buy once signed', async () => {
    const client = await t.loginAs('demo2');
    const res = await client.postForm('/api/test/purchase-check', { goods_ids: [rxGoods] });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 459, msg: '请先签署电子采购合同' });
    const signed = await client.postForm('/api/contract/sign', { name: '刘芳', agree: 1 });
    expect(signed.body.code).toBe(10000);
    const again = await client.postForm<PurchaseCheck>('/api/test/purchase-check', { goods_ids: [rxGoods] });
    expect(again.body.data.ok).toBe(true);
  });

  it('refuses a store still under review', async () => {
    const res = await check('demo3', [rxGoods]);
    expect(res.body.data).toMatchObject({ ok: false, reason: COMPANY_PENDING_MESSAGE, link: '/zhzx/zzzj' });
  });

  it('tells the SPA beforehand, in the base user and the goods rows, what the gates will decide', async () => {
    const guest = await t.client().get<UserBase>('/api/user/base');
    expect(guest.body.data).not.toHaveProperty('purchase');

    const demo = await t.loginAs('demo');
    const base = (await demo.get<MemberBase>('/api/user/base')).body.data;
    const granted = (await demo.get<{ id: number }[]>('/api/user/jyfw')).body.data.map((s) => s.id);
    expect(base.purchase).toEqual({ refusal: '', scope_ids: [...granted].sort((a, b) => a - b) });

    const scopeOf = async (goodsId: number) => {
      const [row] = await t.handle.query<{ scope_id: number }>('SELECT scope_id FROM goods WHERE id = $1', [
        goodsId,
      ]);
      const list = await demo.get<GoodsListPage>('/api/goods/list', {
        scope_id: row!.scope_id,
        page_size: 100,
      });
      return list.body.data.list.find((g) => g.id === goodsId)?.scope_id;
    };
    const rxScope = await scopeOf(rxGoods);
    const specialScope = await scopeOf(specialGoods);
    // The goods the gate lets through lie in a granted scope; the refused one does not.
    expect(base.purchase?.scope_ids).toContain(rxScope);
    expect(specialScope).toBeTypeOf('number');
    expect(base.purchase?.scope_ids).not.toContain(specialScope);

    const pending = await (await t.loginAs('demo3')).get<MemberBase>('/api/user/base');
    expect(pending.body.data.purchase?.refusal).toBe(COMPANY_PENDING_MESSAGE);
  });

  it('a replacement licence, once approved, governs the scopes: what only the old one granted is refused', async () => {
    const demo = await t.loginAs('demo');
    const [licence] = await t.handle.query<{ id: number; type_id: number }>(
      `SELECT l.id, l.type_id FROM company_licences l JOIN licence_types ty ON ty.id = l.type_id
       WHERE l.company_id = 1 AND ty.grants_scope AND l.review_status = 1 ORDER BY l.id DESC LIMIT 1`,
    );
    const [otc] = await t.handle.query<{ id: number; scope_id: number }>(
      `SELECT g.id, g.scope_id FROM goods g JOIN business_scopes s ON s.id = g.scope_id
       WHERE s.code = 'otc' AND g.id <> $1 ORDER BY g.id LIMIT 1`,
      [specialGoods],
    );
    const rxScope = (
      await t.handle.query<{ scope_id: number }>('SELECT scope_id FROM goods WHERE id = $1', [rxGoods])
    )[0]!.scope_id;
    const granted = async () =>
      (await demo.get<{ id: number }[]>('/api/user/jyfw')).body.data.map((s) => s.id);
    expect(await granted()).toContain(otc!.scope_id);

    // The new version grants prescription drugs only.
    const uploaded = await postMultipart<{ id: number }>(
      t,
      demo,
      '/api/user/zizhi',
      licenceParts(
        {
          type: String(licence!.type_id),
          number: '浙AA571NEW',
          expires_on: addDays(chinaToday(new Date()), 300),
          scope_ids: [String(rxScope)],
        },
        { filename: 'licence.png', bytes: PNG_BYTES, type: 'image/png' },
      ),
    );
    expect(uploaded.body.code, uploaded.body.msg).toBe(10000);
    // Under review, the approved version before it still holds.
    expect((await check('demo', [otc!.id])).body.data.ok).toBe(true);

    await reviewLicence(t.handle.db, {
      id: uploaded.body.data.id,
      decision: 'approve',
      reviewer: 'operator:test',
    });
    expect(await granted()).toEqual([rxScope]);
    const base = (await demo.get<MemberBase>('/api/user/base')).body.data;
    expect(base.purchase?.scope_ids).toEqual([rxScope]);
    const refused = await check('demo', [rxGoods, otc!.id]);
    expect(refused.body.data.ok).toBe(false);
    expect(refused.body.data.goods).toEqual([
      { goodsId: rxGoods, ok: true },
      expect.objectContaining({ goodsId: otc!.id, ok: false }),
    ]);
    // The console's expiry list no longer chases the version the store replaced.
    const admin = await loginOperator(t, 'admin');
    const expiring = await admin.get<ExpiringLicenceItem[]>('/api/admin/members/expiring', { days: 365 });
    const listed = expiring.body.data.map((l) => l.id);
    expect(listed).toContain(uploaded.body.data.id);
    expect(listed).not.toContain(licence!.id);
  });

  it('refuses a store whose required licence has expired, through requirePurchase as a 403', async () => {
    await t.handle.query(
      `UPDATE company_licences SET expires_on = $1::date
       WHERE company_id = 1 AND type_id = (SELECT id FROM licence_types WHERE name = '委托人身份证')`,
      [addDays(chinaToday(new Date()), -3)],
    );
    const res = await check('demo', [rxGoods]);
    expect(res.body.data).toMatchObject({ ok: false, reason: LICENCE_EXPIRED_MESSAGE, link: '/zhzx/zzzj' });
    const client = await t.loginAs('demo');
    const refused = await client.postForm('/api/test/purchase-require', { goods_ids: [rxGoods] });
    expect(refused.status).toBe(403);
    expect(refused.body.msg).toBe('您的资质已过期，请更新后再采购');
    const base = await client.get<MemberBase>('/api/user/base');
    expect(base.body.data.purchase?.refusal).toBe(LICENCE_EXPIRED_MESSAGE);
  });
});
