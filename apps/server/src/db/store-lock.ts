/**
 * The store's row lock: the first lock of every writer that changes a store's money, stock claims
 * or orders, so the writers of one store queue here and never deadlock on each other's rows.
 */
import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';
import { rowsOf } from './sql-rows.ts';

/** Locks the store's `companies` row until the transaction ends; false when there is no such store. */
export async function lockStore(ex: Executor, companyId: number): Promise<boolean> {
  const rows = await rowsOf<{ id: number }>(
    ex,
    sql`SELECT id FROM companies WHERE id = ${companyId} FOR UPDATE`,
  );
  return rows.length === 1;
}
