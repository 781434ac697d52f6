/**
 * Runs once per `vitest --project api`: migrates and seeds one database, which every test file
 * then copies (DESIGN §3: creating a PGlite database takes seconds, copying a dump well under one).
 * PGlite by default; a real PostgreSQL server when TEST_DATABASE_URL is set.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type DbHandle, openPglite, openPostgres } from '../src/db/client.ts';
import { assertChineseCollation, migrate } from '../src/db/migrate.ts';
import { seedDemo } from '../src/seed/index.ts';
import { TEST_SEED_SIZE, withDatabase } from './test-database.ts';

async function prepare(handle: DbHandle): Promise<void> {
  await migrate(handle);
  await assertChineseCollation(handle);
  await seedDemo(handle, { size: TEST_SEED_SIZE });
}

async function setupPglite(project: TestProject): Promise<() => void> {
  const dir = mkdtempSync(join(tmpdir(), 'mall-api-test-'));
  const handle = await openPglite();
  try {
    await prepare(handle);
    const dump = await handle.dump!();
    const dumpFile = join(dir, 'template.tar');
    writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
    project.provide('testDatabase', { kind: 'pglite', dumpFile });
  } finally {
    await handle.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}

async function setupPostgres(project: TestProject, adminUrl: string): Promise<() => Promise<void>> {
  const template = `mall_tpl_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      `CREATE DATABASE ${template} TEMPLATE template0 ENCODING 'UTF8' LC_COLLATE 'C.UTF-8' LC_CTYPE 'C.UTF-8'`,
    );
  } finally {
    await admin.end();
  }
  const handle = await openPostgres(withDatabase(adminUrl, template));
  try {
    await prepare(handle);
  } finally {
    await handle.close();
  }
  project.provide('testDatabase', { kind: 'postgres', adminUrl, template });

  return async () => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      // The template and every per-file copy share its name as a prefix.
      const { rows } = await client.query<{ datname: string }>(
        'SELECT datname FROM pg_database WHERE datname LIKE $1',
        [`${template}%`],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
    } finally {
      await client.end();
    }
  };
}

export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  return url ? setupPostgres(project, url) : setupPglite(project);
}
