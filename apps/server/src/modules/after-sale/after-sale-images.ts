/**
 * After-sale photos: checked by their content (a renamed executable is refused whatever its
 * name), stored by the licence file store outside the web root, read back for their owner only.
 */
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error.ts';
import { FileStore } from '../licence/file-store.ts';
import type { UploadedFile } from '../licence/licence.service.ts';
import type { StoredImage } from './after-sale.repository.ts';
import { IMAGE_FIELD } from './after-sale-form.ts';

const IMAGE_MIMES: ReadonlySet<string> = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const IMAGE_TYPE_MESSAGE = '只能上传 JPG、PNG、WEBP 图片';

/** Sniffs every photo first, so one bad photo stores none. */
export async function checkImages(images: readonly UploadedFile[]): Promise<string[]> {
  const mimes: string[] = [];
  for (const image of images) {
    const sniffed = image.bytes.length > 0 ? await fileTypeFromBuffer(image.bytes) : undefined;
    if (!sniffed || !IMAGE_MIMES.has(sniffed.mime))
      throw AppError.validation({ [IMAGE_FIELD]: [IMAGE_TYPE_MESSAGE] });
    mimes.push(sniffed.mime);
  }
  return mimes;
}

export async function storeImages(
  dataDir: string,
  images: readonly UploadedFile[],
  mimes: readonly string[],
): Promise<StoredImage[]> {
  const store = FileStore.inDataDir(dataDir);
  const stored: StoredImage[] = [];
  for (const [i, image] of images.entries()) {
    stored.push({ sha256: await store.save(image.bytes), mime: mimes[i] ?? '', size: image.bytes.length });
  }
  return stored;
}

export async function openImage(dataDir: string, image: StoredImage) {
  return FileStore.inDataDir(dataDir).open(image.sha256);
}
