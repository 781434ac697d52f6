// Layout shift of the store's pages as a buyer's browser loads them: the sum of the 'layout-shift'
// entries without recent input (a PerformanceObserver, buffered) from navigation until the page has
// settled. The main pages (home, list, search, detail, cart, checkout, orders and login, as a guest
// where a guest goes and as the demo member where a member goes) are each opened in a new browser
// context (cold cache) several times and the worst visit counts; then every other page of the route
// table, at the URL the route walk opens, once each, cold, as the demo member. The built store runs
// on loopback on a fresh data directory seeded with the default demo. Run `npm run build` first;
// `tsx bench/pages.ts` runs it alone. Budget: layout shift ≤ 0.1 on every page (Web Vitals' good).
// It also reports the JavaScript each page loaded (gzipped from the build), judged where
// PAGE_JS_BUDGETS_KB sets a budget (home, login, list).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser, BrowserContext } from 'playwright-core';
import { chromiumMissingMessage, hasChromium, launch } from '../apps/web/e2e/browser.ts';
import { type LayoutShift, readLayoutShift } from '../apps/web/e2e/layout-shift.ts';
import { loadedJsKb, PAGE_JS_BUDGETS_KB, READ_SCRIPTS } from './bundle-size.ts';
import { type HomeRow, printHomeRows, startStore } from './home.ts';

const PORT = 3912;
const BASE = `http://127.0.0.1:${PORT}`;
const RUNS = 3;
export const CLS_BUDGET = 0.1;
/** After the load event, how long the page may go on loading lazily before the shifts are summed. */
const SETTLE_MS = 2000;

interface PageCase {
  name: string;
  path: string;
  member: boolean;
}

async function json<T>(path: string): Promise<T> {
  const res = await fetch(`${BASE}${path}`);
  return ((await res.json()) as { data: T }).data;
}

/** Pages to measure; the detail page of a goods the catalogue actually lists. */
async function pageCases(): Promise<PageCase[]> {
  const list = await json<{ list: { id: number }[] }>('/api/goods/list?page=1&page_size=1');
  const goodsId = list.list[0]?.id;
  if (!goodsId) throw new Error('the catalogue is empty');
  return [
    { name: 'home', path: '/', member: false },
    { name: 'list', path: '/list', member: false },
    { name: 'search', path: `/search?keywords=${encodeURIComponent('感冒')}`, member: false },
    { name: 'detail', path: `/list/info/${goodsId}`, member: false },
    { name: 'detail (member)', path: `/list/info/${goodsId}`, member: true },
    { name: 'login', path: '/login', member: false },
    { name: 'cart', path: '/cart', member: true },
    { name: 'checkout', path: '/cart/step2', member: true },
    { name: 'orders', path: '/order', member: true },
  ];
}

/** What bench reads of the route walk's list (apps/web/e2e/route-walk.ts). */
interface RouteVisit {
  pattern: string;
  url: string;
}

/**
 * The route walk's list of pages, loaded when the bench runs: it reads the web app's route table,
 * which the tools' TypeScript does not compile (its pages are the web app's), hence the specifier
 * in a variable.
 */
async function routeVisits(): Promise<readonly RouteVisit[]> {
  const walk = '../apps/web/e2e/route-walk.ts';
  return ((await import(walk)) as { routeVisits: readonly RouteVisit[] }).routeVisits;
}

/** Every page of the route table the main pages leave out, once each, as the member. */
async function routeCases(main: readonly PageCase[]): Promise<PageCase[]> {
  const measured = new Set(main.map((c) => c.path));
  return (await routeVisits())
    .filter((visit) => visit.pattern !== '/login' && !measured.has(visit.url))
    .map((visit) => ({ name: `route ${visit.pattern}`, path: visit.url, member: true }));
}

/** Logs the demo member in through the real form once; later contexts reuse its cookies. */
async function memberState(browser: Browser): Promise<Awaited<ReturnType<BrowserContext['storageState']>>> {
  const context = await browser.newContext({ baseURL: BASE, locale: 'zh-CN' });
  const page = await context.newPage();
  await page.goto('/login');
  const form = page.getByTestId('login-form');
  await form.getByPlaceholder(/用户名|手机号/).fill('demo');
  await form.getByPlaceholder('密码').fill('demo123456');
  await form.getByRole('button', { name: /登\s*录/ }).click();
  await page.getByTestId('topbar-member').waitFor();
  const state = await context.storageState();
  await context.close();
  return state;
}

export interface PageShift {
  name: string;
  path: string;
  cls: number;
  sources: string[];
  /** One of the main pages (the others are the rest of the route table). */
  main: boolean;
  /** Cold visits measured; the worst counts. */
  runs: number;
  /** The scripts the page fetched on its first measured visit. */
  scripts: string[];
}

/**
 * Measures the main pages' worst layout shift in `runs` cold visits, then every other page of the
 * route table in one cold visit each, against the store at BASE. The main pages come first.
 */
export async function measurePages(browser: Browser, runs = RUNS): Promise<PageShift[]> {
  const member = await memberState(browser);
  const results: PageShift[] = [];
  const main = await pageCases();
  const cases = [
    ...main.map((page) => ({ page, runs, isMain: true })),
    ...(await routeCases(main)).map((page) => ({ page, runs: 1, isMain: false })),
  ];
  for (const { page, runs: visits, isMain } of cases) {
    let worst: LayoutShift = { cls: -1, sources: [] };
    let scripts: string[] = [];
    for (let run = 0; run < visits; run++) {
      const context = await browser.newContext({
        baseURL: BASE,
        viewport: { width: 1440, height: 900 },
        locale: 'zh-CN',
        ...(page.member ? { storageState: member } : {}),
      });
      const tab = await context.newPage();
      await tab.goto(page.path, { waitUntil: 'load' });
      const visit = (await tab.evaluate(readLayoutShift(SETTLE_MS))) as LayoutShift;
      if (run === 0) scripts = (await tab.evaluate(READ_SCRIPTS)) as string[];
      await context.close();
      if (visit.cls > worst.cls) worst = visit;
    }
    results.push({ name: page.name, path: page.path, main: isMain, runs: visits, ...worst, scripts });
  }
  return results;
}

export async function pageShifts(): Promise<HomeRow[]> {
  if (!hasChromium()) {
    console.warn(chromiumMissingMessage());
    return [];
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-pages-'));
  const stop = await startStore(dataDir, PORT);
  const browser = await launch();
  try {
    const shifts = await measurePages(browser);
    for (const s of shifts) {
      if (s.sources.length > 0) console.log(`  ${s.name} (${s.path}) moved: ${s.sources.join(', ')}`);
    }
    return [
      ...shifts.map(
        (s): HomeRow => ({
          name:
            s.runs > 1
              ? `layout shift, ${s.name} (${s.path}), worst of ${s.runs} cold visits`
              : `layout shift, ${s.name} (${s.path}), one cold visit`,
          value: s.cls,
          unit: 'CLS',
          budget: CLS_BUDGET,
        }),
      ),
      ...shifts
        .filter((s) => s.main)
        .map(
          (s): HomeRow => ({
            name: `JS the ${s.name} page loads (${s.path}, gzip)`,
            value: loadedJsKb(s.scripts),
            unit: 'KB',
            budget: PAGE_JS_BUDGETS_KB[s.name],
          }),
        ),
    ];
  } finally {
    await browser.close();
    await stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  pageShifts().then(
    (rows) => process.exit(printHomeRows(rows) ? 0 : 1),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
