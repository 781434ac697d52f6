/**
 * Applies the SQL files of ./migrations in name order, each once, each in its own
 * transaction. Both drivers run the same files.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DbHandle } from './client.ts';

export function migrationsDir(): string {
  // Bundled server: dist/migrations beside dist/server.js; source: src/db/migrations.
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [join(here, 'migrations'), join(here, 'db', 'migrations')];
  for (const dir of candidates) {
    try {
      readdirSync(dir);
      return dir;
    } catch {
      // try the next layout
    }
  }
  throw new Error(`migrations folder not found near ${here}`);
}

export async function migrate(handle: DbHandle, dir = migrationsDir()): Promise<string[]> {
  await handle.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    name text PRIMARY KEY,
    applied_at timestamptz NOT NULL DEFAULT now()
  )`);
  const applied = await handle.query<{ name: string }>('SELECT name FROM schema_migrations');
  const done = new Set(applied.map((r) => r.name));
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  const ran: string[] = [];
  for (const file of files) {
    if (done.has(file)) continue;
    const body = readFileSync(join(dir, file), 'utf8');
    const name = file.replaceAll("'", "''");
    await handle.exec(`BEGIN;\n${body}\n;INSERT INTO schema_migrations(name) VALUES ('${name}');\nCOMMIT;`);
    ran.push(file);
  }
  return ran;
}

/**
 * pg_trgm indexes Chinese text only under a UTF-8 ctype; under plain C it silently
 * scans. Refuse to start on such a database rather than be slow without a word.
 */
export async function assertChineseCollation(handle: DbHandle): Promise<void> {
  const rows = await handle.query<{ trgm: string[] | string }>("SELECT show_trgm('阿莫西林') AS trgm");
  const trgm = rows[0]?.trgm;
  const empty = trgm === undefined || (Array.isArray(trgm) ? trgm.length === 0 : trgm === '{}');
  if (empty) {
    throw new Error(
      "The database's ctype does not index Chinese text with pg_trgm. Create it with " +
        "TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'.",
    );
  }
}
