/**
 * Every route of the built app, every field it reads, bad values for each (fast-check): never a
 * 5xx, and nothing in the database changes. Routes are collected as the app adds them (onRoute);
 * their fields are found by calling each route once while parseInput reports the schemas it
 * parses (path parameters come from the route's own URL). A field is then sent bad values with
 * the route's other required fields valid, so the bad value is what the route has to refuse.
 *
 * "Nothing changed" is a fingerprint of the database (row count and a hash of the rows of every
 * table) taken before and after each run, as a guest and as a logged-in member with a valid CSRF
 * token, and on the console's routes as an operator holding every permission (the console's own
 * session and CSRF token); plus, for GET routes, values that are odd but legal, which must not
 * write either. A value the field's own schema takes (a time after 2038, a long article) is not a
 * bad value there: it is sent once the fingerprint is taken, and only must not fail.
 */
import fc from 'fast-check';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import qs from 'qs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { changedTables, fingerprint } from '../../test/db-fingerprint.ts';
import { createMember } from '../../test/fixtures.ts';
import { openTestDatabase, testConfig } from '../../test/helpers.ts';
import {
  badNumber,
  defOf,
  type Inputs,
  type Kind,
  kindOf,
  type Location,
  mustRefuse,
  nestedOf,
  nestedSample,
  OVERLONG,
  objectsOf,
  oddText,
  validSample,
  withValue,
} from '../../test/schema-probe.ts';
import { buildApp } from '../app.ts';
import type { DbHandle } from '../db/client.ts';
import { demoOperatorPassword } from '../modules/admin-auth/admin.fixtures.ts';
import { forbiddenTextErrors, observeParses } from './validation.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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
  /** The schema the route parses the field with, when one was seen. */
  schema?: z.core.$ZodType;
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
const SESSION_ENDING = new Set(['DELETE /api/user/logout', 'POST /api/admin/logout']);

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
  // The console's calls echo its own CSRF cookie.
  const xsrf = actor.cookies.get(route.url.startsWith('/api/admin/') ? 'op_xsrf' : 'XSRF-TOKEN');
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

/** Whether the field's own schema takes the value, and the input check lets it through. */
function takes(field: Field, value: unknown): boolean {
  if (!field.schema || Object.keys(forbiddenTextErrors(value)).length > 0) return false;
  return z.safeParse(field.schema, value).success;
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
  /** The console's administrator: every permission, so every console route reads its input. */
  const operator = newActor();
  const isConsole = (route: Route) => route.url.startsWith('/api/admin/');
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

  /** An operator of the console (kefu01: the 客服 role, so the chat desk's calls read their input). */
  async function loginOperator(actor: Actor, username: string, password: string) {
    const route = (method: Method, url: string): Route => ({ method, url, params: [] });
    await send(app, actor, route('GET', '/api/admin/me'), NO_INPUT);
    const res = await send(app, actor, route('POST', '/api/admin/login'), {
      params: {},
      query: {},
      body: { username, password },
    });
    expect(res.status, `operator login as ${username}: ${res.body}`).toBe(200);
  }

  /** A new approved member whose store may chat, so the chat calls read their input too. */
  async function loginFresh(actor: Actor) {
    const fixture = await createMember(handle, { reviewStatus: 1 });
    await handle.query('UPDATE companies SET is_can_chat = true WHERE id = $1', [fixture.companyId]);
    await login(actor, fixture.username, fixture.password);
  }

  /** Calls each route once as each actor and keeps what parseInput was given to check. */
  async function discover() {
    const seen: { schema: z.core.$ZodType; value: unknown }[] = [];
    observeParses((schema, value) => seen.push({ schema, value }));
    try {
      for (const route of routes) {
        const found = new Map<string, { location: Location; schema: z.core.$ZodType }>();
        for (const actor of [operator, agent, member, guest]) {
          if (actor !== guest && SESSION_ENDING.has(keyOf(route))) continue;
          if (actor === operator && !isConsole(route)) continue;
          seen.length = 0;
          // The administrator may act on what exists: its discovery call names nothing that does.
          const id = actor === operator ? '2147483000' : '1';
          const params = Object.fromEntries(route.params.map((p) => [p, id]));
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
          fields.push(
            parsed
              ? { location: 'params', path: [name], kind: kindOf(parsed.schema), schema: parsed.schema }
              : { location: 'params', path: [name], kind: 'text' },
          );
          baseline.params[name] = '1';
        }
        for (const [key, { location, schema }] of found) {
          if (location === 'params') continue;
          const name = key.slice(location.length + 1);
          fields.push({ location, path: [name], kind: kindOf(schema), schema });
          // A body's nested fields too (a query string carries no nesting).
          if (location === 'body')
            for (const inner of nestedOf(schema))
              fields.push({
                location,
                path: [name, ...inner.path],
                kind: kindOf(inner.schema),
                schema: inner.schema,
              });
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
    await loginOperator(agent, 'kefu01', 'kefu123456');
    await loginOperator(operator, 'admin', demoOperatorPassword('admin'));
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
    // The console's routes, read as the administrator.
    const consoleRoutes = [...fieldsOf].filter(
      ([key, r]) => key.includes(' /api/admin/') && r.fields.length > 0,
    );
    expect(consoleRoutes.length).toBeGreaterThan(30);
  });

  for (const [role, actorOf] of [
    ['a guest', () => guest],
    ['a member with a valid CSRF token', () => member],
    ['an operator with every permission, on the console’s routes', () => operator],
  ] as const) {
    it(`never answers 5xx and changes nothing, as ${role}`, async () => {
      const actor = actorOf();
      const before = await fingerprint(handle);
      const faults: string[] = [];
      const accepted: string[] = [];
      /** Values of the bad kind that the field itself takes (a time past 2038, a long article). */
      const legal: { route: Route; input: Inputs; label: string }[] = [];
      let requests = 0;
      let seed = SEED;
      for (const route of routes) {
        if (actor !== guest && SESSION_ENDING.has(keyOf(route))) continue;
        if (actor === operator && !isConsole(route)) continue;
        const info = fieldsOf.get(keyOf(route));
        if (!info) continue;
        for (const field of info.fields) {
          const { fixed, random } = mustRefuse(field.kind);
          const values =
            field.location === 'params' ? fc.oneof(random, badNumber, fc.constant(OVERLONG)) : random;
          const property = fc.asyncProperty(values, async (value) => {
            const input = withValue(info.baseline, field.location, field.path, value);
            const name = `${keyOf(route)} ${field.location}.${field.path.join('.')}=${JSON.stringify(value).slice(0, 60)}`;
            if (takes(field, value)) {
              legal.push({ route, input, label: name });
              return true;
            }
            const res = await send(app, actor, route, input);
            requests++;
            const label = `${name} → ${res.status}`;
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
      // The values the fields take may change things, once the fingerprint is taken; never fail.
      for (const { route, input, label } of legal) {
        const res = await send(app, actor, route, input);
        requests++;
        if (res.status >= 500) faults.push(`${label} → ${res.status} ${res.body.slice(0, 300)}`);
      }
      expect(faults, `${requests} requests`).toEqual([]);
      expect(
        changedTables(before, after),
        `non-GET calls that accepted a bad value:\n${accepted.join('\n')}`,
      ).toEqual([]);
      if (actor === member) {
        const base = await send(app, member, BASE, NO_INPUT);
        expect(JSON.parse(base.body).data?.show, 'the member is still logged in').toBe(1);
      }
      if (actor === operator) {
        const me = await send(app, operator, { method: 'GET', url: '/api/admin/me', params: [] }, NO_INPUT);
        expect(JSON.parse(me.body).data?.username, 'the operator is still logged in').toBe('admin');
      }
    }, 240_000);
  }

  it('writes nothing on any GET, for a new guest, a new member, an agent and the administrator', async () => {
    // New to the store: a first visit is when a GET would be tempted to create something.
    const firstVisit = async (): Promise<Actor[]> => {
      const visitor = newActor();
      const newMember = newActor();
      await send(app, visitor, BASE, NO_INPUT);
      await loginFresh(newMember);
      return [visitor, newMember, agent, operator];
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

  it('refuses every write without its CSRF token however its path is spelled, changing nothing', async () => {
    // Sessions in hand but no token echoed: what a forged cross-site form carries.
    const writes = routes.filter(
      (r) => r.method !== 'GET' && r.url !== '/api/pay/notify' && !r.url.startsWith('/api/operator/'),
    );
    expect(writes.length).toBeGreaterThan(80);
    const before = await fingerprint(handle);
    const passed: string[] = [];
    for (const route of writes) {
      const actor = route.url.startsWith('/api/admin/') ? operator : member;
      const input = fieldsOf.get(keyOf(route))?.baseline ?? NO_INPUT;
      const path = pathOf(route, input.params);
      // The router reads %61 as "a": each spelling reaches the same route.
      for (const url of [path, path.replace('/api/', '/%61pi/'), path.replace('/api/', '/%61%70%69/')]) {
        const res = await app.inject({
          method: route.method as HTTPMethods,
          url,
          headers: {
            cookie: [...actor.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
            'content-type': 'application/json',
          },
          remoteAddress: actor.address,
          payload: JSON.stringify(input.body),
        });
        if (res.statusCode !== 403) passed.push(`${route.method} ${url}: ${res.statusCode}`);
      }
    }
    expect(passed).toEqual([]);
    expect(changedTables(before, await fingerprint(handle))).toEqual([]);
  }, 120_000);
});
