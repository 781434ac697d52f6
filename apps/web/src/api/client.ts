/**
 * The only HTTP client of the SPA (SPEC §7/§8). Every call resolves with the envelope for the
 * success codes 10000/200/201; anything else runs the error catalogue's handling (unless `silent`)
 * and rejects with ApiError. Nothing else in the app talks to the server.
 */
import type { Envelope } from '@mall/shared/codes';
import { NON_CANCELLING_URLS, REQUEST_TIMEOUT_MS } from '@mall/shared/constants';
import type { UserBase } from '@mall/shared/user';
import axios, { type AxiosResponse } from 'axios';
import { showAlert, showErrorMessage, showTimeoutDialog, showToast } from '../lib/feedback';
import { currentPath, navigateTo } from '../lib/navigation';
import { queryClient } from '../lib/query-client';
import { loginRedirectHref } from '../lib/redirect';
import { noteServerDate } from '../lib/server-clock';
import { SharedWrites } from '../lib/shared-writes';
import { ApiError } from './api-error';
import { classifyResponse, type Outcome, type RequestResult } from './classify-response';
import { encodeForm, encodeQuery, readCookie } from './form-encoding';
import { PendingRequests, pathOf } from './pending-requests';
import { userKeys } from './user/user-keys';

export interface RequestOptions {
  /** Skip the error handling of SPEC §8 (header, search and other background calls). */
  silent?: boolean;
  /**
   * Requests in one group cancel each other; the default group is method + path. Give parallel
   * calls to one path (e.g. one list per home floor) distinct groups so they do not.
   */
  cancelGroup?: string;
  /** An outside abort signal, e.g. TanStack Query's; aborting rejects with code -1. */
  signal?: AbortSignal;
}

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

const XSRF_COOKIE = 'XSRF-TOKEN';
const XSRF_HEADER = 'X-XSRF-TOKEN';
const CONTRACT_PATH = '/dzht';

const http = axios.create({
  withCredentials: true,
  timeout: REQUEST_TIMEOUT_MS,
  // Every HTTP status resolves: the code decides (classify-response.ts), not axios.
  validateStatus: () => true,
  paramsSerializer: { serialize: encodeQuery },
  transitional: { clarifyTimeoutError: true },
  // The XSRF header is set below for every state-changing call, not left to axios's same-origin rule.
  xsrfCookieName: '',
  xsrfHeaderName: '',
});

const pending = new PendingRequests<AbortController>(NON_CANCELLING_URLS);
const writes = new SharedWrites();

function toResult(method: Method, path: string, response: AxiosResponse): RequestResult {
  return { kind: 'response', method, path, httpStatus: response.status, body: response.data };
}

function failureResult(error: unknown, controller: AbortController): RequestResult {
  if (controller.signal.aborted || axios.isCancel(error)) return { kind: 'cancelled' };
  const code = axios.isAxiosError(error) ? error.code : undefined;
  if (code === 'ETIMEDOUT' || code === 'ECONNABORTED') return { kind: 'timeout' };
  return { kind: 'network' };
}

/** To the login page, back here after it: what a guest on a member's page is sent to. */
export function goToLogin(): void {
  void queryClient.invalidateQueries({ queryKey: userKeys.base });
  const base = queryClient.getQueryData<UserBase>(userKeys.base);
  const href = loginRedirectHref(base?.login_url, currentPath());
  if (href) navigateTo(href);
}

/** Shows the buyer what the error catalogue says for this outcome. */
function handle(outcome: Outcome): void {
  switch (outcome.action) {
    case 'login':
      goToLogin();
      return;
    case 'contract':
      void showAlert(outcome.msg).then(() => navigateTo(CONTRACT_PATH));
      return;
    case 'validation':
      void showErrorMessage(outcome.msg);
      return;
    case 'alert':
      void showAlert(outcome.msg);
      return;
    case 'toast':
      void showToast(outcome.msg);
      return;
    case 'timeout':
      void showTimeoutDialog();
      return;
    case 'success':
    case 'ignore':
      return;
  }
}

/** A body as far as two requests can be told apart: a form's files by name, size, type and date. */
function comparable(body: unknown): unknown {
  if (!(body instanceof FormData)) return body ?? null;
  return [...body.entries()].map(([name, value]) =>
    typeof value === 'string'
      ? [name, value]
      : [name, value.name, value.size, value.type, value.lastModified],
  );
}

function request<T>(
  method: Method,
  url: string,
  params: unknown,
  body: unknown,
  options: RequestOptions = {},
): Promise<Envelope<T>> {
  if (method === 'GET') return send<T>(method, url, params, body, options);
  const fingerprint = `${method} ${url} ${JSON.stringify([params ?? null, comparable(body)])}`;
  return writes.run(fingerprint, () => {
    const controller = new AbortController();
    return {
      answer: send<T>(method, url, params, body, options, controller),
      live: () => !controller.signal.aborted,
    };
  });
}

async function send<T>(
  method: Method,
  url: string,
  params: unknown,
  body: unknown,
  options: RequestOptions,
  controller = new AbortController(),
): Promise<Envelope<T>> {
  const path = pathOf(url);
  const key = pending.track(method, path, controller, options.cancelGroup);
  const onOuterAbort = () => controller.abort('aborted by caller');
  if (options.signal?.aborted) controller.abort('aborted by caller');
  options.signal?.addEventListener('abort', onOuterAbort, { once: true });

  const headers: Record<string, string> = { Accept: 'application/json' };
  if (method !== 'GET') {
    const token = readCookie(document.cookie, XSRF_COOKIE);
    if (token) headers[XSRF_HEADER] = token;
  }
  const hasBody = body !== undefined && (method === 'POST' || method === 'PUT');
  // File uploads travel as multipart: the browser sets the boundary itself.
  const multipart = body instanceof FormData;
  if (hasBody && !multipart) headers['Content-Type'] = 'application/x-www-form-urlencoded;charset=UTF-8';

  let result: RequestResult;
  let envelope: Envelope<T> | undefined;
  try {
    const response = await http.request({
      method,
      url,
      params,
      data: hasBody ? (multipart ? body : encodeForm(body)) : undefined,
      headers,
      signal: controller.signal,
    });
    noteServerDate(response.headers.date, response.headers['cache-control']);
    result = toResult(method, path, response);
    // Only a JSON object is an envelope; an HTML page with status 200 is not a success.
    if (typeof response.data === 'object' && response.data !== null) envelope = response.data as Envelope<T>;
  } catch (error) {
    result = failureResult(error, controller);
  } finally {
    pending.release(key, controller);
    options.signal?.removeEventListener('abort', onOuterAbort);
  }

  const outcome = classifyResponse(result);
  if (outcome.action === 'success' && envelope) return envelope;
  if (!options.silent) handle(outcome);
  throw toApiError(outcome, result.kind === 'response' ? result.body : null);
}

function toApiError(outcome: Outcome, body: unknown): ApiError {
  if (outcome.action === 'success') return new ApiError(outcome.code, '响应内容无法识别');
  const data = typeof body === 'object' && body !== null ? ((body as { data?: unknown }).data ?? null) : null;
  return new ApiError(
    outcome.code,
    outcome.msg,
    outcome.action === 'validation' ? outcome.errors : undefined,
    data,
  );
}

export const api = {
  get: <T>(url: string, params?: object, options?: RequestOptions) =>
    request<T>('GET', url, params, undefined, options),
  post: <T>(url: string, body?: object, options?: RequestOptions) =>
    request<T>('POST', url, undefined, body ?? {}, options),
  put: <T>(url: string, body?: object, options?: RequestOptions) =>
    request<T>('PUT', url, undefined, body ?? {}, options),
  del: <T>(url: string, params?: object, options?: RequestOptions) =>
    request<T>('DELETE', url, params, undefined, options),
};

export { ApiError, isApiError } from './api-error';
