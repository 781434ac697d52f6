/** The only SQL of site settings: JSON values by key. */
import { inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { settings } from '../../db/schema.ts';

export async function findSettings(ex: Executor, keys: string[]): Promise<Map<string, unknown>> {
  const rows = await ex.select().from(settings).where(inArray(settings.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}
