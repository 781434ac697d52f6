/**
 * The console's HTTP client (fetch), the store client's conventions (api/client.ts: the envelope, code
 * 10000 resolves, anything else rejects with the code and the server's message) on its own
 * session: it echoes the console's CSRF cookie `op_xsrf` in X-XSRF-TOKEN on every write, and
 * "not logged in" leads to /admin/login. It shares no module with the store's client but the rule
 * for identical writes (lib/shared-writes.ts), so the store's pages load nothing of the console.
 * Callers show `errorText(error)`.
 */
import { Code, type Envelope } from '@mall/shared/codes';
import { SharedWrites } from '@/lib/shared-writes';

const XSRF_COOKIE = 'op_xsrf';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const TIMEOUT_MS = 30_000;
export const ADMIN_LOGIN_PATH = '/admin/login';

/** A refused or failed call: the envelope's code (0 when no answer came), message and field errors. */
export class AdminApiError extends Error {
  constructor(
    readonly code: number,
    readonly msg: string,
    readonly errors?: Record<string, string[]>,
    readonly data: unknown = null,
  ) {
    super(msg || `请求失败（${code}）`);
    this.name = 'AdminApiError';
  }
}

function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const eq = part.indexOf('=');
    if (eq >= 0 && part.slice(0, eq).trim() === name) return decodeURIComponent(part.slice(eq + 1).trim());
  }
  return null;
}

let onLoggedOut: () => void = () => {};
/** The shell tells the client how to go to the login page (the router's navigate). */
export function setLoggedOutHandler(handler: () => void): void {
  onLoggedOut = handler;
}

/** The URL with its query, empty values left out. */
function withQuery(url: string, params: Record<string, unknown> | undefined): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params ?? {}))
    if (value !== undefined && value !== null && value !== '') query.append(key, String(value));
  const text = query.toString();
  return text ? `${url}?${text}` : url;
}

async function request<T>(
  method: 'GET' | 'POST',
  url: string,
  params?: Record<string, unknown>,
  body?: unknown,
): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') {
    const token = readCookie(XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
    headers['Content-Type'] = 'application/json';
  }
  let response: Response;
  let envelope: (Envelope<T> & { errors?: Record<string, string[]> }) | null = null;
  try {
    response = await fetch(withQuery(url, params), {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    envelope = await response.json().catch(() => null);
  } catch {
    throw new AdminApiError(0, '网络异常，请稍后重试');
  }
  if (typeof envelope !== 'object' || envelope === null)
    throw new AdminApiError(response.status, `请求失败（${response.status}）`);
  if (envelope.code === Code.Ok) return envelope.data;
  if (envelope.code === Code.NotLoggedIn) onLoggedOut();
  throw new AdminApiError(envelope.code, envelope.msg, envelope.errors, envelope.data);
}

// A double click on an act (保存, 通过, 发货) sends it once: the identical second call shares the answer.
const writes = new SharedWrites();

export const adminApi = {
  get: <T>(url: string, params?: Record<string, unknown>) => request<T>('GET', url, params),
  post: <T>(url: string, body: unknown = {}) =>
    writes.run(`POST ${url} ${JSON.stringify(body)}`, () => ({
      answer: request<T>('POST', url, undefined, body),
      live: () => true,
    })),
};

/** The message to show for a failed call. */
export const errorText = (error: unknown): string =>
  error instanceof AdminApiError ? error.msg || error.message : '操作失败，请稍后重试';
