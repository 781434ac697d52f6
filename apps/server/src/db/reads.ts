/**
 * Independent reads at once where that helps: on a pool each read takes its own connection. A
 * transaction is one connection that runs one query at a time (pg 8 queues a second one with a
 * deprecation warning, pg 9 refuses it), so there the reads run one after another.
 */
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

/** Whether any of these executors is a transaction, so reads on it must not overlap. */
export function isTransaction(...executors: readonly Executor[]): boolean {
  return executors.some((ex) => ex instanceof PgTransaction);
}

type Reads<T extends readonly unknown[]> = { [K in keyof T]: () => Promise<T[K]> | T[K] };

/** Runs the reads together, or in order when `oneConnection` (see isTransaction). */
export async function readAll<T extends readonly unknown[]>(
  oneConnection: boolean,
  reads: Reads<[...T]>,
): Promise<T> {
  if (!oneConnection) return (await Promise.all(reads.map((read) => read()))) as unknown as T;
  const values: unknown[] = [];
  for (const read of reads) values.push(await read());
  return values as unknown as T;
}
