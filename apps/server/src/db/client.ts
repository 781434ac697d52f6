/**
 * One SQL dialect, two drivers: PGlite (embedded, default) or node-postgres (DATABASE_URL).
 * Everything above this file sees a Drizzle database and never which driver is behind it.
 */
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { type DataDirLock, lockDataDir } from './data-dir-lock.ts';
import { NamingClient } from './named-statements.ts';

// No relational schema is given to Drizzle: nothing uses its `db.query` API, and with one every
// transaction would build a query builder for each table (about a tenth of a millisecond an order).
export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = PgTransaction<PgQueryResultHKT>;
/** Repositories accept either, so a service can run them inside its transaction. */
export type Executor = Database | Transaction;

export interface DbHandle {
  db: Database;
  /** Read-only queries may go to a replica; the primary when none is configured. */
  readDb: Database;
  driver: 'pglite' | 'postgres';
  /** One parameterised statement, outside Drizzle (migrations, checks, bulk seeding). */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (migrations, seeds). */
  exec(sqlText: string): Promise<void>;
  /**
   * Calls `onNotice` with each payload NOTIFY sends on `channel`, from any connection, after its
   * commit. `onLive` tells when notices arrive (true) and when they may be missed (false: the
   * listening connection is down; it reconnects on its own). Returns how to stop listening.
   * Absent on a handle made for one purpose (a test's), which then offers no notices.
   */
  listen?(
    channel: string,
    onNotice: (payload: string) => void,
    onLive: (live: boolean) => void,
  ): Promise<() => Promise<void>>;
  /** Copies the embedded data directory (tests clone databases from it). */
  dump?(): Promise<Blob>;
  close(): Promise<void>;
}

export const pgliteExtensions = { pg_trgm };

export interface PgliteOptions {
  /** Directory of the data; memory when omitted. */
  dataDir?: string;
  /** A dumped data directory to start from. */
  loadDataDir?: Blob;
  /** How long to wait for another process to let go of `dataDir` before refusing (ms). */
  lockWaitMs?: number;
}

/**
 * A directory on disk is locked to this process until close (data-dir-lock.ts); a second opener,
 * in this process or another, gets DataDirLockedError instead of a copy whose writes would be lost.
 */
export async function openPglite(options: PgliteOptions = {}): Promise<DbHandle> {
  let lock: DataDirLock | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    lock = await lockDataDir(options.dataDir, options.lockWaitMs);
  }
  let client: PGlite;
  try {
    client = new PGlite({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      extensions: pgliteExtensions,
    });
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite(client) as unknown as Database;
  return {
    db,
    readDb: db,
    driver: 'pglite',
    query: async <T>(text: string, params?: unknown[]) => (await client.query<T>(text, params)).rows,
    exec: async (sqlText) => {
      await client.exec(sqlText);
    },
    listen: async (channel, onNotice, onLive) => {
      // One instance, one process: once subscribed, no notice can be missed.
      const unlisten = await client.listen(channel, onNotice);
      onLive(true);
      return async () => {
        onLive(false);
        await unlisten();
      };
    },
    dump: () => client.dumpDataDir('none'),
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

export async function openPostgres(url: string, readUrl?: string): Promise<DbHandle> {
  // Parameterised statements are prepared once per connection (named-statements.ts).
  const pool = new pg.Pool({ connectionString: url, max: 10, Client: NamingClient });
  const readPool = readUrl
    ? new pg.Pool({ connectionString: readUrl, max: 10, Client: NamingClient })
    : undefined;
  const db = drizzleNodePg(pool) as unknown as Database;
  const readDb = readPool ? (drizzleNodePg(readPool) as unknown as Database) : db;
  return {
    db,
    readDb,
    driver: 'postgres',
    query: async <T>(text: string, params?: unknown[]) =>
      (await pool.query(text, params as unknown[])).rows as T[],
    exec: async (sqlText) => {
      await pool.query(sqlText);
    },
    listen: (channel, onNotice, onLive) => listenOn(url, channel, onNotice, onLive),
    close: async () => {
      await pool.end();
      await readPool?.end();
    },
  };
}

/** How long a lost listening connection waits before it connects again. */
const RELISTEN_MS = 1000;

/**
 * A connection of its own that LISTENs on `channel`, outside the pool (a pooled connection would
 * go back to other work). When it fails it reports `onLive(false)` and connects again.
 */
async function listenOn(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  onLive: (live: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let current: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const client = new pg.Client({ connectionString: url });
    current = client;
    const lost = () => {
      if (current !== client) return;
      current = undefined;
      onLive(false);
      client.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', (message) => {
      if (message.channel === channel) onNotice(message.payload ?? '');
    });
    try {
      await client.connect();
      await client.query(`LISTEN "${channel.replaceAll('"', '""')}"`);
      if (current === client && !stopped) onLive(true);
    } catch {
      lost();
    }
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = undefined;
    onLive(false);
    await client?.end().catch(() => {});
  };
}
