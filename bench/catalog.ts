// `npm run bench:catalog`: the catalogue calls at wholesale scale, beside a bare route.
// Seeds 200,000 offers on a fresh PostgreSQL database (BENCH_DATABASE_URL's server), serves the real
// app on loopback and loads each call with autocannon (guest reader unless noted). The bare route
// runs one indexed query in the same process and the same run, so the budgets are ratios and
// absolute latencies on this machine. Budgets: search and suggestions p95 ≤ 15 ms; list throughput
// ≥ 0.5 × the bare route's. Exits non-zero when over.
import type { DbHandle } from '../apps/server/src/db/client.ts';
import { BARE_PATH, exitWith, login, measure, form as q, type Row, report, withBenchApp } from './harness.ts';

const OFFERS = 200_000;
const DURATION_S = 5;
const CONNECTIONS = 10;
const SEARCH_P95_BUDGET_MS = 15;
const LIST_RATIO_BUDGET = 0.5;

interface Scenario {
  name: string;
  /** paths cycled through, one per request */
  paths: string[];
  kind: 'bare' | 'list' | 'detail' | 'search' | 'member';
  /** a logged-in member's cookies */
  cookie?: string;
}

async function sampleIds(handle: DbHandle): Promise<number[]> {
  const rows = await handle.query<{ id: number }>(
    `SELECT id FROM goods g WHERE is_on_sale AND NOT EXISTS (SELECT 1 FROM control_rules r WHERE r.goods_id = g.id)
     ORDER BY md5(id::text) LIMIT 500`,
  );
  return rows.map((r) => r.id);
}

function scenarios(ids: number[], cookie: string): Scenario[] {
  const pages = Array.from({ length: 50 }, (_, i) => i + 1);
  return [
    {
      name: 'bare route, one indexed query',
      kind: 'bare',
      paths: ids.map((id) => `${BARE_PATH}?id=${id}`),
    },
    {
      name: 'goods list (pages 1-50)',
      kind: 'list',
      paths: pages.map((page) => `/api/goods/list?page=${page}`),
    },
    {
      name: 'goods list, approved member (prices, tiers)',
      kind: 'member',
      paths: pages.map((page) => `/api/goods/list?page=${page}`),
      cookie,
    },
    { name: 'goods detail', kind: 'detail', paths: ids.map((id) => `/api/goods/detail/${id}`) },
    {
      name: 'suggest 阿莫',
      kind: 'search',
      paths: [`/api/goods/search?${q({ keywords: '阿莫', type: 0 })}`],
    },
    {
      name: 'suggest amxl',
      kind: 'search',
      paths: [`/api/goods/search?${q({ keywords: 'amxl', type: 0 })}`],
    },
    {
      name: 'search 阿莫西林',
      kind: 'search',
      paths: [`/api/goods/list?${q({ keywords: '阿莫西林', type: 0 })}`],
    },
    { name: 'search amxl', kind: 'search', paths: [`/api/goods/list?${q({ keywords: 'amxl', type: 0 })}`] },
    // Initials found inside names: 氨氯地平 in 苯磺酸氨氯地平片, 口罩 (and 康唑) inside many names.
    {
      name: 'search aldp (inside)',
      kind: 'search',
      paths: [`/api/goods/list?${q({ keywords: 'aldp', type: 0 })}`],
    },
    {
      name: 'suggest kz (inside)',
      kind: 'search',
      paths: [`/api/goods/search?${q({ keywords: 'kz', type: 0 })}`],
    },
    {
      name: 'search maker hbzy',
      kind: 'search',
      paths: [`/api/goods/list?${q({ keywords: 'hbzy', type: 1 })}`],
    },
  ];
}

exitWith(
  withBenchApp('mall_bench', OFFERS, async (handle, base) => {
    const started = performance.now();
    const demo = await login(base, 'demo', 'demo123456');
    const measured = [];
    for (const scenario of scenarios(await sampleIds(handle), demo.cookie)) {
      const m = await measure(base, {
        requests: scenario.paths.map((path) => ({ path })),
        headers: scenario.cookie ? { cookie: scenario.cookie } : {},
        connections: CONNECTIONS,
        durationS: DURATION_S,
        // Every path once, as a running store would have (caches expire mid-run).
        warm: 50,
      });
      measured.push({ scenario, m });
    }
    console.log(
      `measured in ${((performance.now() - started) / 1000).toFixed(0)} s, ${CONNECTIONS} connections, ${DURATION_S} s each`,
    );
    const bareRps = measured.find((x) => x.scenario.kind === 'bare')?.m.rps ?? Number.NaN;
    const rows: Row[] = measured.map(({ scenario, m }) => {
      let budget = '';
      let pass = m.errors === 0;
      if (scenario.kind === 'search') {
        pass &&= m.p95 <= SEARCH_P95_BUDGET_MS;
        budget = `p95 ≤ ${SEARCH_P95_BUDGET_MS} ms`;
      } else if (scenario.kind === 'list') {
        pass &&= m.rps / bareRps >= LIST_RATIO_BUDGET;
        budget = `≥ ${LIST_RATIO_BUDGET} × bare`;
      }
      return { ...m, name: scenario.name, budget, pass };
    });
    return report(rows, bareRps);
  }),
);
