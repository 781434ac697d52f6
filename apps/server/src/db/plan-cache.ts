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
import { sql } from 'drizzle-orm';
import type { Executor } from './client.ts';

/** From here to the end of the caller's transaction, every prepared statement keeps one plan. */
export async function keepStatementPlans(tx: Executor): Promise<void> {
  await tx.execute(sql`SET LOCAL plan_cache_mode = force_generic_plan`);
}
