/** Multipart bodies for upload tests (the test client sends JSON and forms only). */
import { randomBytes } from 'node:crypto';
import type { TestApp, TestClient } from '../../../test/helpers.ts';

export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_BYTES = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R >>\nendobj\n2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
/** A Windows executable's header: what a renamed .exe starts with. */
export const EXE_BYTES = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(64),
  Buffer.from('PE\0\0'),
  Buffer.alloc(200),
]);

export interface UploadPart {
  name: string;
  value: string | { filename: string; bytes: Buffer; type?: string };
}

export function multipartBody(parts: UploadPart[]): { body: Buffer; contentType: string } {
  const boundary = `----mall${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    if (typeof part.value === 'string') {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"\r\n\r\n${part.value}\r\n`,
        ),
      );
    } else {
      chunks.push(
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"; filename="${part.value.filename}"\r\n` +
            `Content-Type: ${part.value.type ?? 'application/octet-stream'}\r\n\r\n`,
        ),
        part.value.bytes,
        Buffer.from('\r\n'),
      );
    }
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { body: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs a multipart form as the logged-in client, with its cookies and CSRF header. */
export async function postMultipart<T = unknown>(
  t: TestApp,
  client: TestClient,
  url: string,
  parts: UploadPart[],
) {
  // The console's calls echo its own CSRF cookie.
  const xsrfCookie = url.startsWith('/api/admin/') ? 'op_xsrf' : 'XSRF-TOKEN';
  const { body, contentType } = multipartBody(parts);
  const res = await t.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: {
      'content-type': contentType,
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get(xsrfCookie) ?? '',
    },
  });
  return {
    status: res.statusCode,
    body: res.json() as { code: number; msg: string; data: T; errors?: Record<string, string[]> },
  };
}

export function licenceParts(
  fields: Record<string, string | string[]>,
  file?: { filename: string; bytes: Buffer; type?: string },
): UploadPart[] {
  const parts: UploadPart[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (Array.isArray(value)) for (const v of value) parts.push({ name: `${name}[]`, value: v });
    else parts.push({ name, value });
  }
  if (file) parts.push({ name: 'file', value: file });
  return parts;
}
