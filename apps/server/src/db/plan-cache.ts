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
import { is } from 'drizzle-orm';
import { NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { Executor } from './client.ts';

/**
 * Whether to keep one plan per prepared statement from here to the end of this transaction: on
 * PostgreSQL, yes; on PGlite nothing would change, as its statements go unnamed and a generic plan
 * for a statement planned on every execution anyway would only lose the parameters' values. The
 * order's first statement (open_order, migration 0044) sets plan_cache_mode on the way, so the
 * setting costs no round trip of its own.
 */
export const keepsPlans = (tx: Executor): boolean => is(tx, NodePgTransaction);
