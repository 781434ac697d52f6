import type { Page } from '@mall/shared/codes';
import type { SandboxPayment } from '@mall/shared/payment';
import {
  type MoneyConfig,
  type MoneyStatMonth,
  RECHARGE_MESSAGES,
  RECHARGE_PAY_MINUTES,
  type Recharge,
  type RechargeStart,
} from '@mall/shared/recharge';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createMember, type MemberFixture } from '../../../test/fixtures.ts';
import { createTestApp, type TestApp, type TestClient } from '../../../test/helpers.ts';
import { inChinaText } from '../../db/china-time.ts';
import { runDueJobs } from '../jobs/jobs.service.ts';
import { ledgerProblems } from '../order-read/order.fixtures.ts';
import type { MoneyLogEntry } from '../wallet/wallet.service.ts';
import { notifySignature } from './gateway.ts';

/**
 * The start of this China-time month as a moment: the month is cut on China's wall clock, and that
 * wall-clock time read back in China's zone, which turns it into a moment.
 */
const CHINA_MONTH_START = inChinaText(`date_trunc('month', ${inChinaText('now()')})`);

async function balanceOf(t: TestApp, companyId: number): Promise<number> {
  const [row] = await t.handle.query<{ b: number }>(
    'SELECT coalesce(sum(amount), 0)::int AS b FROM balance_ledger WHERE company_id = $1',
    [companyId],
  );
  return row?.b ?? 0;
}

async function countOf(t: TestApp, sql: string, params: unknown[]): Promise<number> {
  const [row] = await t.handle.query<{ n: number }>(sql, params);
  return row?.n ?? 0;
}

/** A tier of its own, so the test does not depend on the demo's. */
async function createTier(
  t: TestApp,
  options: { amount: number; voucher?: number; couponId?: number | null; active?: boolean },
): Promise<number> {
  const [row] = await t.handle.query<{ id: number }>(
    `INSERT INTO recharge_tiers (title, amount, bonus_voucher, bonus_coupon_id, active, sort)
     VALUES ($1, $2, $3, $4, $5, 100) RETURNING id`,
    [
      `测试档位${options.amount}`,
      options.amount,
      options.voucher ?? 0,
      options.couponId ?? null,
      options.active ?? true,
    ],
  );
  return row?.id ?? 0;
}

describe('recharge with the sandbox provider (PAY_SANDBOX on)', () => {
  let t: TestApp;
  let buyer: MemberFixture;
  let client: TestClient;
  let intruder: MemberFixture;
  let other: TestClient;
  let provider: TestClient;
  let couponId: number;

  beforeAll(async () => {
    t = await createTestApp({ paySandbox: true });
    buyer = await createMember(t.handle);
    client = await t.loginAs(buyer.username, buyer.password);
    intruder = await createMember(t.handle);
    other = await t.loginAs(intruder.username, intruder.password);
    provider = t.client();
    const [coupon] = await t.handle.query<{ id: number }>(
      `INSERT INTO coupons (title, kind, threshold, value) VALUES ('充值送满100减10', 'reduce', 10000, 1000) RETURNING id`,
    );
    couponId = coupon?.id ?? 0;
  });

  afterAll(() => t.close());

  afterEach(async () => {
    expect(await ledgerProblems(t.handle)).toEqual([]);
  });

  const signed = (paymentNo: string, result: 'paid' | 'cancelled', amount: number) =>
    notifySignature(t.config.paySigningSecret, paymentNo, result, amount);
  const notify = (payment_no: string, result: 'paid' | 'cancelled', sign: string) =>
    provider.post<{ status: number; order_no: string }>('/api/pay/notify', { payment_no, result, sign });

  async function start(body: Record<string, unknown>, who = client): Promise<RechargeStart> {
    const res = await who.post<RechargeStart>('/api/cash_coupon/userRecharge', body);
    expect(res.status).toBe(200);
    return res.body.data;
  }

  it('lists the active tiers from the database with their bonus, in order', async () => {
    const hidden = await createTier(t, { amount: 777_700, active: false });
    const shown = await createTier(t, { amount: 200_000, voucher: 5_000, couponId });
    const res = await client.get<MoneyConfig>('/api/moneys/moneyConfig');
    expect(res.status).toBe(200);
    const ids = res.body.data.tiers.map((x) => x.id);
    expect(ids).not.toContain(hidden);
    expect(res.body.data.tiers.find((x) => x.id === shown)).toEqual({
      id: shown,
      title: '测试档位200000',
      amount: '2000.00',
      bonus_voucher: '50.00',
      bonus_coupon: { id: couponId, title: '充值送满100减10' },
      bonus_text: '赠送50元现金券、「充值送满100减10」优惠券',
    });
    expect(res.body.data).toMatchObject({ min: '100.00', max: '50000.00', online: true });
    // The demo's tiers are there too, sorted before ours.
    expect(res.body.data.tiers.length).toBeGreaterThanOrEqual(4);
    expect(ids.at(-1)).toBe(shown);
  });

  it('starts a pending recharge and its payment, crediting nothing yet', async () => {
    const tier = await createTier(t, { amount: 100_000, voucher: 2_000 });
    const before = await balanceOf(t, buyer.companyId);
    const started = await start({ tier_id: tier });
    expect(started).toMatchObject({
      amount: '1000.00',
      status: 0,
      bonus_text: '赠送20元现金券',
      paid_at: null,
    });
    expect(started.recharge_no).toMatch(/^RC\d{20}$/);
    expect(started.payment_no).toMatch(/^PAY\d{24}$/);
    expect(started.qr_url).toBe(`/pay/sandbox/${started.payment_no}`);
    expect(await balanceOf(t, buyer.companyId)).toBe(before);
    const custom = await start({ amount: '250' });
    expect(custom).toMatchObject({ amount: '250.00', bonus_text: '' });
    const read = await client.get<Recharge>(`/api/cash_coupon/recharge/${custom.recharge_no}`);
    expect(read.body.data).toMatchObject({ recharge_no: custom.recharge_no, status: 0 });
  });

  it('refuses bad input with 422 and a missing or inactive tier with a message', async () => {
    const cases: Record<string, unknown>[] = [
      {},
      { amount: 99 },
      { amount: 50_001 },
      { amount: '100.5' },
      { amount: 'abc' },
      { tier_id: 0 },
      { tier_id: 1, amount: 100 },
    ];
    for (const body of cases) {
      const res = await client.post('/api/cash_coupon/userRecharge', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
    const noChoice = await client.post<unknown>('/api/cash_coupon/userRecharge', {});
    expect(JSON.stringify(noChoice.body)).toContain(RECHARGE_MESSAGES.oneChoice);
    const inactive = await createTier(t, { amount: 300_000, active: false });
    for (const tier_id of [inactive, 999_999]) {
      const res = await client.post('/api/cash_coupon/userRecharge', { tier_id });
      expect(res.status).toBe(400);
      expect(res.body.msg).toBe(RECHARGE_MESSAGES.tierMissing);
    }
    const guest = t.client();
    await guest.get('/api/user/base');
    expect((await guest.post('/api/cash_coupon/userRecharge', { amount: 100 })).status).toBe(401);
    expect(await countOf(t, 'SELECT count(*)::int AS n FROM recharges WHERE amount = 30000000', [])).toBe(0);
  });

  it('credits balance and bonus only on the verified callback, once; a replay adds nothing', async () => {
    const tier = await createTier(t, { amount: 150_000, voucher: 3_000, couponId });
    const started = await start({ tier_id: tier });
    const before = await balanceOf(t, buyer.companyId);
    const vouchers = () =>
      countOf(t, 'SELECT count(*)::int AS n FROM cash_vouchers WHERE company_id = $1', [buyer.companyId]);
    const coupons = () =>
      countOf(t, 'SELECT count(*)::int AS n FROM member_coupons WHERE company_id = $1 AND coupon_id = $2', [
        buyer.companyId,
        couponId,
      ]);
    const [v0, c0] = [await vouchers(), await coupons()];

    const forged = await notify(started.payment_no, 'paid', 'a'.repeat(64));
    expect(forged.status).toBe(400);
    const wrongAmount = await notify(started.payment_no, 'paid', signed(started.payment_no, 'paid', 1));
    expect(wrongAmount.status).toBe(400);
    const cancelSign = await notify(
      started.payment_no,
      'paid',
      signed(started.payment_no, 'cancelled', 150_000),
    );
    expect(cancelSign.status).toBe(400);
    expect(await balanceOf(t, buyer.companyId)).toBe(before);

    const sign = signed(started.payment_no, 'paid', 150_000);
    const first = await notify(started.payment_no, 'paid', sign);
    expect(first.status).toBe(200);
    expect(first.body.data).toMatchObject({ status: 1, order_no: started.recharge_no });
    expect(await balanceOf(t, buyer.companyId)).toBe(before + 150_000);
    expect(await vouchers()).toBe(v0 + 1);
    expect(await coupons()).toBe(c0 + 1);

    const replay = await notify(started.payment_no, 'paid', sign);
    expect(replay.status).toBe(200);
    expect(replay.body.data.status).toBe(1);
    const lateCancel = await notify(
      started.payment_no,
      'cancelled',
      signed(started.payment_no, 'cancelled', 150_000),
    );
    expect(lateCancel.body.data.status).toBe(1);
    expect(await balanceOf(t, buyer.companyId)).toBe(before + 150_000);
    expect(await vouchers()).toBe(v0 + 1);
    expect(await coupons()).toBe(c0 + 1);

    const read = await client.get<Recharge>(`/api/cash_coupon/recharge/${started.recharge_no}`);
    expect(read.body.data.status).toBe(1);
    expect(read.body.data.paid_at).toBeGreaterThan(0);
    const log = await client.get<Page<MoneyLogEntry>>('/api/user/user_money_log', { page_size: 1 });
    expect(log.body.data.list[0]).toMatchObject({
      amount: '1500.00',
      kind: 'recharge',
      kind_text: '余额充值',
      note: `在线充值 ${started.recharge_no}`,
    });
    const voucher = await client.get<Page<{ title: string; amount: string; status: number }>>(
      '/api/user/cash_voucher',
      { status: 0 },
    );
    expect(voucher.body.data.list).toContainEqual(
      expect.objectContaining({ title: '30元现金券（充值赠送）', amount: '30.00', status: 0 }),
    );
  });

  it('credits once when callbacks and the sandbox confirm race, the balance the ledger sum', async () => {
    const before = await balanceOf(t, buyer.companyId);
    const runs = await Promise.all(Array.from({ length: 3 }, () => start({ amount: 100 })));
    const results = await Promise.all(
      runs.flatMap((r) => [
        notify(r.payment_no, 'paid', signed(r.payment_no, 'paid', 10_000)),
        notify(r.payment_no, 'paid', signed(r.payment_no, 'paid', 10_000)),
        client.post<SandboxPayment>(`/api/pay/sandbox/${r.payment_no}`, { result: 'paid' }),
      ]),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(await balanceOf(t, buyer.companyId)).toBe(before + 30_000);
    const [last] = await t.handle.query<{ balance_after: number }>(
      'SELECT balance_after FROM balance_ledger WHERE company_id = $1 ORDER BY id DESC LIMIT 1',
      [buyer.companyId],
    );
    expect(last?.balance_after).toBe(before + 30_000);
    for (const r of runs) {
      expect(
        await countOf(t, `SELECT count(*)::int AS n FROM balance_ledger WHERE note = $1`, [
          `在线充值 ${r.recharge_no}`,
        ]),
      ).toBe(1);
    }
  });

  it('settles through the sandbox cashier: cancel closes it, nothing credited; a closed one cannot be paid there', async () => {
    const before = await balanceOf(t, buyer.companyId);
    const started = await start({ amount: 120 });
    const shown = await client.get<SandboxPayment>(`/api/pay/sandbox/${started.payment_no}`);
    expect(shown.body.data).toEqual({
      kind: 'recharge',
      payment_no: started.payment_no,
      order_no: started.recharge_no,
      amount: '120.00',
      status: 0,
    });
    const cancelled = await client.post<SandboxPayment>(`/api/pay/sandbox/${started.payment_no}`, {
      result: 'cancelled',
    });
    expect(cancelled.body.data.status).toBe(2);
    const paidLater = await client.post<SandboxPayment>(`/api/pay/sandbox/${started.payment_no}`, {
      result: 'paid',
    });
    expect(paidLater.body.data.status).toBe(2);
    expect(await balanceOf(t, buyer.companyId)).toBe(before);

    const second = await start({ amount: 130 });
    const paid = await client.post<SandboxPayment>(`/api/pay/sandbox/${second.payment_no}`, {
      result: 'paid',
    });
    expect(paid.body.data.status).toBe(1);
    expect(await balanceOf(t, buyer.companyId)).toBe(before + 13_000);
  });

  it('closes a recharge left unpaid past its window; a paid one stays paid; a provider paying later is still credited', async () => {
    const ctx = { db: t.handle.db };
    await t.handle.query('UPDATE jobs SET status = 1 WHERE status = 0');
    const before = await balanceOf(t, buyer.companyId);
    const left = await start({ amount: 150 });
    const paid = await start({ amount: 160 });
    await client.post(`/api/pay/sandbox/${paid.payment_no}`, { result: 'paid' });

    expect(await runDueJobs(ctx)).toBe(0);
    expect(
      (await client.get<Recharge>(`/api/cash_coupon/recharge/${left.recharge_no}`)).body.data.status,
    ).toBe(0);
    const later = new Date(Date.now() + (RECHARGE_PAY_MINUTES + 1) * 60_000);
    expect(await runDueJobs(ctx, later)).toBe(2);
    expect(
      (await client.get<Recharge>(`/api/cash_coupon/recharge/${left.recharge_no}`)).body.data.status,
    ).toBe(2);
    expect(
      (await client.get<Recharge>(`/api/cash_coupon/recharge/${paid.recharge_no}`)).body.data.status,
    ).toBe(1);
    expect(await balanceOf(t, buyer.companyId)).toBe(before + 16_000);
    // The sandbox cashier no longer takes it…
    const cashier = await client.post<SandboxPayment>(`/api/pay/sandbox/${left.payment_no}`, {
      result: 'paid',
    });
    expect(cashier.body.data.status).toBe(2);
    expect(await balanceOf(t, buyer.companyId)).toBe(before + 16_000);
    // …but money a provider reports taken is real, and is credited once.
    const sign = signed(left.payment_no, 'paid', 15_000);
    expect((await notify(left.payment_no, 'paid', sign)).status).toBe(200);
    expect((await notify(left.payment_no, 'paid', sign)).status).toBe(200);
    expect(await balanceOf(t, buyer.companyId)).toBe(before + 31_000);
    expect(await runDueJobs(ctx, later)).toBe(0);
  });

  it('keeps one store’s recharge from another: read, cashier and confirm all say it does not exist', async () => {
    const mine = await start({ amount: 140 });
    const theirsBefore = await balanceOf(t, intruder.companyId);
    const mineBefore = await balanceOf(t, buyer.companyId);
    expect((await other.get(`/api/cash_coupon/recharge/${mine.recharge_no}`)).status).toBe(404);
    expect((await other.get(`/api/pay/sandbox/${mine.payment_no}`)).status).toBe(404);
    const pay = await other.post(`/api/pay/sandbox/${mine.payment_no}`, { result: 'paid' });
    expect(pay.status).toBe(404);
    expect(await balanceOf(t, buyer.companyId)).toBe(mineBefore);
    expect(await balanceOf(t, intruder.companyId)).toBe(theirsBefore);
    expect((await client.get(`/api/cash_coupon/recharge/RC123`)).status).toBe(422);
  });

  it('sums the ledger per China month for the chart and filters the log by the spec’s names', async () => {
    const member = await createMember(t.handle);
    const c = await t.loginAs(member.username, member.password);
    // 2 months ago (China time): +500.00 then -120.50; this month: a recharge of 100 through the callback.
    await t.handle.query(
      `INSERT INTO balance_ledger (company_id, amount, balance_after, kind, note, created_at) VALUES
        ($1, 50000, 50000, 'recharge', '旧充值', ${CHINA_MONTH_START} - interval '45 days'),
        ($1, -12050, 37950, 'order_pay', '旧支付', ${CHINA_MONTH_START} - interval '44 days')`,
      [member.companyId],
    );
    const r = await start({ amount: 100 }, c);
    await notify(r.payment_no, 'paid', signed(r.payment_no, 'paid', 10_000));

    const stat = await c.get<MoneyStatMonth[]>('/api/user/user_money_stat', { months: 3 });
    expect(stat.status).toBe(200);
    expect(stat.body.data).toHaveLength(3);
    const months = stat.body.data.map((m) => m.month);
    for (const m of months) expect(m).toMatch(/^\d{4}-\d{2}$/);
    expect([...months].sort()).toEqual(months);
    expect(stat.body.data[0]).toMatchObject({ in: '500.00', out: '120.50' });
    expect(stat.body.data[1]).toMatchObject({ in: '0.00', out: '0.00' });
    expect(stat.body.data[2]).toMatchObject({ in: '100.00', out: '0.00' });
    expect((await c.get<MoneyStatMonth[]>('/api/user/user_money_stat')).body.data).toHaveLength(12);
    for (const months of ['0', '25', 'x', '1.5'])
      expect((await c.get('/api/user/user_money_stat', { months })).status).toBe(422);

    const all = await c.get<Page<MoneyLogEntry>>('/api/user/user_money_log', { page: 1 });
    expect(all.body.data.total).toBe(3);
    const income = await c.get<Page<MoneyLogEntry>>('/api/user/user_money_log', { page: 1, use_type: 1 });
    expect(income.body.data.list.map((x) => x.amount)).toEqual(['100.00', '500.00']);
    const out = await c.get<Page<MoneyLogEntry>>('/api/user/user_money_log', { use_type: 2 });
    expect(out.body.data.list.map((x) => x.amount)).toEqual(['-120.50']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai' }).format(new Date());
    const recent = await c.get<Page<MoneyLogEntry>>('/api/user/user_money_log', {
      start_time: today,
      end_time: today,
    });
    expect(recent.body.data.list.map((x) => x.amount)).toEqual(['100.00']);
    const paged = await c.get<Page<MoneyLogEntry>>('/api/user/user_money_log', { page: 2, page_size: 2 });
    expect(paged.body.data.list.map((x) => x.amount)).toEqual(['500.00']);
  });
});

describe('recharge without a provider (PAY_SANDBOX off)', () => {
  let t: TestApp;
  let client: TestClient;
  let buyer: MemberFixture;

  beforeAll(async () => {
    t = await createTestApp();
    buyer = await createMember(t.handle);
    client = await t.loginAs(buyer.username, buyer.password);
  });

  afterAll(() => t.close());

  it('says online payment is closed and refuses a recharge, writing nothing', async () => {
    expect(t.config.paySandbox).toBe(false);
    const config = await client.get<MoneyConfig>('/api/moneys/moneyConfig');
    expect(config.body.data.online).toBe(false);
    const res = await client.post('/api/cash_coupon/userRecharge', { amount: 100 });
    expect(res.status).toBe(400);
    expect(res.body.msg).toBe(RECHARGE_MESSAGES.onlineUnavailable);
    expect(
      await countOf(t, 'SELECT count(*)::int AS n FROM recharges WHERE company_id = $1', [buyer.companyId]),
    ).toBe(0);
  });
});
