/**
 * Plans kept for the rest of a transaction. The server prepares its statements
 * (named-statements.ts), but PostgreSQL still plans each execution anew while a custom plan looks
 * cheaper than the generic one, as it does for any statement over a list of ids. In a transaction
 * whose statements all find their rows by key (an order's), the generic plan is the one every
 * execution would get, and planning the catalogue's joins cost more than running them (about
 * 1.3 ms against 0.4 ms for the offers' read under checkout load).
 *
 * The generic plans of the statements the benchmark loads are checked for scans of offers and
 * goods (modules/goods/query-plans.test.ts).
 */
import { is, sql } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Executor } from './client.ts';

/**
 * From here to the end of the caller's transaction, every prepared statement keeps one plan. On
 * PGlite nothing changes: its statements go unnamed, and a generic plan for a statement planned on
 * every execution anyway would only lose the parameters' values.
 */
export async function keepStatementPlans(tx: Executor): Promise<void> {
  if (!is(tx, NodePgTransaction)) return;
  await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
}
