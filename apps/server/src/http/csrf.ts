/**
 * CSRF (decision 003). A member echoes the session's own token; a guest (the login form) echoes a
 * cookie whose value the server signed, so a value planted by another site does not pass.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { AppError } from './app-error.ts';
import {
  OPERATOR_XSRF_COOKIE,
  operatorXsrfCookieOptions,
  XSRF_COOKIE,
  XSRF_HEADER,
  xsrfCookieOptions,
} from './cookies.ts';
import { isOperatorApiPath } from './operator-session.ts';
import { isApiPath, routedPath } from './paths.ts';
import { isSignedToken, safeEqual, signedToken } from './tokens.ts';

const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
export const CSRF_MESSAGE = '页面已过期，请刷新页面后重试';

/**
 * Server-to-server callbacks: a payment gateway holds no cookie and no token. They carry their
 * own proof (an HMAC signature checked by the route) and act on no session, so CSRF has nothing
 * to protect there.
 */
const CSRF_EXEMPT_PATHS: ReadonlySet<string> = new Set(['/api/pay/notify']);

/**
 * The operator API (modules/operator) authenticates with a bearer token no browser holds and
 * refuses any request that carries a member session, so a forged cross-site request has nothing
 * to ride on.
 */
const CSRF_EXEMPT_PREFIXES: readonly string[] = ['/api/operator/'];

const isExempt = (path: string): boolean =>
  CSRF_EXEMPT_PATHS.has(path) || CSRF_EXEMPT_PREFIXES.some((prefix) => path.startsWith(prefix));

function headerToken(request: FastifyRequest): string | undefined {
  const value = request.headers[XSRF_HEADER];
  return typeof value === 'string' && value !== '' ? value : undefined;
}

function passes(request: FastifyRequest, secret: string): boolean {
  const sent = headerToken(request);
  if (!sent) return false;
  // The operator console (decision 020): the same scheme on the operator's session and cookie.
  if (isOperatorApiPath(routedPath(request))) {
    if (request.operator) return safeEqual(sent, request.operator.csrfToken);
    const cookie = request.cookies[OPERATOR_XSRF_COOKIE];
    return cookie !== undefined && safeEqual(sent, cookie) && isSignedToken(secret, 'operator', cookie);
  }
  if (request.session) return safeEqual(sent, request.session.csrfToken);
  const cookie = request.cookies[XSRF_COOKIE];
  return cookie !== undefined && safeEqual(sent, cookie) && isSignedToken(secret, 'member', cookie);
}

/**
 * Runs before the body is read, so a refusal changes nothing; and after the routes' own onRequest
 * hooks, so a member-only call with an expired session answers 10001 (go and log in) rather than
 * 页面已过期.
 */
export function registerCsrf(app: FastifyInstance, config: AppConfig): void {
  app.addHook('preParsing', async (request) => {
    const path = routedPath(request);
    if (!UNSAFE_METHODS.has(request.method) || !isApiPath(path)) return;
    if (isExempt(path.split('?')[0] ?? '')) return;
    if (!passes(request, config.sessionSecret)) throw new AppError('forbidden', CSRF_MESSAGE);
  });
}

/** Makes the browser's XSRF-TOKEN match the current state (member token, or a valid guest one). */
export function ensureXsrfCookie(request: FastifyRequest, reply: FastifyReply, config: AppConfig): void {
  const current = request.cookies[XSRF_COOKIE];
  const expected = request.session?.csrfToken;
  if (expected !== undefined) {
    if (current !== expected) reply.setCookie(XSRF_COOKIE, expected, xsrfCookieOptions(config));
    return;
  }
  if (current && isSignedToken(config.sessionSecret, 'member', current)) return;
  reply.setCookie(XSRF_COOKIE, signedToken(config.sessionSecret, 'member'), xsrfCookieOptions(config));
}

/** ensureXsrfCookie for the operator console's own cookie. */
export function ensureOperatorXsrfCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  config: AppConfig,
): void {
  const current = request.cookies[OPERATOR_XSRF_COOKIE];
  const expected = request.operator?.csrfToken;
  if (expected !== undefined) {
    if (current !== expected)
      reply.setCookie(OPERATOR_XSRF_COOKIE, expected, operatorXsrfCookieOptions(config));
    return;
  }
  if (current && isSignedToken(config.sessionSecret, 'operator', current)) return;
  reply.setCookie(
    OPERATOR_XSRF_COOKIE,
    signedToken(config.sessionSecret, 'operator'),
    operatorXsrfCookieOptions(config),
  );
}
