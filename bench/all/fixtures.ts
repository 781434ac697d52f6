/**
 * What every run of the performance record works on: the seeded catalogue, the buyers onboarded
 * through the services, a pool of buyable offers, and the cart and checkout calls that fill carts
 * and place orders.
 */
import type { loadConfig } from '../../apps/server/src/config.ts';
import type { DbHandle } from '../../apps/server/src/db/client.ts';
import { assertChineseCollation, migrate } from '../../apps/server/src/db/migrate.ts';
import { seedDemo } from '../../apps/server/src/seed/index.ts';
import { type Buyer, buyable, onboardBuyers, serviceContext } from '../buyers.ts';
import { call, must, type Session, Tally } from '../drive.ts';
import { form } from '../harness.ts';
import { BUYERS, CART_LINES, ORDER_WORKERS } from './model.ts';

const POOL_STOCK = 10_000_000;

export interface Fixtures {
  checkout: Buyer[];
  lister: Buyer;
  adder: Buyer;
  shared: Buyer;
  orders: Buyer;
  goodsIds: number[];
  offers: { id: number; goods_id: number; min_quantity: number }[];
}

/** Seeds the catalogue and onboards the buyers through the services; the handle is closed after. */
export async function prepare(handle: DbHandle, offers: number, config: ReturnType<typeof loadConfig>) {
  await migrate(handle);
  await assertChineseCollation(handle);
  const started = performance.now();
  await seedDemo(handle, { size: offers });
  const ctx = serviceContext(handle, config);
  const onboardStarted = performance.now();
  const checkout = await onboardBuyers(ctx, 'co', BUYERS, 13_910_000_000);
  const [lister, adder, shared, orders] = (await onboardBuyers(ctx, 'one', 4, 13_920_000_000)) as [
    Buyer,
    Buyer,
    Buyer,
    Buyer,
  ];
  console.log(
    `  onboarded ${BUYERS + 4} buyers in ${((performance.now() - onboardStarted) / 1000).toFixed(1)} s`,
  );
  // What autovacuum does to a freshly loaded table (statistics, and the visibility map that lets an
  // index-only scan skip the heap), done now: the server under test may have it off.
  await handle.exec('VACUUM (ANALYZE)');
  const seedS = (performance.now() - started) / 1000;
  const goodsIds = (
    await handle.query<{ id: number }>(
      `SELECT id FROM goods g WHERE is_on_sale AND NOT EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = g.id)
       ORDER BY md5(id::text) LIMIT 500`,
    )
  ).map((r) => r.id);
  const pool = await buyable(handle, 1_000, 7919);
  if (pool.length < CART_LINES) throw new Error(`only ${pool.length} buyable offers`);
  // The checkout rounds and the soak buy from these offers for minutes on end: stock enough that
  // no order is refused for want of it (a refusal would be counted as an error).
  await handle.query('UPDATE offers SET stock = GREATEST(stock, $2) WHERE id = ANY($1::int[])', [
    pool.map((o) => o.id),
    POOL_STOCK,
  ]);
  const fixtures: Fixtures = { checkout, lister, adder, shared, orders, goodsIds, offers: pool };
  return { fixtures, seedS };
}

export const addBody = (lines: { id: number; goods_id: number; min_quantity: number }[], times = 1) => ({
  params: lines.map((o) => ({
    goods_id: o.goods_id,
    goods_price_id: o.id,
    number: o.min_quantity * times,
    type: 0,
  })),
});

export async function addLines(base: string, s: Session, lines: Fixtures['offers']): Promise<void> {
  for (let i = 0; i < lines.length; i += 100)
    await must(base, s, 'POST', '/api/cart', addBody(lines.slice(i, i + 100)));
}

export interface CartLineView {
  id: number;
  number: number;
  goods_price_id: number;
}

export const cartLines = async (base: string, s: Session) =>
  (await must<{ data: CartLineView[] }>(base, s, 'GET', `/api/cart/list?${form({ filters: 99999, new: 1 })}`))
    .data;

export async function defaultAddress(base: string, s: Session): Promise<number> {
  const list = await must<{ id: number; is_default?: number | boolean }[]>(
    base,
    s,
    'GET',
    '/api/user/address',
  );
  const id = (list.find((a) => a.is_default) ?? list[0])?.id;
  if (!id) throw new Error('buyer has no address');
  return id;
}

let keySeq = 0;
export const orderBody = (ids: number[], addressId: number) => ({
  ids,
  address_id: addressId,
  use_balance: 0,
  idempotency_key: `bench-${process.pid}-${Date.now()}-${keySeq++}`,
});

/**
 * The order-list buyer's 1,000 orders, placed through checkout (one line each) by four workers:
 * each order is timed, the latency of a checkout that does not queue behind 99 others.
 */
export async function placeOrders(base: string, s: Session, pool: Fixtures['offers'], count: number) {
  const address = await defaultAddress(base, s);
  const tally = new Tally();
  let elapsed = 0;
  let placed = 0;
  while (placed < count) {
    const batch = Math.min(100, count - placed);
    await addLines(base, s, pool.slice(0, batch));
    const lines = await cartLines(base, s);
    const queue = [...lines];
    const started = performance.now();
    await Promise.all(
      Array.from({ length: ORDER_WORKERS }, async () => {
        for (let line = queue.shift(); line; line = queue.shift())
          await tally.time(() => call(base, s, 'POST', '/api/order', orderBody([line.id], address)));
      }),
    );
    elapsed += performance.now() - started;
    placed += lines.length;
  }
  if (tally.firstError) throw new Error(`placing orders: ${tally.firstError}`);
  return tally.result(elapsed);
}
