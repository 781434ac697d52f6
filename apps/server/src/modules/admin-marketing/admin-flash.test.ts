import type { Paged } from '@mall/shared/admin';
import type { AdminFlashRound } from '@mall/shared/admin-marketing';
import type { SpikeRound } from '@mall/shared/home';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniqueName } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { loginOperator, opPost } from '../admin-auth/admin.fixtures.ts';
import { createOffer } from '../cart/cart.fixtures.ts';
import { balancePaidOrder } from '../order/order.fixtures.ts';

let t: TestApp;
let ops: TestClient;
let admin: TestClient;
let reviewer: TestClient;
let service: TestClient;
let finance: TestClient;
let member: TestClient;

beforeAll(async () => {
  t = await createTestApp({ loginMaxAttemptsPerIp: 10_000 });
  ops = await loginOperator(t, 'yunying');
  admin = await loginOperator(t, 'admin');
  reviewer = await loginOperator(t, 'shenhe');
  service = await loginOperator(t, 'kefu01');
  finance = await loginOperator(t, 'caiwu');
  member = await t.loginAs('demo');
});
afterAll(() => t.close());

const BASE = '/api/admin/marketing/flash-rounds';
const now = () => Math.floor(Date.now() / 1000);

const offerRow = async (id: number) =>
  (
    await t.handle.query<{
      type: number;
      base_price: number;
      original_price: number | null;
      member_limit: number | null;
      stock: number;
      is_buy: boolean;
      tags: string[];
    }>(
      'SELECT type, base_price, original_price, member_limit, stock, is_buy, tags FROM offers WHERE id = $1',
      [id],
    )
  )[0];
const count = async (table: string) =>
  (await t.handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`))[0]?.n ?? 0;
const auditRows = (action: string, targetId: string) =>
  t.handle.query<{ username: string; before: unknown; after: unknown }>(
    `SELECT o.username, a.before, a.after FROM operator_audit_log a JOIN operators o ON o.id = a.operator_id
     WHERE a.action = $1 AND a.target_id = $2 ORDER BY a.id`,
    [action, targetId],
  );

describe('限时秒杀 rounds in the console', () => {
  it('refuses 审核, 客服, 财务, a member and no session, and changes nothing', async () => {
    const rounds = await count('activities');
    for (const url of [BASE, `${BASE}/1`]) {
      for (const client of [reviewer, service, finance]) {
        expect((await client.get(BASE)).status).toBe(403);
        const res = await opPost(client, url, { title: 'x' });
        expect(res.status).toBe(403);
        expect(res.body.msg).toBe('您没有该操作的权限');
      }
      for (const client of [member, t.client()]) {
        expect((await client.get(BASE)).status).toBe(401);
        expect((await client.post(url, {})).status).toBe(401);
      }
    }
    expect(await count('activities')).toBe(rounds);
  });

  it('creates a round from an ordinary offer: a flash offer at the flash price leads the store strip at once', async () => {
    const name = uniqueName('秒杀测试片');
    const made = await createOffer(t.handle, { name, basePrice: 2590 });
    const before = await member.get<SpikeRound>('/api/index/spike');
    expect(JSON.stringify(before.body.data)).not.toContain(name);
    const body = {
      title: uniqueName('整点秒杀'),
      starts_at: now() - 30,
      ends_at: now() + 3600,
      items: [{ offer_id: made.offerId, flash_price: '19.90', member_limit: 3, stock: 40 }],
    };
    const res = await opPost<AdminFlashRound>(ops, BASE, body);
    expect(res.body.code, JSON.stringify(res.body)).toBe(10000);
    const round = res.body.data;
    expect(round).toMatchObject({ title: body.title, state: 'running', is_enabled: true });
    expect(round.items).toHaveLength(1);
    const item = round.items[0] as AdminFlashRound['items'][number];
    expect(item).toMatchObject({
      goods_id: made.goodsId,
      flash_price: 1990,
      original_price: 2590,
      member_limit: 3,
      stock: 40,
      is_buy: true,
    });
    expect(item.offer_id).not.toBe(made.offerId);
    expect(await offerRow(item.offer_id)).toMatchObject({ type: 1, base_price: 1990, tags: ['秒'] });
    // The ordinary offer is untouched.
    expect(await offerRow(made.offerId)).toMatchObject({ type: 0, base_price: 2590 });

    const strip = await member.get<SpikeRound>('/api/index/spike');
    expect(strip.body.data.id).toBe(round.id);
    expect(JSON.stringify(strip.body.data.goods)).toContain(name);

    const audit = await auditRows('flash_round.create', String(round.id));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ username: 'yunying', before: null });

    // Edited by 管理员: the same flash offer takes the new terms; the list shows it.
    const edited = await opPost<AdminFlashRound>(admin, `${BASE}/${round.id}`, {
      ...body,
      items: [{ offer_id: made.offerId, flash_price: '18.00', member_limit: 2, stock: 10 }],
    });
    expect(edited.body.code).toBe(10000);
    expect(edited.body.data.items).toEqual([
      expect.objectContaining({ offer_id: item.offer_id, flash_price: 1800, member_limit: 2, stock: 10 }),
    ]);
    const page = await ops.get<Paged<AdminFlashRound>>(BASE, { keyword: body.title });
    expect(page.body.data.list.map((r) => r.id)).toEqual([round.id]);
    expect(await auditRows('flash_round.update', String(round.id))).toEqual([
      expect.objectContaining({ username: 'admin' }),
    ]);

    // A goods taken out of the round stops selling its flash offer.
    const other = await createOffer(t.handle, { name: uniqueName('秒杀替换片'), basePrice: 1000 });
    const swapped = await opPost<AdminFlashRound>(ops, `${BASE}/${round.id}`, {
      ...body,
      items: [{ offer_id: other.offerId, flash_price: '8.80', member_limit: 1, stock: 5 }],
    });
    expect(swapped.body.data.items.map((i) => i.goods_id)).toEqual([other.goodsId]);
    expect((await offerRow(item.offer_id))?.is_buy).toBe(false);
    const strip2 = await member.get<SpikeRound>('/api/index/spike');
    expect(JSON.stringify(strip2.body.data.goods)).not.toContain(name);
  });

  it('refuses bad input with 422 and writes nothing', async () => {
    const made = await createOffer(t.handle, { name: uniqueName('秒杀坏输入'), basePrice: 1000 });
    const good = {
      title: '秒杀',
      starts_at: now(),
      ends_at: now() + 3600,
      items: [{ offer_id: made.offerId, flash_price: '9.90', member_limit: 1, stock: 1 }],
    };
    const item = good.items[0];
    const bad: object[] = [
      { ...good, title: '' },
      { ...good, starts_at: null },
      { ...good, ends_at: good.starts_at - 10 },
      { ...good, items: [] },
      { ...good, items: [{ ...item, flash_price: '9.999' }] },
      { ...good, items: [{ ...item, flash_price: '-1' }] },
      { ...good, items: [{ ...item, flash_price: '10.00' }] },
      { ...good, items: [{ ...item, member_limit: 0 }] },
      { ...good, items: [{ ...item, stock: -1 }] },
      { ...good, items: [{ ...item, offer_id: 999_999_999 }] },
      { ...good, items: [item, item] },
    ];
    const [activities, offers, audits] = [
      await count('activities'),
      await count('offers'),
      await count('operator_audit_log'),
    ];
    for (const body of bad) expect((await opPost(ops, BASE, body)).status, JSON.stringify(body)).toBe(422);
    expect((await opPost(ops, `${BASE}/999999`, good)).status).toBe(404);
    expect([await count('activities'), await count('offers'), await count('operator_audit_log')]).toEqual([
      activities,
      offers,
      audits,
    ]);
  });

  it('keeps a goods in one flash round until that round ends or is switched off', async () => {
    const made = await createOffer(t.handle, { name: uniqueName('秒杀独占片'), basePrice: 3000 });
    const item = { offer_id: made.offerId, flash_price: '20.00', member_limit: 2, stock: 20 };
    const first = {
      title: uniqueName('今日秒杀'),
      starts_at: now() - 60,
      ends_at: now() + 3600,
      items: [item],
    };
    const live = await opPost<AdminFlashRound>(ops, BASE, first);
    expect(live.body.code, JSON.stringify(live.body)).toBe(10000);
    const flashOffer = live.body.data.items[0]?.offer_id as number;

    // Tomorrow's round may not take the goods while today's lasts: the shared flash offer keeps
    // today's price and window, and no round or audit row is written.
    const tomorrow = {
      title: uniqueName('明日秒杀'),
      starts_at: now() + 86_400,
      ends_at: now() + 90_000,
      items: [{ ...item, flash_price: '15.00' }],
    };
    const [rounds, audits] = [await count('activities'), await count('operator_audit_log')];
    const refused = await opPost(ops, BASE, tomorrow);
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({
      'items.0.offer_id': [`该商品已在未结束的秒杀场次「${first.title}」中，同一商品同时只能参加一场秒杀`],
    });
    expect([await count('activities'), await count('operator_audit_log')]).toEqual([rounds, audits]);
    expect(await offerRow(flashOffer)).toMatchObject({ base_price: 2000, is_buy: true });
    // The round itself is edited as before.
    const kept = await opPost(ops, `${BASE}/${live.body.data.id}`, {
      ...first,
      items: [{ ...item, stock: 30 }],
    });
    expect(kept.body.code, JSON.stringify(kept.body)).toBe(10000);

    // Switched off, it lets the goods go.
    const off = await opPost(ops, `${BASE}/${live.body.data.id}`, { ...first, is_enabled: false });
    expect(off.body.code, JSON.stringify(off.body)).toBe(10000);
    const next = await opPost<AdminFlashRound>(ops, BASE, tomorrow);
    expect(next.body.code, JSON.stringify(next.body)).toBe(10000);
    expect(await offerRow(flashOffer)).toMatchObject({ base_price: 1500 });
  });

  it('lets a goods of a round that has ended join a new one', async () => {
    const made = await createOffer(t.handle, { name: uniqueName('秒杀已结束片'), basePrice: 3000 });
    const item = { offer_id: made.offerId, flash_price: '20.00', member_limit: 2, stock: 20 };
    const ended = await opPost(ops, BASE, {
      title: uniqueName('昨日秒杀'),
      starts_at: now() - 7200,
      ends_at: now() - 3600,
      items: [item],
    });
    expect(ended.body.code, JSON.stringify(ended.body)).toBe(10000);
    const again = await opPost(ops, BASE, {
      title: uniqueName('今日秒杀'),
      starts_at: now() - 60,
      ends_at: now() + 3600,
      items: [item],
    });
    expect(again.body.code, JSON.stringify(again.body)).toBe(10000);
  });

  it('keeps the units buyers took when the round is saved again; a stock changed meanwhile is refused', async () => {
    const made = await createOffer(t.handle, { name: uniqueName('秒杀库存片'), basePrice: 3000 });
    const body = {
      title: uniqueName('库存秒杀'),
      starts_at: now() - 60,
      ends_at: now() + 3600,
      items: [{ offer_id: made.offerId, flash_price: '20.00', member_limit: 20, stock: 20 }],
    };
    const created = await opPost<AdminFlashRound>(ops, BASE, body);
    expect(created.body.code, JSON.stringify(created.body)).toBe(10000);
    const round = created.body.data;
    const item = round.items[0] as AdminFlashRound['items'][number];
    // The operator's form opens on the round as it is: its item shows stock 20.
    const form = {
      ...body,
      items: [{ offer_id: item.offer_id, flash_price: '20.00', member_limit: 20, stock: 20, stock_was: 20 }],
    };
    // Meanwhile a store buys 10 units of the flash offer.
    await balancePaidOrder(t.handle, member, [[{ goodsId: made.goodsId, offerId: item.offer_id }, 10]]);
    expect((await offerRow(item.offer_id))?.stock).toBe(10);

    // Saved with only the end time changed: the 10 sold units do not come back.
    const saved = await opPost<AdminFlashRound>(ops, `${BASE}/${round.id}`, {
      ...form,
      ends_at: body.ends_at + 600,
    });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(10000);
    expect(saved.body.data.ends_at).toBe(body.ends_at + 600);
    expect(saved.body.data.items).toEqual([expect.objectContaining({ offer_id: item.offer_id, stock: 10 })]);
    expect(await offerRow(item.offer_id)).toMatchObject({ stock: 10, is_buy: true });

    // Changed from the stock the form showed, which is no longer the stock: 409, nothing changes.
    const audits = await count('operator_audit_log');
    const stale = await opPost(ops, `${BASE}/${round.id}`, {
      ...form,
      title: uniqueName('不该保存'),
      items: [{ ...form.items[0], flash_price: '19.00', stock: 50 }],
    });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(`「${item.goods_name}」的秒杀库存已变动，现为10，请按现有库存重新填写`);
    expect(stale.body.data).toEqual({ items: [{ index: 0, offer_id: item.offer_id, stock: 10 }] });
    expect(await offerRow(item.offer_id)).toMatchObject({ stock: 10, base_price: 2000 });
    const page = await ops.get<Paged<AdminFlashRound>>(BASE, { keyword: body.title });
    expect(page.body.data.list.map((r) => r.title)).toEqual([body.title]);
    expect(await count('operator_audit_log')).toBe(audits);

    // Changed from the stock as it is now: written.
    const fresh = await opPost<AdminFlashRound>(ops, `${BASE}/${round.id}`, {
      ...form,
      items: [{ ...form.items[0], stock: 50, stock_was: 10 }],
    });
    expect(fresh.body.code, JSON.stringify(fresh.body)).toBe(10000);
    expect(await offerRow(item.offer_id)).toMatchObject({ stock: 50 });

    // An item of the round sent without the stock its form showed (an older console) is refused.
    const { stock_was: _, ...bare } = form.items[0] as (typeof form.items)[number];
    const missing = await opPost(ops, `${BASE}/${round.id}`, { ...form, items: [{ ...bare, stock: 7 }] });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ 'items.0.stock_was': ['请输入原库存'] });
    expect(await offerRow(item.offer_id)).toMatchObject({ stock: 50 });
  });

  it('checks each item of a round against its own stock, and a new goods takes the stock given', async () => {
    const [a, b, c] = [
      await createOffer(t.handle, { name: uniqueName('秒杀多品甲'), basePrice: 3000 }),
      await createOffer(t.handle, { name: uniqueName('秒杀多品乙'), basePrice: 3000 }),
      await createOffer(t.handle, { name: uniqueName('秒杀多品丙'), basePrice: 3000 }),
    ];
    const line = (offerId: number, stock: number) => ({
      offer_id: offerId,
      flash_price: '20.00',
      member_limit: 5,
      stock,
    });
    const body = {
      title: uniqueName('多品秒杀'),
      starts_at: now() - 60,
      ends_at: now() + 3600,
      items: [line(a.offerId, 30), line(b.offerId, 40)],
    };
    const created = await opPost<AdminFlashRound>(ops, BASE, body);
    expect(created.body.code, JSON.stringify(created.body)).toBe(10000);
    const round = created.body.data;
    const [fa, fb] = round.items as [AdminFlashRound['items'][number], AdminFlashRound['items'][number]];
    // Units of the second item go (as a sale takes them) while the form is open.
    await t.handle.query('UPDATE offers SET stock = stock - 4 WHERE id = $1', [fb.offer_id]);

    // The first item's stock changed from a stock that holds, the second's from one that does not:
    // refused, naming the second item only; neither is written.
    const items = [
      { ...line(fa.offer_id, 35), stock_was: 30 },
      { ...line(fb.offer_id, 45), stock_was: 40 },
    ];
    const stale = await opPost(ops, `${BASE}/${round.id}`, { ...body, items });
    expect(stale.status).toBe(409);
    expect(stale.body.msg).toBe(`「${fb.goods_name}」的秒杀库存已变动，现为36，请按现有库存重新填写`);
    expect(stale.body.data).toEqual({ items: [{ index: 1, offer_id: fb.offer_id, stock: 36 }] });
    expect([(await offerRow(fa.offer_id))?.stock, (await offerRow(fb.offer_id))?.stock]).toEqual([30, 36]);

    // The second item left as the form showed it, a new goods added: the first is written, the
    // second keeps what it has, the new one takes its stock.
    const saved = await opPost<AdminFlashRound>(ops, `${BASE}/${round.id}`, {
      ...body,
      items: [items[0], { ...line(fb.offer_id, 40), stock_was: 40 }, line(c.offerId, 12)],
    });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(10000);
    expect(saved.body.data.items.map((i) => [i.goods_id, i.stock])).toEqual([
      [a.goodsId, 35],
      [b.goodsId, 36],
      [c.goodsId, 12],
    ]);
  });
});
