/**
 * The decision table of SPEC §8, as a pure function: what a finished request means and what the
 * buyer is shown. The client (client.ts) performs the side effects this returns.
 */
import { MESSAGES } from '@mall/shared/constants';

const SUCCESS = new Set([10000, 200, 201]);
const NOT_LOGGED_IN = new Set([10001, 401]);
const CONTRACT_UNSIGNED = 459;
const VALIDATION = 422;

/** What came back, stripped of transport details. */
export type RequestResult =
  | { kind: 'response'; method: string; path: string; httpStatus: number; body: unknown }
  | { kind: 'timeout' }
  | { kind: 'cancelled' }
  /** No answer at all (network down, proxy refused). */
  | { kind: 'network' };

export type Outcome =
  | { action: 'success'; code: number }
  /** Failed, but nothing is shown (the base-user call's 10001, a cancelled request). */
  | { action: 'ignore'; code: number; msg: string }
  | { action: 'login'; code: number; msg: string }
  | { action: 'contract'; code: number; msg: string }
  | { action: 'validation'; code: number; msg: string; errors: Record<string, string[]> }
  | { action: 'alert'; code: number; msg: string }
  | { action: 'toast'; code: number; msg: string }
  | { action: 'timeout'; code: number; msg: string };

/** The base-user call answers every visitor; its 10001 must never send anyone to the login page. */
const BASE_USER = { method: 'GET', path: '/api/user/base' };

interface BodyFields {
  code: number | undefined;
  msg: string;
  errors: Record<string, string[]> | undefined;
}

function readBody(body: unknown): BodyFields {
  if (typeof body !== 'object' || body === null) return { code: undefined, msg: '', errors: undefined };
  const record = body as Record<string, unknown>;
  const raw = record.code;
  const code =
    typeof raw === 'number' && Number.isFinite(raw)
      ? raw
      : typeof raw === 'string' && /^-?\d+$/.test(raw)
        ? Number(raw)
        : undefined;
  const msg = typeof record.msg === 'string' ? record.msg : '';
  const errors = isErrorMap(record.errors) ? record.errors : undefined;
  return { code, msg, errors };
}

function isErrorMap(value: unknown): value is Record<string, string[]> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'))
  );
}

/** The first message of the first error field (SPEC §5); the envelope message when there is none. */
export function firstValidationMessage(
  errors: Record<string, string[]> | undefined,
  fallback: string,
): string {
  for (const messages of Object.values(errors ?? {})) {
    const first = messages.find((m) => m.trim() !== '');
    if (first) return first;
  }
  return fallback || '提交的信息有误，请检查后重试';
}

/** The code comes from the body; a body without one (a proxy's HTML page) falls back to the HTTP status. */
export function responseCode(httpStatus: number, body: unknown): number {
  return readBody(body).code ?? httpStatus;
}

export function classifyResponse(result: RequestResult): Outcome {
  switch (result.kind) {
    case 'cancelled':
      return { action: 'ignore', code: -1, msg: '' };
    case 'timeout':
      return { action: 'timeout', code: 0, msg: MESSAGES.timeout };
    case 'network':
      // No answer is a fault on our side of the counter, like a 5xx.
      return { action: 'toast', code: 0, msg: MESSAGES.serverBusy };
    case 'response':
      return classifyCode(result);
  }
}

function classifyCode(result: Extract<RequestResult, { kind: 'response' }>): Outcome {
  const { code: bodyCode, msg, errors } = readBody(result.body);
  const code = bodyCode ?? result.httpStatus;
  if (SUCCESS.has(code)) return { action: 'success', code };
  if (NOT_LOGGED_IN.has(code)) {
    const isBaseUser = result.method.toUpperCase() === BASE_USER.method && result.path === BASE_USER.path;
    return isBaseUser ? { action: 'ignore', code, msg } : { action: 'login', code, msg };
  }
  if (code === CONTRACT_UNSIGNED) return { action: 'contract', code, msg: msg || '请先签署电子采购合同' };
  if (code === VALIDATION) {
    return { action: 'validation', code, msg: firstValidationMessage(errors, msg), errors: errors ?? {} };
  }
  if (code >= 500 && code < 600) return { action: 'toast', code, msg: MESSAGES.serverBusy };
  return { action: 'alert', code, msg: msg || `操作失败（错误码 ${code}）` };
}
