/** Generated images go to the media table; the server serves them at /media/:id. */
import type { DbHandle } from '../db/client.ts';
import { bulkInsert } from './bulk.ts';

export interface MediaItem {
  /** Stable file name, e.g. goods-12.svg. */
  id: string;
  svg: string;
}

export const mediaUrl = (id: string): string => `/media/${id}`;

/** SVG bodies are ~1–2 KB; 2,000 per statement keeps each round trip a few MB. */
const MEDIA_CHUNK = 2_000;

export async function insertMedia(handle: DbHandle, items: readonly MediaItem[]): Promise<void> {
  await bulkInsert(
    handle,
    'media',
    [
      { name: 'id', kind: 'text' },
      { name: 'mime', kind: 'text' },
      { name: 'body', kind: 'svg' },
    ],
    items.map((m) => [m.id, 'image/svg+xml', m.svg]),
    MEDIA_CHUNK,
  );
}
