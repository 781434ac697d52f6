/**
 * Every route of the built app, every field it reads, bad values for each (fast-check): never a
 * 5xx, and nothing in the database changes. Routes are collected as the app adds them (onRoute);
 * their fields are found by calling each route once while parseInput reports the schemas it
 * parses (path parameters come from the route's own URL). A field is then sent bad values with
 * the route's other required fields valid, so the bad value is what the route has to refuse.
 *
 * "Nothing changed" is a fingerprint of the database (row count and a hash of the rows of every
 * table) taken before and after each run, as a guest and as a logged-in member with a valid CSRF
 * token; plus, for GET routes, values that are odd but legal, which must not write either.
 */
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createMember } from '../../test/fixtures.ts';
import { openTestDatabase, testConfig } from '../../test/helpers.ts';
import { buildApp } from '../app.ts';
import type { DbHandle } from '../db/client.ts';
import { observeParses } from './validation.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Location = 'params' | 'query' | 'body';
type Kind = 'number' | 'text' | 'choice' | 'list' | 'object' | 'flag' | 'other';

interface Route {
  method: Method;
  url: string;
  params: string[];
}

interface Field {
  location: Location;
  /** The field's name, then the keys down to a nested one (`params.0.goods_id`). */
  path: (string | number)[];
  kind: Kind;
}

interface RouteFields {
  fields: Field[];
  /** A valid value for each required field found (the others are left out). */
  baseline: Record<Location, Record<string, unknown>>;
}

/** Bounded so the whole file stays well under a minute. */
const RANDOM_RUNS = 4;
const SEED = 20_240_612;
const METHODS: readonly Method[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
/** Ends the member's session: it runs for guests only. */
const SESSION_ENDING = new Set(['DELETE /api/user/logout']);

// --- the schemas' shapes (zod 4 keeps them on `_zod.def`) ---

interface Def {
  type: string;
  shape?: Record<string, z.ZodType>;
  in?: z.ZodType;
  out?: z.ZodType;
  innerType?: z.ZodType;
  element?: z.ZodType;
  options?: z.ZodType[];
  left?: z.ZodType;
  right?: z.ZodType;
}
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schemas a schema parses with (through preprocess, refinements, unions). */
function objectsOf(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [schema];
    case 'pipe':
      return [...(def.out ? objectsOf(def.out) : []), ...(def.in ? objectsOf(def.in) : [])];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return def.innerType ? objectsOf(def.innerType) : [];
    case 'union':
      return (def.options ?? []).flatMap(objectsOf);
    case 'intersection':
      return [...(def.left ? objectsOf(def.left) : []), ...(def.right ? objectsOf(def.right) : [])];
    default:
      return [];
  }
}

/** The element schemas of the lists a schema parses with. */
function elementsOf(schema: z.ZodType): z.ZodType[] {
  const def = defOf(schema);
  if (def.type === 'array') return def.element ? [def.element] : [];
  if (def.type === 'pipe')
    return [...(def.out ? elementsOf(def.out) : []), ...(def.in ? elementsOf(def.in) : [])];
  return def.innerType ? elementsOf(def.innerType) : [];
}

/** Fields inside a field: an object's keys, or the keys of a list's first object. */
function nestedOf(schema: z.ZodType): { path: (string | number)[]; schema: z.ZodType }[] {
  const inObject = objectsOf(schema).flatMap((o) =>
    Object.entries(defOf(o).shape ?? {}).map(([key, field]) => ({ path: [key], schema: field })),
  );
  const inList = elementsOf(schema)
    .flatMap(objectsOf)
    .flatMap((o) =>
      Object.entries(defOf(o).shape ?? {}).map(([key, field]) => ({ path: [0, key], schema: field })),
    );
  return [...inObject, ...inList];
}

/** A valid object (or list of one) for a field made of nested fields, when one can be built. */
function nestedSample(schema: z.ZodType): unknown {
  const nested = nestedOf(schema);
  if (nested.length === 0) return undefined;
  const object: Record<string, unknown> = {};
  for (const { path, schema: field } of nested) {
    const value = validSample(field);
    if (value !== undefined) object[String(path.at(-1))] = value;
  }
  return [object, [object]].find((candidate) => schema.safeParse(candidate).success);
}

function withValue(
  baseline: RouteFields['baseline'],
  location: Location,
  path: (string | number)[],
  value: unknown,
): RouteFields['baseline'] {
  const input = structuredClone(baseline);
  let target: Record<string | number, unknown> = input[location];
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    target[key] = next !== null && typeof next === 'object' ? next : typeof key === 'number' ? [] : {};
    target = target[key] as Record<string | number, unknown>;
  }
  target[path.at(-1) as string | number] = value;
  return input;
}

function kindOf(schema: z.ZodType): Kind {
  const def = defOf(schema);
  switch (def.type) {
    case 'number':
    case 'int':
    case 'bigint':
      return 'number';
    case 'string':
      return 'text';
    case 'enum':
    case 'literal':
      return 'choice';
    case 'array':
    case 'set':
    case 'tuple':
      return 'list';
    case 'object':
    case 'record':
      return 'object';
    case 'boolean':
      return 'flag';
    case 'pipe': {
      // preprocess(fn, schema) is pipe(transform, schema); schema.transform(fn) is pipe(schema, transform).
      const out = def.out ? kindOf(def.out) : 'other';
      return out !== 'other' ? out : def.in ? kindOf(def.in) : 'other';
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'catch':
    case 'readonly':
      return def.innerType ? kindOf(def.innerType) : 'other';
    case 'union': {
      const kinds = new Set((def.options ?? []).map(kindOf));
      return kinds.size === 1 ? ([...kinds][0] ?? 'other') : 'other';
    }
    default:
      return 'other';
  }
}

const CANDIDATES: unknown[] = [
  '1',
  1,
  '2',
  'JY12345678',
  '测试',
  '2031-12-31',
  '13800138000',
  'abcdefgh1234',
  ['1'],
  [1],
  '0',
  0,
  true,
];

/** A value the field accepts on its own, or undefined when it is optional (then left out). */
function validSample(schema: z.ZodType): unknown {
  if (schema.safeParse(undefined).success) return undefined;
  const def = defOf(schema);
  const choices = (schema as unknown as { options?: unknown[] }).options;
  for (const candidate of [...(def.type === 'enum' && choices ? choices : []), ...CANDIDATES]) {
    if (schema.safeParse(candidate).success) return candidate;
  }
  return undefined;
}

// --- bad values ---

const FORBIDDEN = [
  '\u0000',
  '\u0001',
  '\u0008',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u202e',
  '\u2066',
  '\uffff',
  '\ud800',
  '\udfff',
];
const OVERLONG = 'x'.repeat(20_000);

/** Text carrying a character no field may hold, anywhere in otherwise random text. */
const forbiddenText = fc
  .tuple(
    fc.string({ unit: 'binary', maxLength: 12 }),
    fc.constantFrom(...FORBIDDEN),
    fc.string({ unit: 'binary', maxLength: 12 }),
  )
  .map(([before, bad, after]) => before + bad + after);

/** Whole numbers past an `integer` column, fractions, and what Number() makes of junk. */
const badNumber = fc.oneof(
  fc.bigInt({ min: 2n ** 31n, max: 2n ** 64n }).map(String),
  fc.bigInt({ min: -(2n ** 64n), max: -(2n ** 31n) - 1n }).map(String),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((d) => !Number.isInteger(d)),
  fc.constantFrom('NaN', 'Infinity', '-Infinity', '1e999', '1.5', 'abc', '１２'),
);

/** Where one value is expected: lists and objects (JSON bodies carry them; queries repeat keys). */
const structural = fc.constantFrom<unknown>(['1', '2'], [[['1']]], { a: { b: '1' } }, { 0: '1', 1: '2' });

/** Values each field must refuse, whatever else the request says: so nothing may change. */
function mustRefuse(kind: Kind): { fixed: unknown[]; random: fc.Arbitrary<unknown> } {
  const nul = ['阿莫\u0000西林', '\u0000', 'a\u001b[2J', 'gpj.\u202eexe', '\ud800', ['1', '\u0000']];
  switch (kind) {
    case 'number':
      return {
        fixed: [
          ...nul,
          '2147483648',
          2 ** 31,
          '9223372036854775808',
          2 ** 63,
          '-2147483649',
          'NaN',
          '1e999',
          1.5,
          ['1', '2'],
          { a: 1 },
        ],
        random: fc.oneof(forbiddenText, badNumber, structural),
      };
    case 'text':
      return {
        fixed: [...nul, OVERLONG, ['a', 'b'], { a: 'b' }],
        random: fc.oneof(forbiddenText, structural),
      };
    case 'choice':
      return {
        fixed: [...nul, 'no-such-option', '2147483648', 2 ** 63, ['1', '2'], { a: 1 }],
        random: fc.oneof(forbiddenText, badNumber, structural),
      };
    case 'list':
      return {
        fixed: [...nul, ['2147483648'], [2 ** 63], [{ a: { b: { c: '\u0000' } } }]],
        random: fc.oneof(
          forbiddenText,
          fc.array(fc.oneof(forbiddenText, badNumber), { minLength: 1, maxLength: 5 }),
        ),
      };
    default:
      return { fixed: [...nul, OVERLONG, 2 ** 63], random: fc.oneof(forbiddenText, structural) };
  }
}

/** Odd but legal text: emoji sequences, astral CJK, right-to-left script, combining marks, wide forms. */
const oddText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 20 }),
  fc.constantFrom(
    '👨‍👩‍👧‍👦',
    '𠀀𪚥',
    'مرحبا',
    'e\u0301\u0301',
    'ＡＢＣ１２３',
    '\u3000',
    ' 1 ',
    '-0',
    '00001',
    '1e2',
  ),
);

// --- requests ---

interface Actor {
  cookies: Map<string, string>;
  /** Each actor its own address, so per-address login limits see separate visitors. */
  address: string;
}

let actors = 0;
const newActor = (): Actor => {
  actors++;
  return { cookies: new Map(), address: `10.9.${actors >> 8}.${actors & 255}` };
};

function queryString(query: Record<string, unknown>): string {
  return qs.stringify(query, { arrayFormat: 'repeat', allowDots: false, encodeValuesOnly: true });
}

function pathOf(route: Route, params: Record<string, unknown>): string {
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    const text = Array.isArray(value)
      ? value.join(',')
      : typeof value === 'object'
        ? JSON.stringify(value)
        : String(value);
    return encodeURIComponent(text);
  });
}

async function send(
  app: FastifyInstance,
  actor: Actor,
  route: Route,
  input: Record<Location, Record<string, unknown>>,
): Promise<{ status: number; body: string }> {
  const headers: Record<string, string> = {};
  if (actor.cookies.size > 0)
    headers.cookie = [...actor.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const xsrf = actor.cookies.get('XSRF-TOKEN');
  if (xsrf) headers['x-xsrf-token'] = xsrf;
  const search = queryString(input.query);
  const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
  if (hasBody) headers['content-type'] = 'application/json';
  const res = await app.inject({
    method: route.method as HTTPMethods,
    url: `${pathOf(route, input.params)}${search ? `?${search}` : ''}`,
    headers,
    remoteAddress: actor.address,
    ...(hasBody ? { payload: JSON.stringify(input.body) } : {}),
  });
  for (const cookie of res.cookies) {
    if (cookie.value === '') actor.cookies.delete(cookie.name);
    else actor.cookies.set(cookie.name, cookie.value);
  }
  return { status: res.statusCode, body: res.body };
}

/** The key that marks a discovery call's query and body. */
const PROBE = 'route_probe';
const BASE: Route = { method: 'GET', url: '/api/user/base', params: [] };
const NO_INPUT = { params: {}, query: {}, body: {} };

// --- the database's fingerprint ---

/** Written by the session on a request at most once a minute: not a change a request makes. */
const VOLATILE: Record<string, string[]> = { sessions: ['last_seen_at'] };

async function fingerprint(handle: DbHandle): Promise<Map<string, string>> {
  const tables = await handle.query<{ name: string }>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`,
  );
  const parts = tables.map(({ name }) => {
    const row = VOLATILE[name] ? `(to_jsonb(x) - '{${VOLATILE[name]?.join(',')}}'::text[])::text` : 'x::text';
    return `SELECT '${name}' AS name, count(*)::text || ':' || coalesce(sum(hashtext(${row})::bigint), 0)::text AS print FROM "${name}" x`;
  });
  const rows = await handle.query<{ name: string; print: string }>(parts.join(' UNION ALL '));
  return new Map(rows.map((r) => [r.name, r.print]));
}

function changedTables(before: Map<string, string>, after: Map<string, string>): string[] {
  const names = new Set([...before.keys(), ...after.keys()]);
  return [...names].filter((name) => before.get(name) !== after.get(name));
}

// --- the suite ---

describe('every route and every field, with bad values', () => {
  let app: FastifyInstance;
  let handle: DbHandle;
  let dispose: () => Promise<void>;
  const routes: Route[] = [];
  const fieldsOf = new Map<string, RouteFields>();
  const guest = newActor();
  const member = newActor();
  const agent = newActor();
  const keyOf = (route: Route) => `${route.method} ${route.url}`;

  async function login(actor: Actor, username: string, password: string) {
    const route = (method: Method, url: string): Route => ({ method, url, params: [] });
    await send(app, actor, route('GET', '/api/user/base'), { params: {}, query: {}, body: {} });
    const res = await send(app, actor, route('POST', '/api/user/login'), {
      params: {},
      query: {},
      body: { username, password },
    });
    expect(res.status, `login as ${username}: ${res.body}`).toBe(200);
  }

  /** A new approved member whose store may chat, so the chat calls read their input too. */
  async function loginFresh(actor: Actor) {
    const fixture = await createMember(handle, { reviewStatus: 1 });
    await handle.query('UPDATE companies SET is_can_chat = true WHERE id = $1', [fixture.companyId]);
    await login(actor, fixture.username, fixture.password);
  }

  /** Calls each route once as each actor and keeps what parseInput was given to check. */
  async function discover() {
    const seen: { schema: z.ZodType; value: unknown }[] = [];
    observeParses((schema, value) => seen.push({ schema, value }));
    try {
      for (const route of routes) {
        const found = new Map<string, { location: Location; schema: z.ZodType }>();
        for (const actor of [agent, member, guest]) {
          if (actor !== guest && SESSION_ENDING.has(keyOf(route))) continue;
          seen.length = 0;
          const params = Object.fromEntries(route.params.map((p) => [p, '1']));
          // Each part is marked, so a parsed value tells where it came from (unknown keys are dropped).
          await send(app, actor, route, { params, query: { [PROBE]: 'query' }, body: { [PROBE]: 'body' } });
          for (const { schema, value } of seen) {
            const record =
              value !== null && typeof value === 'object' ? (value as Record<string, unknown>) : {};
            const marked = record[PROBE];
            const location: Location =
              marked === 'query' || marked === 'body'
                ? marked
                : Object.keys(record).some((k) => route.params.includes(k))
                  ? 'params'
                  : route.method === 'GET' || route.method === 'DELETE'
                    ? 'query'
                    : 'body';
            for (const object of objectsOf(schema)) {
              for (const [name, field] of Object.entries(defOf(object).shape ?? {})) {
                if (!found.has(`${location}.${name}`))
                  found.set(`${location}.${name}`, { location, schema: field });
              }
            }
          }
        }
        const fields: Field[] = [];
        const baseline: RouteFields['baseline'] = { params: {}, query: {}, body: {} };
        // Path parameters are fields whether or not a schema reads them (e.g. a media name).
        for (const name of route.params) {
          const parsed = found.get(`params.${name}`);
          fields.push({ location: 'params', path: [name], kind: parsed ? kindOf(parsed.schema) : 'text' });
          baseline.params[name] = '1';
        }
        for (const [key, { location, schema }] of found) {
          if (location === 'params') continue;
          const name = key.slice(location.length + 1);
          fields.push({ location, path: [name], kind: kindOf(schema) });
          // A body's nested fields too (a query string carries no nesting).
          if (location === 'body')
            for (const inner of nestedOf(schema))
              fields.push({ location, path: [name, ...inner.path], kind: kindOf(inner.schema) });
          const sample = validSample(schema) ?? (location === 'body' ? nestedSample(schema) : undefined);
          if (sample !== undefined) baseline[location][name] = sample;
        }
        fieldsOf.set(keyOf(route), { fields, baseline });
      }
    } finally {
      observeParses(null);
    }
  }

  beforeAll(async () => {
    ({ handle, dispose } = await openTestDatabase());
    app = await buildApp({
      config: testConfig(),
      db: handle,
      logger: false,
      onRoute: (options: RouteOptions) => {
        const methods = (Array.isArray(options.method) ? options.method : [options.method]) as string[];
        for (const method of methods) {
          if (!METHODS.includes(method as Method)) continue;
          if (!options.url.startsWith('/api/') && !options.url.startsWith('/media/')) continue;
          const params = [...options.url.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
          routes.push({ method: method as Method, url: options.url, params });
        }
      },
    });
    await app.ready();
    await loginFresh(member);
    await login(agent, 'kefu', 'kefu123456');
    await send(app, guest, BASE, NO_INPUT);
    await discover();
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await dispose?.();
  });

  it('collects every route and the fields they read', () => {
    expect(routes.length).toBeGreaterThan(100);
    const withFields = [...fieldsOf.values()].filter((r) => r.fields.length > 0).length;
    expect(withFields).toBeGreaterThan(60);
    // The calls this file was written against are there with their fields.
    const names = (key: string) =>
      fieldsOf.get(key)?.fields.map((f) => `${f.location}.${f.path.join('.')}`) ?? [];
    expect(names('GET /api/goods/list')).toEqual(
      expect.arrayContaining(['query.keywords', 'query.page', 'query.sort']),
    );
    expect(names('POST /api/user/login')).toEqual(expect.arrayContaining(['body.username', 'body.password']));
    expect(names('GET /api/goods/detail/:id')).toEqual(
      expect.arrayContaining(['params.id', 'query.goods_price_id']),
    );
    expect(names('GET /api/order')).toEqual(expect.arrayContaining(['query.keywords']));
    // Nested fields of a body: the cart's lines, one field at a time.
    expect(names('POST /api/cart')).toEqual(
      expect.arrayContaining(['body.params', 'body.params.0.goods_id', 'body.params.0.number']),
    );
    expect(fieldsOf.get('POST /api/cart')?.baseline.body.params).toBeDefined();
  });

  for (const [role, actorOf] of [
    ['a guest', () => guest],
    ['a member with a valid CSRF token', () => member],
  ] as const) {
    it(`never answers 5xx and changes nothing, as ${role}`, async () => {
      const actor = actorOf();
      const before = await fingerprint(handle);
      const faults: string[] = [];
      const accepted: string[] = [];
      let requests = 0;
      let seed = SEED;
      for (const route of routes) {
        if (actor === member && SESSION_ENDING.has(keyOf(route))) continue;
        const info = fieldsOf.get(keyOf(route));
        if (!info) continue;
        for (const field of info.fields) {
          const { fixed, random } = mustRefuse(field.kind);
          const values =
            field.location === 'params' ? fc.oneof(random, badNumber, fc.constant(OVERLONG)) : random;
          const property = fc.asyncProperty(values, async (value) => {
            const res = await send(
              app,
              actor,
              route,
              withValue(info.baseline, field.location, field.path, value),
            );
            requests++;
            const label = `${keyOf(route)} ${field.location}.${field.path.join('.')}=${JSON.stringify(value).slice(0, 60)} → ${res.status}`;
            if (res.status >= 500) faults.push(`${label} ${res.body.slice(0, 300)}`);
            else if (res.status < 400 && route.method !== 'GET') accepted.push(label);
            return res.status < 500;
          });
          await fc
            .assert(property, {
              numRuns: RANDOM_RUNS + fixed.length,
              examples: fixed.map((v) => [v] as [unknown]),
              seed: seed++,
              endOnFailure: true,
            })
            .catch(() => undefined);
          // Odd but legal text: a GET may accept it, never fail on it.
          if (route.method === 'GET') {
            await fc
              .assert(
                fc.asyncProperty(oddText, async (value) => {
                  const input = withValue(info.baseline, field.location, field.path, value);
                  const res = await send(app, actor, route, input);
                  requests++;
                  if (res.status >= 500)
                    faults.push(
                      `${keyOf(route)} ${field.location}.${field.path.join('.')}=${JSON.stringify(value)} → ${res.status}`,
                    );
                  return res.status < 500;
                }),
                { numRuns: 2, seed: seed++ },
              )
              .catch(() => undefined);
          }
        }
      }
      const after = await fingerprint(handle);
      expect(faults, `${requests} requests`).toEqual([]);
      expect(
        changedTables(before, after),
        `non-GET calls that accepted a bad value:\n${accepted.join('\n')}`,
      ).toEqual([]);
      if (actor === member) {
        const base = await send(app, member, BASE, NO_INPUT);
        expect(JSON.parse(base.body).data?.show, 'the member is still logged in').toBe(1);
      }
    }, 120_000);
  }

  it('writes nothing on any GET, for a new guest, a new member and an agent', async () => {
    // New to the store: a first visit is when a GET would be tempted to create something.
    const firstVisit = async (): Promise<Actor[]> => {
      const visitor = newActor();
      const newMember = newActor();
      await send(app, visitor, BASE, NO_INPUT);
      await loginFresh(newMember);
      return [visitor, newMember, agent];
    };
    const gets = routes.filter((r) => r.method === 'GET');
    const inputOf = (route: Route) => fieldsOf.get(keyOf(route))?.baseline ?? NO_INPUT;
    const actors = await firstVisit();
    const before = await fingerprint(handle);
    for (const route of gets) for (const actor of actors) await send(app, actor, route, inputOf(route));
    const changed = changedTables(before, await fingerprint(handle));
    if (changed.length > 0) {
      // Name the culprits: one route at a time, each for new visitors.
      const writers: string[] = [];
      for (const route of gets) {
        const fresh = await firstVisit();
        const start = await fingerprint(handle);
        for (const actor of fresh) await send(app, actor, route, inputOf(route));
        const tables = changedTables(start, await fingerprint(handle));
        if (tables.length > 0) writers.push(`${route.url} writes ${tables.join(', ')}`);
      }
      expect(writers).toEqual([]);
    }
    expect(changed).toEqual([]);
  }, 120_000);
});
