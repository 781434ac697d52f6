/**
 * POST /api/order/{id}/after_sale, multipart: kind, reason, lines (JSON text of
 * [{order_line_id, number}]) and up to AFTER_SALE_IMAGES_MAX files under `images`.
 */
import type { AfterSaleInput, AfterSaleSummary } from '@mall/shared/order';
import { api } from '@/api/client';
import { useOrderChange } from './after-order-change';

export interface AfterSaleRequest extends AfterSaleInput {
  orderId: number;
  images: readonly File[];
}

export function toAfterSaleForm(request: AfterSaleRequest): FormData {
  const form = new FormData();
  form.append('kind', request.kind);
  form.append('reason', request.reason);
  form.append('lines', JSON.stringify(request.lines));
  for (const image of request.images) form.append('images', image, image.name);
  return form;
}

export function useCreateAfterSale() {
  return useOrderChange((request: AfterSaleRequest) =>
    api.post<AfterSaleSummary>(`/api/order/${request.orderId}/after_sale`, toAfterSaleForm(request), {
      cancelGroup: `after-sale:${request.orderId}`,
    }),
  );
}
