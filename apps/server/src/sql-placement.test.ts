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

/**
 * Files under modules/ that still hold SQL outside a repository, waiting to move. This list only
 * shrinks: a file that no longer holds SQL must leave it (the second test says so), and a new
 * file never joins it.
 */
const NOT_MOVED_YET = new Set([
  // SQL fragments (filter conditions, column lists, search ranking) that the goods repositories
  // compose; they belong in a goods repository or db/sql-rows.ts.
  'modules/goods/catalogue-filter.ts',
  'modules/goods/goods-columns.ts',
  'modules/goods/search/search-hits.ts',
]);

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
    const misplaced = withSql.filter((file) => !NOT_MOVED_YET.has(file));
    expect(
      misplaced,
      `move these queries into the module's *.repository.ts: ${misplaced.join(', ')}`,
    ).toEqual([]);
  });

  it('lists no file that has already moved its SQL', () => {
    const moved = [...NOT_MOVED_YET].filter((file) => !withSql.includes(file));
    expect(moved, `take these off NOT_MOVED_YET: ${moved.join(', ')}`).toEqual([]);
  });

  // The patterns must catch what they were written for, or the tests above prove nothing.
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
