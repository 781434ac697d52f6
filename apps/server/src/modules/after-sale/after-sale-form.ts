/**
 * Reads the application form: text fields and up to AFTER_SALE_IMAGES_MAX photos `images`
 * (licence uploads take one file; this is the same reader for several). A photo too large, or
 * one too many, is a 422 on `images`. A JSON or form-encoded body (no photos) is read as is.
 */
import { AFTER_SALE_IMAGES_MAX } from '@mall/shared/order';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/app-error.ts';
import { uploadFileName } from '../../http/upload-name.ts';
import type { UploadedFile } from '../licence/licence.service.ts';
// Each photo may be as large as a licence scan: 5 MB.
import { MAX_UPLOAD_BYTES } from '../licence/licence-rules.ts';

export const IMAGE_SIZE_MESSAGE = '每张图片不能超过 5 MB';
export const IMAGE_COUNT_MESSAGE = `最多上传 ${AFTER_SALE_IMAGES_MAX} 张图片`;
export const IMAGE_FIELD = 'images';

export interface AfterSaleForm {
  fields: Record<string, unknown>;
  images: UploadedFile[];
}

export async function readAfterSaleForm(request: FastifyRequest): Promise<AfterSaleForm> {
  if (!request.isMultipart()) return { fields: (request.body as Record<string, unknown>) ?? {}, images: [] };
  const fields: Record<string, unknown> = {};
  const images: UploadedFile[] = [];
  try {
    const parts = request.parts({
      limits: { fileSize: MAX_UPLOAD_BYTES, files: AFTER_SALE_IMAGES_MAX + 1, fields: 20 },
    });
    for await (const part of parts) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const name = part.fieldname.replace(/\[\d*\]$/, '');
        if (name === IMAGE_FIELD) images.push({ bytes, filename: uploadFileName(part.filename) });
      } else if (typeof part.value === 'string') {
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw AppError.validation({ [IMAGE_FIELD]: [IMAGE_SIZE_MESSAGE] });
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw AppError.validation({ [IMAGE_FIELD]: [IMAGE_COUNT_MESSAGE] });
    throw error;
  }
  if (images.length > AFTER_SALE_IMAGES_MAX)
    throw AppError.validation({ [IMAGE_FIELD]: [IMAGE_COUNT_MESSAGE] });
  return { fields, images };
}
