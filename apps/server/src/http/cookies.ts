/** Names and attributes of the two cookies the API sets (decision 003). */
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { AppConfig } from '../config.ts';

export const SESSION_COOKIE = 'sid';
export const XSRF_COOKIE = 'XSRF-TOKEN';
/** Node lower-cases header names; axios sends `X-XSRF-TOKEN`. */
export const XSRF_HEADER = 'x-xsrf-token';

export function sessionCookieOptions(config: AppConfig): CookieSerializeOptions {
  return {
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure: config.cookieSecure,
    maxAge: config.sessionMaxHours * 3600,
  };
}

/** Readable by the SPA's script so it can echo the value in the header. */
export function xsrfCookieOptions(config: AppConfig): CookieSerializeOptions {
  return { httpOnly: false, sameSite: 'lax', path: '/', secure: config.cookieSecure };
}
