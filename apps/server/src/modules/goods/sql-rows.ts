/** Raw statements through Drizzle's `execute`, the same on both drivers. */
import type { SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export async function rowsOf<T>(ex: Executor, query: SQL): Promise<T[]> {
  const result = (await ex.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
