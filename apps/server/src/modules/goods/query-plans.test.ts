/**
 * No call the wholesale benchmark loads (`npm run bench:all`) may read offers or goods by a
 * sequential scan: at 200,000 offers that is the difference between milliseconds and a second.
 *
 * The test serves the real app on a copy of the test template, records every statement the calls
 * send (Drizzle's query logger, and the raw `handle.query` path), then EXPLAINs each statement that
 * names offers or goods with its own parameters and fails on a Seq Scan of either table.
 *
 * Why `enable_seqscan = off`: the template holds a few hundred offers, and on tables that small a
 * sequential scan is the planner's right choice, so a plain EXPLAIN would flag everything or (with
 * faked statistics) nothing reliably. With sequential scans priced out, the planner still picks
 * one when no index can answer the statement at all, so what remains in the plan is exactly a
 * missing index path: the same query at wholesale scale would scan the table. Statistics are
 * fresh (ANALYZE first) so the plans are those of the data, not of empty tables. Each statement is
 * explained twice: with its parameters, and as the generic plan PostgreSQL may keep for a statement
 * the server has prepared.
 */
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'drizzle-orm/logger';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
// @ts-expect-error: node-postgres ships no types for its utilities
import { prepareValue } from 'pg/lib/utils.js';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { dropWhenDisconnected, TestClient, testConfig } from '../../../test/helpers.ts';
import { withDatabase } from '../../../test/test-database.ts';
import { buildApp } from '../../app.ts';
import { type Database, type DbHandle, pgliteExtensions } from '../../db/client.ts';

interface Statement {
  text: string;
  params: unknown[];
}

/** Statements sent while `recording` is set, by the call that sent them. */
let recording: string | undefined;
const recorded = new Map<string, Statement[]>();
const record = (text: string, params: unknown[] = []) => {
  if (!recording) return;
  const list = recorded.get(recording) ?? [];
  list.push({ text, params });
  recorded.set(recording, list);
};
const logger: Logger = { logQuery: (text, params) => record(text, params) };

/** A copy of the template whose Drizzle instance logs, and a raw query for the EXPLAINs. */
async function openRecorded(): Promise<{
  handle: DbHandle;
  raw: <T>(text: string, params?: unknown[]) => Promise<T[]>;
  dispose: () => Promise<void>;
}> {
  const info = inject('testDatabase');
  if (info.kind === 'pglite') {
    const client = new PGlite({
      loadDataDir: new Blob([readFileSync(info.dumpFile)]),
      extensions: pgliteExtensions,
    });
    await client.waitReady;
    const db = drizzlePglite(client, { logger }) as unknown as Database;
    const raw = async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows;
    const handle: DbHandle = {
      db,
      readDb: db,
      driver: 'pglite',
      query: (text, params) => {
        record(text, params);
        return raw(text, params);
      },
      exec: async (text) => {
        await client.exec(text);
      },
      close: () => client.close(),
    };
    return { handle, raw, dispose: () => client.close() };
  }
  const name = `${info.template}_${randomBytes(4).toString('hex')}`;
  const admin = async (text: string) => {
    const client = new pg.Client({ connectionString: info.adminUrl });
    await client.connect();
    try {
      await client.query(text);
    } finally {
      await client.end();
    }
  };
  await admin(`CREATE DATABASE ${name} TEMPLATE ${info.template}`);
  const pool = new pg.Pool({ connectionString: withDatabase(info.adminUrl, name), max: 10 });
  // One connection of its own for the EXPLAINs: the session settings below hold for each of them.
  const explainPool = new pg.Pool({ connectionString: withDatabase(info.adminUrl, name), max: 1 });
  const db = drizzleNodePg(pool, { logger }) as unknown as Database;
  const raw = async <T>(text: string, params?: unknown[]) =>
    (await explainPool.query(text, params as unknown[])).rows as T[];
  const handle: DbHandle = {
    db,
    readDb: db,
    driver: 'postgres',
    query: async <T>(text: string, params?: unknown[]) => {
      record(text, params);
      return (await pool.query(text, params as unknown[])).rows as T[];
    },
    exec: async (text) => {
      await pool.query(text);
    },
    close: () => pool.end(),
  };
  return {
    handle,
    raw,
    dispose: async () => {
      await pool.end();
      await explainPool.end();
      await dropWhenDisconnected(info.adminUrl, name);
    },
  };
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  Plans?: PlanNode[];
}

function seqScans(node: PlanNode, found: string[] = []): string[] {
  if (node['Node Type'] === 'Seq Scan' && node['Relation Name']) found.push(node['Relation Name']);
  for (const child of node.Plans ?? []) seqScans(child, found);
  return found;
}

const WATCHED = new Set(['offers', 'goods']);
const NAMES_WATCHED = /\b(offers|goods)\b/i;
const EXPLAINABLE = /^\s*(select|with|insert|update|delete)\b/i;

describe('query plans of the benchmarked calls (no sequential scan on offers or goods)', () => {
  let opened: Awaited<ReturnType<typeof openRecorded>>;
  let app: Awaited<ReturnType<typeof buildApp>>;
  let guest: TestClient;
  let member: TestClient;

  beforeAll(async () => {
    opened = await openRecorded();
    await opened.raw('ANALYZE');
    app = await buildApp({ config: testConfig(), db: opened.handle, logger: false });
    await app.ready();
    guest = new TestClient(app);
    member = new TestClient(app);
    const res = await member.login('demo', 'demo123456');
    expect(res.body.code, res.body.msg).toBe(10000);
  });

  afterAll(async () => {
    await app?.close();
    await opened?.dispose();
  });

  async function during(name: string, work: () => Promise<{ body: { code: number; msg: string } }>) {
    recording = name;
    try {
      const res = await work();
      expect(res.body.code, `${name}: ${res.body.msg}`).toBe(10000);
    } finally {
      recording = undefined;
    }
  }

  type Explained = { 'QUERY PLAN': [{ Plan: PlanNode }] };
  const planOf = (row: Explained | undefined, text: string) => {
    const plan = row?.['QUERY PLAN'][0]?.Plan;
    if (!plan) throw new Error(`no plan for ${text}`);
    return plan;
  };
  /** A parameter as node-postgres sends it, written as a literal. */
  const literal = (value: unknown) => {
    const sent = prepareValue(value);
    return sent === null ? 'NULL' : pg.escapeLiteral(String(sent));
  };
  /** The plan for these parameters, as an unnamed statement gets. */
  const customPlan = async (text: string, params: unknown[]) =>
    planOf((await opened.raw<Explained>(`EXPLAIN (FORMAT JSON) ${text}`, params))[0], text);
  /**
   * The plan for any parameters. The server prepares its statements (named-statements.ts), and
   * PostgreSQL may then reuse this plan for every execution instead of planning each one.
   */
  async function genericPlan(text: string, params: unknown[]): Promise<PlanNode> {
    await opened.raw(`PREPARE plan_check AS ${text}`);
    try {
      await opened.raw('SET plan_cache_mode = force_generic_plan');
      // EXECUTE takes its arguments as literals: a utility statement has no parameters of its own.
      const args = params.length === 0 ? '' : `(${params.map(literal).join(', ')})`;
      return planOf(
        (await opened.raw<Explained>(`EXPLAIN (FORMAT JSON) EXECUTE plan_check${args}`))[0],
        text,
      );
    } finally {
      await opened.raw('RESET plan_cache_mode');
      await opened.raw('DEALLOCATE plan_check');
    }
  }

  it('sees the scan of a statement no index can serve, with sequential scans priced out', async () => {
    await opened.raw('SET enable_seqscan = off');
    try {
      const [row] = await opened.raw<{ 'QUERY PLAN': [{ Plan: PlanNode }] }>(
        'EXPLAIN (FORMAT JSON) SELECT id FROM offers WHERE stock + min_quantity = $1',
        [7],
      );
      expect(seqScans(row?.['QUERY PLAN'][0]?.Plan as PlanNode)).toEqual(['offers']);
      expect(
        seqScans(await genericPlan('SELECT id FROM offers WHERE stock + min_quantity = $1', [7])),
      ).toEqual(['offers']);
    } finally {
      await opened.raw('RESET enable_seqscan');
    }
  });

  it('EXPLAINs every statement on offers or goods behind the calls and finds no Seq Scan of them', async () => {
    const [goods] = await opened.raw<{ id: number }>(
      'SELECT id FROM goods WHERE is_on_sale ORDER BY id LIMIT 1 OFFSET 7',
    );
    await during('goods list', () => guest.get('/api/goods/list', { page: 2 }));
    await during('goods list, member', () => member.get('/api/goods/list', { page: 2 }));
    await during('goods detail', () => guest.get(`/api/goods/detail/${goods?.id}`));
    for (const keywords of ['阿莫西林', 'amoxilin', 'amxl']) {
      await during(`search ${keywords}`, () => guest.get('/api/goods/list', { keywords, type: 0 }));
      await during(`suggest ${keywords}`, () => guest.get('/api/goods/search', { keywords, type: 0 }));
    }
    await during('search by maker', () => guest.get('/api/goods/list', { keywords: 'hbzy', type: 1 }));

    const cart = await member.get<{ data: { id: number; goods_price_id: number }[] }>('/api/cart/list', {
      filters: 99999,
      new: 1,
    });
    const line = cart.body.data.data.find((l) => l.goods_price_id > 0);
    expect(line, 'the demo cart has an offer line').toBeDefined();
    const [offer] = await opened.raw<{ goods_id: number; min_quantity: number }>(
      'SELECT goods_id, min_quantity FROM offers WHERE id = $1',
      [line?.goods_price_id],
    );
    await during('add to cart', () =>
      member.postForm('/api/cart', {
        params: [
          {
            goods_id: offer?.goods_id,
            goods_price_id: line?.goods_price_id,
            number: offer?.min_quantity,
            type: 0,
          },
        ],
      }),
    );
    await during('cart list', () => member.get('/api/cart/list', { filters: 99999, new: 1 }));
    const addresses = await member.get<{ id: number }[]>('/api/user/address');
    await during('checkout', () =>
      member.post('/api/order', {
        ids: [line?.id],
        address_id: addresses.body.data[0]?.id,
        use_balance: 0,
        idempotency_key: `plans-${Date.now()}`,
      }),
    );
    await during('order list', () => member.get('/api/order', { page: 1 }));

    await opened.raw('SET enable_seqscan = off');
    const scans: string[] = [];
    let explained = 0;
    for (const [call, statements] of recorded) {
      for (const { text, params } of statements) {
        if (!EXPLAINABLE.test(text) || !NAMES_WATCHED.test(text)) continue;
        for (const [kind, plan] of [
          ['plan', await customPlan(text, params)],
          ['generic plan', await genericPlan(text, params)],
        ] as const) {
          explained++;
          for (const table of seqScans(plan))
            if (WATCHED.has(table))
              scans.push(`${call}: Seq Scan on ${table} (${kind}) in ${text.slice(0, 300)}`);
        }
      }
    }
    await opened.raw('RESET enable_seqscan');
    for (const call of [
      'goods list',
      'goods detail',
      'search amxl',
      'suggest 阿莫西林',
      'cart list',
      'checkout',
    ])
      expect(recorded.get(call)?.length ?? 0, `${call} sent statements`).toBeGreaterThan(0);
    expect(explained).toBeGreaterThan(10);
    expect(scans).toEqual([]);
    // The order's round trips (each costs both processes CPU under a burst of buyers): the session,
    // then in one transaction (its begin and commit, which only node-postgres's driver logs, left
    // out) the store, the lines, the offers' locks, everything the lines are judged and priced on
    // with the store's gates in one statement, and the write.
    const checkout = (recorded.get('checkout') ?? [])
      .map((s) => s.text.replace(/\s+/g, ' '))
      .filter((text) => !/^(begin|commit)$/i.test(text.trim()));
    expect(checkout, checkout.map((text) => text.slice(0, 60)).join('\n')).toHaveLength(6);
    expect(checkout[1]).toMatch(/^SELECT open_order\(/);
    expect(checkout[4]).toMatch(/AS "offers".*AS "store"$/);
    expect(checkout[5]).toMatch(/^SELECT place_order\(/);
  });
});
