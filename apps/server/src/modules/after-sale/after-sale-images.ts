/**
 * After-sale photos: checked by their content (a renamed executable is refused whatever its
 * name), stored in the upload store outside the web root, read back for their owner only.
 */
import { AppError } from '../../http/app-error.ts';
import { FileStore, IMAGE_TYPE_MESSAGE, imageMimeOf, type UploadedFile } from '../../http/uploads.ts';
import type { StoredImage } from './after-sale.repository.ts';
import { IMAGE_FIELD } from './after-sale-form.ts';

/** Sniffs every photo first, so one bad photo stores none. */
export async function checkImages(images: readonly UploadedFile[]): Promise<string[]> {
  const mimes: string[] = [];
  for (const image of images) {
    const mime = await imageMimeOf(image.bytes);
    if (!mime) throw AppError.validation({ [IMAGE_FIELD]: [IMAGE_TYPE_MESSAGE] });
    mimes.push(mime);
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
