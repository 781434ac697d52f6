// One API process for `npm run bench:all`: the real app on the configured database (DATABASE_URL,
// or PGlite in DATA_DIR), plus the bare route the calls are compared with. The database is
// prepared beforehand; this process only serves, as a deployed one does.
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openPglite, openPostgres } from '../apps/server/src/db/client.ts';
import { BARE_PATH, MEMORY_PATH } from './harness.ts';

const config = loadConfig(process.env);
const handle = config.databaseUrl
  ? await openPostgres(config.databaseUrl)
  : await openPglite({ dataDir: join(config.dataDir, 'pglite') });
const app = await buildApp({ config, db: handle, logger: false });
app.get(BARE_PATH, async (request) => {
  const id = Number((request.query as { id?: string }).id);
  const rows = await handle.query<{ id: number }>('SELECT id FROM goods WHERE id = $1', [id]);
  return { code: 10000, msg: 'ok', data: rows[0] ?? null };
});
app.get(MEMORY_PATH, async () => {
  // The live set: what a leak grows. RSS alone keeps the allocator's slack and saws with each GC.
  const gc = (globalThis as { gc?: () => void }).gc;
  gc?.();
  const m = process.memoryUsage();
  return {
    code: 10000,
    msg: 'ok',
    data: { heapMb: m.heapUsed / 1048576, rssMb: m.rss / 1048576, collected: !!gc },
  };
});
await app.listen({ host: '127.0.0.1', port: config.port });
const stop = async () => {
  await app.close();
  await handle.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
