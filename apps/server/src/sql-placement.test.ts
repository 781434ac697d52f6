/**
 * Decision 011: SQL — the `sql` template or a query-builder call on a database handle — is written
 * only in `*.repository.ts` files (and in db/, below the modules). Services, routes and helpers call
 * repository functions. Test files are left out: they set up and inspect rows directly.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));

const SQL_PATTERNS: readonly RegExp[] = [
  /\bsql`/,
  /\bsql\.raw\(/,
  // A query-builder call on a handle; `.delete(` on a Map or a route's `app.delete(` is not one.
  /\b(?:db|tx|ex|trx|executor|handle|ctx\.db|deps\.db)\s*\.\s*(?:select|selectDistinct|insert|update|delete)\s*\(/,
];

export function holdsSql(text: string): boolean {
  return SQL_PATTERNS.some((pattern) => pattern.test(text));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

const withSql = sourceFiles(join(src, 'modules'))
  .filter((file) => !file.endsWith('.repository.ts'))
  .filter((file) => holdsSql(readFileSync(file, 'utf8')))
  .map((file) => relative(src, file).split(/[\\/]/).join('/'));

describe('where SQL is written (decision 011)', () => {
  it('holds SQL in the modules only in repositories', () => {
    expect(withSql, `move these queries into the module's *.repository.ts: ${withSql.join(', ')}`).toEqual(
      [],
    );
  });

  // The patterns must catch what they were written for, or the test above proves nothing.
  it.each([
    ['const rows = await rowsOf(tx, sql`SELECT 1`);'],
    ["await tx.execute(sql.raw('SELECT 1'));"],
    ['const rows = await ex.select({ id: goods.id }).from(goods);'],
    ['await ctx.db.insert(orders).values(row);'],
    ['await db\n    .update(orders)\n    .set({ status: 3 });'],
    ['await tx.delete(cartLines).where(eq(cartLines.id, id));'],
  ])('finds SQL in %j', (text) => {
    expect(holdsSql(text)).toBe(true);
  });

  it.each([
    ["app.delete('/api/user/logout', options, handler);"],
    ['this.entries.delete(key);'],
    ["createHash('sha1').update(body).digest('hex');"],
    ["const sqlText = 'not a query';"],
  ])('finds no SQL in %j', (text) => {
    expect(holdsSql(text)).toBe(false);
  });
});
