/**
 * Readies a database for serving: migrations, the collation check, the demo store where DEMO_DATA
 * asks for it, and the pinyin of search names. The store needs no rows of its own to run (regions
 * ship in code, a missing setting reads as empty), so without DEMO_DATA an empty database stays
 * empty: no account with a published password, no agent who reads every member's chat.
 */
import { performance } from 'node:perf_hooks';
import { spellSearchTerms } from '../modules/goods/search/spell-terms.ts';
import { verifyPassword } from '../modules/user/password.ts';
import { isSeeded, seedDemo } from '../seed/index.ts';
import { DEMO_PASSWORD, DEMO_USERNAMES } from '../seed/members.ts';
import { DEMO_OPERATORS, hasOperators, seedOperators } from '../seed/operators.ts';
import type { DbHandle } from './client.ts';
import { assertChineseCollation, migrate } from './migrate.ts';

export interface PrepareOptions {
  /** Seed the demo store into an empty database (DEMO_DATA). */
  demoData: boolean;
  /** Offers the demo store generates (SEED_SIZE). */
  seedSize: number;
}

export interface PrepareLog {
  info(message: string): void;
  warn(message: string): void;
}

export interface Prepared {
  migrations: string[];
  /** The demo store was written by this call. */
  seeded: boolean;
  /** Accounts that still log in with the password the README publishes. */
  publishedLogins: string[];
}

const PUBLISHED_LOGINS: readonly [username: string, password: string][] = [
  ...DEMO_USERNAMES.map((username): [string, string] => [username, DEMO_PASSWORD]),
  // The chat agent of demo stores seeded before the agents' desk moved into the console.
  ['kefu', 'kefu123456'],
];

/** The demo's accounts present in the database whose published password still works. */
export async function publishedLogins(handle: DbHandle): Promise<string[]> {
  const rows = await handle.query<{ username: string; password_hash: string }>(
    'SELECT username, password_hash FROM members WHERE username = ANY($1::text[]) ORDER BY id',
    [PUBLISHED_LOGINS.map(([username]) => username)],
  );
  const open: string[] = [];
  for (const row of rows) {
    const password = PUBLISHED_LOGINS.find(([username]) => username === row.username)?.[1];
    if (password !== undefined && (await verifyPassword(row.password_hash, password)))
      open.push(row.username);
  }
  const operators = await handle.query<{ username: string; password_hash: string }>(
    'SELECT username, password_hash FROM operators WHERE username = ANY($1::text[]) AND NOT disabled ORDER BY id',
    [DEMO_OPERATORS.map((operator) => operator.username)],
  );
  for (const row of operators) {
    const password = DEMO_OPERATORS.find((operator) => operator.username === row.username)?.password;
    if (password !== undefined && (await verifyPassword(row.password_hash, password)))
      open.push(`operator ${row.username}`);
  }
  return open;
}

export async function prepareDatabase(
  handle: DbHandle,
  options: PrepareOptions,
  log: PrepareLog,
): Promise<Prepared> {
  const migrations = await migrate(handle);
  if (migrations.length > 0) log.info(`migrations applied: ${migrations.join(', ')}`);
  await assertChineseCollation(handle);
  let seeded = false;
  if (!(await isSeeded(handle))) {
    if (options.demoData) {
      log.info(`seeding demo data (SEED_SIZE=${options.seedSize})…`);
      const started = performance.now();
      await seedDemo(handle, { size: options.seedSize });
      log.info(`demo data seeded in ${Math.round(performance.now() - started)} ms`);
      seeded = true;
    } else {
      log.info('no members yet; demo data is seeded only with DEMO_DATA=true');
    }
  } else if (options.demoData && !(await hasOperators(handle))) {
    // A demo store seeded before the operator console (migration 0033) gets its demo operators.
    await seedOperators(handle);
    log.info('demo operators added for the operator console (/admin)');
  }
  const logins = await publishedLogins(handle);
  if (logins.length > 0) {
    // Seeded now or on an earlier start: either way anyone who read the README can log in as them.
    log.warn(
      `demo accounts with published passwords can log in: ${logins.join(', ')}` +
        '. Demo data is for development and the demo only; a store that takes real orders starts on a' +
        ' database without them (DEMO_DATA=false).',
    );
  }
  const spelled = await spellSearchTerms(handle);
  if (spelled > 0) log.info(`spelled ${spelled} search names in pinyin`);
  return { migrations, seeded, publishedLogins: logins };
}
