/** The only SQL of stored images. */
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { media } from '../../db/schema.ts';

export async function findMedia(ex: Executor, id: string) {
  const rows = await ex
    .select({ mime: media.mime, body: media.body })
    .from(media)
    .where(eq(media.id, id))
    .limit(1);
  return rows[0];
}
