/**
 * Reads the application form: text fields and up to AFTER_SALE_IMAGES_MAX photos `images`. A
 * photo too large, or one too many, is a 422 on `images`. A JSON or form-encoded body (no photos)
 * is read as is.
 */
import { AFTER_SALE_IMAGES_MAX } from '@mall/shared/order';
import type { FastifyRequest } from 'fastify';
import { type ImagesForm, readImagesForm } from '../../http/uploads.ts';

export const IMAGE_SIZE_MESSAGE = '每张图片不能超过 5 MB';
export const IMAGE_COUNT_MESSAGE = `最多上传 ${AFTER_SALE_IMAGES_MAX} 张图片`;
export const IMAGE_FIELD = 'images';

export type AfterSaleForm = ImagesForm;

export const readAfterSaleForm = (request: FastifyRequest): Promise<AfterSaleForm> =>
  readImagesForm(request, {
    field: IMAGE_FIELD,
    max: AFTER_SALE_IMAGES_MAX,
    sizeMessage: IMAGE_SIZE_MESSAGE,
    countMessage: IMAGE_COUNT_MESSAGE,
  });
