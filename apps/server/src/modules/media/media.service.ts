/** Images stored in the database (generated demo pictures, uploads), with a content ETag. */
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { findMedia } from './media.repository.ts';

export const MEDIA_ID_RE = /^[a-z0-9-]+\.(svg|png|jpg|webp)$/;

export interface MediaFile {
  mime: string;
  body: Buffer;
  etag: string;
}

export async function getMedia(ex: Executor, id: string): Promise<MediaFile | null> {
  if (!MEDIA_ID_RE.test(id)) return null;
  const row = await findMedia(ex, id);
  if (!row) return null;
  const body = Buffer.from(row.body.buffer, row.body.byteOffset, row.body.byteLength);
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  return { mime: row.mime, body, etag };
}
