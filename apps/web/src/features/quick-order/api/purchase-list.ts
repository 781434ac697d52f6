/** The purchase-list import's calls: read the uploaded file, then match the mapped rows. */
import type { PurchaseListMatch, PurchaseListRow, PurchaseListSheet } from '@mall/shared/bulk-order';
import { api } from '@/api/client';

export async function parsePurchaseList(file: File): Promise<PurchaseListSheet> {
  const form = new FormData();
  form.append('file', file);
  const { data } = await api.post<PurchaseListSheet>('/api/purchase_list/parse', form, { silent: true });
  return data;
}

export async function matchPurchaseList(rows: PurchaseListRow[]): Promise<PurchaseListMatch[]> {
  const { data } = await api.post<PurchaseListMatch[]>(
    '/api/purchase_list/match',
    { rows },
    { silent: true },
  );
  return data;
}
