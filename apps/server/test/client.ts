/**
 * A tiny browser stand-in for `app.inject`: keeps cookies between calls and echoes the
 * XSRF-TOKEN cookie in the X-XSRF-TOKEN header, as axios does in the SPA.
 */
import type { Envelope } from '@mall/shared/codes';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import qs from 'qs';

export interface ApiResponse<T> {
  status: number;
  headers: LightMyRequestResponse['headers'];
  /** The parsed JSON body (the envelope, plus `errors` on 422). */
  body: Envelope<T> & { errors?: Record<string, string[]> };
  raw: LightMyRequestResponse;
}

type Query = Record<string, string | number | undefined>;

/** Lists of values as `ids[]=`, lists of objects by index, objects by key. */
export function encodeForm(body: object): string {
  return qs.stringify(body, { arrayFormat: 'indices', encodeValuesOnly: true }).replace(/\[\d+\]=/g, '[]=');
}

export interface RequestOptions {
  headers?: Record<string, string>;
  /** Leave out the X-XSRF-TOKEN header (to test the refusal). */
  withoutXsrf?: boolean;
  /** The caller's address (per-address rate limits). */
  remoteAddress?: string;
}

export class TestClient {
  readonly cookies = new Map<string, string>();

  constructor(private readonly app: FastifyInstance) {}

  get<T = unknown>(url: string, query?: Query, options?: RequestOptions): Promise<ApiResponse<T>> {
    const search = query ? qs.stringify(query, { skipNulls: true }) : '';
    return this.send<T>('GET', search ? `${url}?${search}` : url, undefined, options);
  }

  /** A JSON body. */
  post<T = unknown>(url: string, body?: object, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.send<T>('POST', url, body === undefined ? undefined : { json: body }, options);
  }

  /** A form-encoded body as the SPA sends it: `ids[]=1`, `params[number]=3`, `params[0][goods_id]=7`. */
  postForm<T = unknown>(url: string, body: object, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.send<T>('POST', url, { form: encodeForm(body) }, options);
  }

  del<T = unknown>(url: string, options?: RequestOptions): Promise<ApiResponse<T>> {
    return this.send<T>('DELETE', url, undefined, options);
  }

  /** Fetches the CSRF cookie (GET /api/user/base) and logs in. */
  async login(username: string, password: string, options?: RequestOptions): Promise<ApiResponse<unknown>> {
    if (!this.cookies.has('XSRF-TOKEN')) await this.get('/api/user/base');
    return this.postForm('/api/user/login', { username, password }, options);
  }

  private async send<T>(
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    body: { json: object } | { form: string } | undefined,
    options: RequestOptions = {},
  ): Promise<ApiResponse<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.cookies.size > 0) {
      headers.cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (xsrf && !options.withoutXsrf && !('x-xsrf-token' in headers)) headers['x-xsrf-token'] = xsrf;
    let payload: string | undefined;
    if (body && 'json' in body) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body.json);
    } else if (body) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = body.form;
    }
    const raw = await this.app.inject({
      method,
      url,
      headers,
      payload,
      remoteAddress: options.remoteAddress,
    });
    for (const cookie of raw.cookies) {
      const expired =
        cookie.value === '' || (cookie.expires instanceof Date && cookie.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    const isJson = String(raw.headers['content-type'] ?? '').includes('application/json');
    return { status: raw.statusCode, headers: raw.headers, body: isJson ? raw.json() : ({} as never), raw };
  }
}
