// `npm run bench:cart`: the cart at wholesale scale, beside the catalogue benchmark's bare route.
// Seeds 200,000 offers on a fresh PostgreSQL database (BENCH_DATABASE_URL's server) and adds two
// trading buyers: one with 200 cart lines, one with an empty cart. Loads the bare route (the
// yardstick), the 200-line cart list as one buyer sees it (one connection: each request waits for
// the previous), the same list under ten buyers at once, and add-to-cart cycling through offers.
// Budget: p95 ≤ 30 ms for one buyer's 200-line list. Exits non-zero when over.
import { BUYER_PASSWORD, buyable, createBuyer } from './cart-buyers.ts';
import {
  BARE_PATH,
  type BenchRequest,
  exitWith,
  form,
  type Load,
  login,
  measure,
  type Row,
  report,
  withBenchApp,
} from './harness.ts';

const OFFERS = 200_000;
const DURATION_S = 5;
const CONNECTIONS = 10;
const CART_LINES = 200;
const ADD_POOL = 5_000;
const LIST_P95_BUDGET_MS = 30;

interface Scenario extends Omit<Load, 'durationS'> {
  name: string;
  budgetMs?: number;
}

async function scenarios(
  handle: Parameters<Parameters<typeof withBenchApp>[2]>[0],
  base: string,
): Promise<Scenario[]> {
  const listCompany = await createBuyer(handle, 'benchlist', '13900000001');
  const lines = await buyable(handle, CART_LINES, 7919);
  await handle.query(
    `INSERT INTO cart_lines (company_id, offer_id, quantity, line_key)
     SELECT $1, id, quantity, 'o' || id FROM unnest($2::int[], $3::int[]) AS u(id, quantity)`,
    [listCompany, lines.map((o) => o.id), lines.map((o) => o.min_quantity)],
  );
  await createBuyer(handle, 'benchadd', '13900000002');
  const pool = await buyable(handle, ADD_POOL, 104_729);
  const ids = await handle.query<{ id: number }>(
    'SELECT id FROM goods WHERE is_on_sale ORDER BY md5(id::text) LIMIT 500',
  );
  const lister = await login(base, 'benchlist', BUYER_PASSWORD);
  const adder = await login(base, 'benchadd', BUYER_PASSWORD);
  const list: BenchRequest[] = [{ path: `/api/cart/list?${form({ filters: 99999, new: 1 })}` }];
  return [
    {
      name: 'bare route, one indexed query',
      requests: ids.map((r) => ({ path: `${BARE_PATH}?id=${r.id}` })),
      connections: CONNECTIONS,
    },
    {
      name: `cart list, ${CART_LINES} lines, one buyer`,
      requests: list,
      headers: { cookie: lister.cookie },
      connections: 1,
      budgetMs: LIST_P95_BUDGET_MS,
    },
    {
      name: `cart list, ${CART_LINES} lines, ${CONNECTIONS} at once`,
      requests: list,
      headers: { cookie: lister.cookie },
      connections: CONNECTIONS,
    },
    {
      name: 'add to cart, one line',
      method: 'POST',
      requests: pool.map((o) => ({
        path: '/api/cart',
        body: form({
          'params[0][goods_id]': o.goods_id,
          'params[0][goods_price_id]': o.id,
          'params[0][number]': o.min_quantity,
          'params[0][type]': 0,
        }),
      })),
      headers: {
        cookie: adder.cookie,
        'x-xsrf-token': adder.xsrf,
        'content-type': 'application/x-www-form-urlencoded',
      },
      connections: CONNECTIONS,
    },
  ];
}

exitWith(
  withBenchApp('mall_bench_cart', OFFERS, async (handle, base) => {
    const rows: Row[] = [];
    const started = performance.now();
    for (const { name, budgetMs, ...load } of await scenarios(handle, base)) {
      const m = await measure(base, { ...load, durationS: DURATION_S });
      const pass = m.errors === 0 && (budgetMs === undefined || m.p95 <= budgetMs);
      rows.push({ ...m, name, pass, budget: budgetMs === undefined ? '' : `p95 ≤ ${budgetMs} ms` });
    }
    console.log(`measured in ${((performance.now() - started) / 1000).toFixed(0)} s, ${DURATION_S} s each`);
    return report(rows, rows[0]?.rps ?? Number.NaN);
  }),
);
