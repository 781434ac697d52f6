/** The largest licence file the server accepts (5 MB), checked before uploading. */
export { LICENCE_MAX_BYTES as MAX_LICENCE_BYTES } from '@mall/shared/licence';

/** A file size as people read it: 512 B, 14.2 KB, 3.40 MB. */
export function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(2)} MB`;
}
