/**
 * Seeds a database from the command line, e.g. for benchmark catalogues:
 *   SEED_SIZE=200000 DATA_DIR=./data-bench npx tsx apps/server/src/seed/cli.ts
 * Reads its settings as the server does (loadConfig: SEED_SIZE, DATABASE_URL, DATA_DIR, and a bad
 * setting stops it with the list of problems). Opens DATABASE_URL, or the embedded store under
 * DATA_DIR (default ./data, store in ./data/pglite), migrates, and seeds the demo store only when
 * the database has no members yet. Running it asks for the demo data, so it seeds whatever
 * DEMO_DATA says, and warns about the published logins as the server does.
 */
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { type AppConfig, loadConfig } from '../config.ts';
import { type DbHandle, openPglite, openPostgres } from '../db/client.ts';
import { prepareDatabase } from '../db/prepare.ts';

async function open(config: AppConfig): Promise<{ handle: DbHandle; where: string }> {
  if (config.databaseUrl)
    return { handle: await openPostgres(config.databaseUrl), where: 'PostgreSQL (DATABASE_URL)' };
  const dataDir = join(config.dataDir, 'pglite');
  return { handle: await openPglite({ dataDir }), where: `PGlite at ${dataDir}` };
}

async function counts(handle: DbHandle): Promise<string> {
  const tables = ['goods', 'offers', 'ladder_prices', 'media', 'categories', 'manufacturers', 'members'];
  const parts: string[] = [];
  for (const table of tables) {
    const rows = await handle.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`);
    parts.push(`${table} ${rows[0]?.n ?? 0}`);
  }
  return parts.join(', ');
}

async function main(): Promise<void> {
  const config = loadConfig();
  const size = config.seedSize;
  const { handle, where } = await open(config);
  try {
    console.log(`database: ${where}`);
    const started = performance.now();
    const log = {
      info: (message: string) => console.log(message),
      warn: (message: string) => console.warn(message),
    };
    const prepared = await prepareDatabase(handle, { demoData: true, seedSize: size }, log);
    if (prepared.migrations.length === 0) console.log('migrations: up to date');
    if (!prepared.seeded) {
      console.log(`already seeded, nothing to do (${await counts(handle)})`);
      return;
    }
    const ms = Math.round(performance.now() - started);
    console.log(`seeded SEED_SIZE=${size} in ${ms} ms (${await counts(handle)})`);
    console.log(
      'demo logins: demo / demo123456, demo2 / demo123456, demo3 / demo123456 (pending review); ' +
        'console (/admin): admin / admin123456, kefu01 / kefu123456 (客服工作台) and one per role',
    );
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
