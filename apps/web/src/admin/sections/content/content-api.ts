/**
 * The content section's calls beyond adminApi: its query key, the picture upload (multipart, with
 * the console's CSRF header as adminApi sends it on JSON writes), China wall-clock text for the
 * banner windows, and the link rule the server applies (a store path or an http(s) address).
 */
import type { UploadedImage } from '@mall/shared/admin-content';
import { chinaDateTime } from '@mall/shared/china-time';
import { Code } from '@mall/shared/codes';
import type { FormInstance } from 'antd';
import { AdminApiError } from '../../api';
import { adminKeys } from '../../session';

export const contentKey = [...adminKeys.all, 'content'] as const;

export const LINK_RULE = {
  pattern: /^(\/(?![/\\])|https?:\/\/)[^\s"'<>`\\]*$/i,
  message: '链接须以 / 开头（站内页面）或为 http(s) 地址',
};

/** Unix seconds as the 'YYYY-MM-DD HH:mm' China time the server reads back; '' for none. */
export const chinaMinuteText = (seconds: number | null): string => (seconds ? chinaDateTime(seconds) : '');

function xsrfToken(): string {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() === 'op_xsrf')
      return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return '';
}

export async function uploadImage(file: File): Promise<string> {
  const form = new FormData();
  form.append('file', file, file.name);
  let envelope: { code: number; msg: string; data: UploadedImage; errors?: Record<string, string[]> } | null;
  try {
    const response = await fetch('/api/admin/content/images', {
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
  return envelope.data.url;
}

/** Shows a refusal: the server's field errors on the form's fields, else the message. */
export function showRefusal(
  error: unknown,
  // biome-ignore lint/suspicious/noExplicitAny: any form of the section
  form: FormInstance<any>,
  message: { error: (text: string) => unknown },
  fallback: (error: unknown) => string,
): void {
  const errors = error instanceof AdminApiError ? error.errors : undefined;
  if (errors && Object.keys(errors).length > 0)
    form.setFields(Object.entries(errors).map(([name, list]) => ({ name, errors: list })));
  message.error(fallback(error));
}
