/** The database round trip behind /healthz. */
import type { DbHandle } from '../../db/client.ts';

export async function ping(handle: DbHandle): Promise<void> {
  await handle.query('SELECT 1');
}
