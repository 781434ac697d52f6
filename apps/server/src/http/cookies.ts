/** Names and attributes of the two cookies the API sets (decision 003). */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AppConfig } from '../config.ts';

export const SESSION_COOKIE = 'sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Node lower-cases header names; axios sends `X-XSRF-TOKEN`. */
export const XSRF_HEADER = 'x-xsrf-token';

/**
 * `Secure` whenever the request came over HTTPS: on the socket, or at the load balancer as its
 * X-Forwarded-Proto says when TRUST_PROXY is set (request.protocol). COOKIE_SECURE forces it for
 * a proxy that does not say.
 */
const secureOf = (config: AppConfig): CookieSerializeOptions['secure'] =>
  config.cookieSecure ? true : 'auto';

export function sessionCookieOptions(config: AppConfig): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: secureOf(config),
    maxAge: config.sessionMaxHours * 3600,
  };
}

/** Readable by the SPA's script so it can echo the value in the header. */
export function xsrfCookieOptions(config: AppConfig): CookieSerializeOptions {
  return { httpOnly: false, sameSite: 'lax', path: '/', secure: secureOf(config) };
}

/**
 * The operator console's session (decision 020): its own cookie, sent only to the operator API and
 * never on a cross-site request. The console echoes OP_XSRF_COOKIE in the same X-XSRF-TOKEN header.
 */
export const OPERATOR_SESSION_COOKIE = 'op_sid';
export const OPERATOR_XSRF_COOKIE = 'op_xsrf';
export const OPERATOR_API_PREFIX = '/api/admin/';

export function operatorSessionCookieOptions(config: AppConfig): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'strict',
    path: '/api/admin',
    secure: secureOf(config),
    maxAge: config.sessionMaxHours * 3600,
  };
}

export function operatorXsrfCookieOptions(config: AppConfig): CookieSerializeOptions {
  return { httpOnly: false, sameSite: 'strict', path: '/', secure: secureOf(config) };
}
