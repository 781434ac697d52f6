/** The demo 拼团: two running groups and one coming, the same on every seed, each settled by a queued job. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DbHandle, openPglite } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import { GROUP_SETTLE_JOB } from '../modules/group-buy/group-buy.service.ts';
import { seedDemo } from './index.ts';

const NOW = new Date('2026-06-15T04:00:00Z');
let handle: DbHandle;

beforeAll(async () => {
  handle = await openPglite();
  await migrate(handle);
  await seedDemo(handle, { size: 200, now: NOW });
}, 60_000);
afterAll(() => handle?.close());

describe('seedGroupBuys', () => {
  it('seeds two running groups and one coming, at about 85% of the price, with their settlement jobs', async () => {
    const groups = await handle.query<{
      id: number;
      running: boolean;
      coming: boolean;
      cheaper: boolean;
      limit_ok: boolean;
      queued: boolean;
    }>(
      `SELECT gb.id, gb.starts_at <= $1::timestamptz AND gb.ends_at > $1::timestamptz AS running,
         gb.starts_at > $1::timestamptz AS coming, gb.group_price < o.base_price AS cheaper,
         gb.store_limit >= o.min_quantity AND gb.store_limit <= o.stock AS limit_ok, gb.settle_queued AS queued
       FROM group_buys gb JOIN offers o ON o.id = gb.offer_id ORDER BY gb.id`,
      [NOW.toISOString()],
    );
    expect(groups.map((g) => [g.running, g.coming])).toEqual([
      [true, false],
      [true, false],
      [false, true],
    ]);
    for (const g of groups) expect(g).toMatchObject({ cheaper: true, limit_ok: true, queued: true });
    const jobs = await handle.query<{ id: number }>(
      `SELECT (payload->>'group_buy_id')::int AS id FROM jobs WHERE kind = $1 ORDER BY id`,
      [GROUP_SETTLE_JOB],
    );
    expect(jobs.map((j) => j.id)).toEqual(groups.map((g) => g.id));
  });

  it('has the second group near its target: demo’s second store joined and paid online, stock taken, lines at the group price', async () => {
    const progress = await handle.query<{ paid: number; target: number; orders: number; priced: boolean }>(
      `SELECT coalesce(sum(j.quantity), 0)::int AS paid, gb.target_quantity AS target, count(j.order_id)::int AS orders,
         coalesce(bool_and(l.unit_price = gb.group_price AND l.quantity = j.quantity
           AND p.status = 1 AND p.amount = od.paid_amount AND od.status = 1), true) AS priced
       FROM group_buys gb LEFT JOIN group_buy_orders j ON j.group_buy_id = gb.id
         LEFT JOIN orders od ON od.id = j.order_id LEFT JOIN order_lines l ON l.order_id = od.id
         LEFT JOIN payments p ON p.order_id = od.id
       GROUP BY gb.id ORDER BY gb.id`,
    );
    expect(progress.map((p) => p.orders)).toEqual([0, 3, 0]);
    const near = progress[1];
    expect(near?.priced).toBe(true);
    expect((near?.paid ?? 0) / (near?.target ?? 1)).toBe(0.9);
  });
});
