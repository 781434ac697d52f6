/**
 * The catalogue section's calls beyond adminApi: query keys, the import's multipart upload (with
 * the console's CSRF header, as adminApi sends it on JSON writes), the export's URL, and money:
 * shown in yuan from integer fen, entered as a yuan string the server parses exactly.
 */
import type { AdminCategory, ImportPreview } from '@mall/shared/admin-catalogue';
import { Code } from '@mall/shared/codes';
import { formatFen } from '@mall/shared/money';
import { AdminApiError } from '../../api';
import { adminKeys } from '../../session';

export const catalogueKey = [...adminKeys.all, 'catalogue'] as const;

/** As the server checks it: up to two decimals, no sign, no unit. */
export const YUAN_RULE = { pattern: /^\d{1,9}(\.\d{1,2})?$/, message: '请输入金额，最多两位小数' };

export const yuan = (fen: number | null | undefined): string =>
  fen === null || fen === undefined ? '—' : `¥${formatFen(fen)}`;
export const yuanInput = (fen: number): string => formatFen(fen);

function xsrfToken(): string {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() === 'op_xsrf')
      return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return '';
}

/** A multipart POST of one file under `file`, as the console's JSON writes (CSRF header, envelope). */
async function postFile<T>(url: string, file: File): Promise<T> {
  const form = new FormData();
  form.append('file', file, file.name);
  let envelope: { code: number; msg: string; data: T; errors?: Record<string, string[]> } | null;
  try {
    const response = await fetch(url, {
      method: 'POST',
      body: form,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', 'X-XSRF-TOKEN': xsrfToken() },
    });
    envelope = await response.json().catch(() => null);
  } catch {
    throw new AdminApiError(0, '网络异常，请稍后重试');
  }
  if (!envelope) throw new AdminApiError(0, '上传失败，请稍后重试');
  if (envelope.code !== Code.Ok) throw new AdminApiError(envelope.code, envelope.msg, envelope.errors);
  return envelope.data;
}

export const uploadForPreview = (file: File): Promise<ImportPreview> =>
  postFile<ImportPreview>('/api/admin/catalogue/import/preview', file);

export const uploadGoodsImage = (file: File): Promise<{ url: string }> =>
  postFile<{ url: string }>('/api/admin/catalogue/images', file);

export function exportUrl(format: 'xlsx' | 'csv', filters: object = {}): string {
  const query = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters))
    if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
  return `/api/admin/catalogue/export?${query.toString()}`;
}

export interface CategoryNode {
  value: number;
  title: string;
  key: number;
  children?: CategoryNode[];
}

/** The flat list as a tree for TreeSelect. */
export function categoryTreeData(list: AdminCategory[]): CategoryNode[] {
  const byParent = new Map<number | null, AdminCategory[]>();
  for (const c of list) byParent.set(c.parent_id, [...(byParent.get(c.parent_id) ?? []), c]);
  const build = (parent: number | null): CategoryNode[] =>
    (byParent.get(parent) ?? []).map((c) => {
      const children = build(c.id);
      return { value: c.id, key: c.id, title: c.name, ...(children.length ? { children } : {}) };
    });
  return build(null);
}
