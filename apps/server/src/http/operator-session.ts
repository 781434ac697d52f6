/**
 * Operator sessions (decision 020), the member sessions' scheme (decision 003) on their own table
 * and cookie: `op_sid` carries a random token, the table its hash; idle and absolute expiry; a
 * token per session for CSRF. Loaded only for the operator API, which is also the only place the
 * cookie is sent. The guards every operator route uses are here too, below every module.
 */
import { can, type Permission } from '@mall/shared/admin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { AppError } from './app-error.ts';
import {
  OPERATOR_API_PREFIX,
  OPERATOR_SESSION_COOKIE,
  OPERATOR_XSRF_COOKIE,
  operatorSessionCookieOptions,
  operatorXsrfCookieOptions,
} from './cookies.ts';
import {
  deleteOperatorSession,
  findOperatorSession,
  insertOperatorSession,
  touchOperatorSession,
} from './operator-session.repository.ts';
import { routedPath } from './paths.ts';
import { randomToken, sha256 } from './tokens.ts';

export interface OperatorInfo {
  id: number;
  username: string;
  name: string;
  roles: string[];
  csrfToken: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    operator: OperatorInfo | null;
  }
}

export const OPERATOR_NOT_LOGGED_IN_MESSAGE = '请先登录运营后台';
export const OPERATOR_FORBIDDEN_MESSAGE = '您没有该操作的权限';

const TOUCH_INTERVAL_MS = 60_000;

export const isOperatorApiPath = (url: string): boolean => url.startsWith(OPERATOR_API_PREFIX);

export class OperatorSessionManager {
  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
  ) {}

  async load(request: FastifyRequest, reply: FastifyReply): Promise<OperatorInfo | null> {
    const token = request.cookies[OPERATOR_SESSION_COOKIE];
    if (!token) return null;
    const idHash = sha256(token);
    const row = await findOperatorSession(this.db, idHash);
    const now = Date.now();
    const alive =
      row !== undefined &&
      !row.disabled &&
      row.expiresAt.getTime() > now &&
      now - row.lastSeenAt.getTime() <= this.config.sessionIdleMinutes * 60_000;
    if (!row || !alive) {
      if (row) await deleteOperatorSession(this.db, idHash);
      reply.clearCookie(OPERATOR_SESSION_COOKIE, { path: operatorSessionCookieOptions(this.config).path });
      return null;
    }
    if (now - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS)
      await touchOperatorSession(this.db, idHash, new Date(now));
    return {
      id: row.operatorId,
      username: row.username,
      name: row.name,
      roles: row.roles,
      csrfToken: row.csrfToken,
    };
  }

  /** A new token at every login; the one the browser held before is deleted. */
  async start(
    request: FastifyRequest,
    reply: FastifyReply,
    who: Omit<OperatorInfo, 'csrfToken'>,
  ): Promise<OperatorInfo> {
    const token = randomToken();
    const csrfToken = randomToken();
    const previous = request.cookies[OPERATOR_SESSION_COOKIE];
    await this.db.transaction(async (tx) => {
      if (previous) await deleteOperatorSession(tx, sha256(previous));
      await insertOperatorSession(tx, {
        idHash: sha256(token),
        operatorId: who.id,
        csrfToken,
        ip: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
        expiresAt: new Date(Date.now() + this.config.sessionMaxHours * 3_600_000),
      });
    });
    reply.setCookie(OPERATOR_SESSION_COOKIE, token, operatorSessionCookieOptions(this.config));
    reply.setCookie(OPERATOR_XSRF_COOKIE, csrfToken, operatorXsrfCookieOptions(this.config));
    const operator = { ...who, csrfToken };
    request.operator = operator;
    return operator;
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[OPERATOR_SESSION_COOKIE];
    if (token) await deleteOperatorSession(this.db, sha256(token));
    request.operator = null;
    reply.clearCookie(OPERATOR_SESSION_COOKIE, { path: operatorSessionCookieOptions(this.config).path });
    reply.clearCookie(OPERATOR_XSRF_COOKIE, { path: '/' });
  }
}

/** Loads the operator of every operator API request, before CSRF is checked against its token. */
export function registerOperatorSessions(app: FastifyInstance, sessions: OperatorSessionManager): void {
  app.decorateRequest('operator', null);
  app.addHook('onRequest', async (request, reply) => {
    if (isOperatorApiPath(routedPath(request))) request.operator = await sessions.load(request, reply);
  });
}

/** The operator of a route behind a guard below. */
export function operatorOf(request: FastifyRequest): OperatorInfo {
  if (!request.operator) throw new AppError('unauthenticated', OPERATOR_NOT_LOGGED_IN_MESSAGE);
  return request.operator;
}

/** Any logged-in operator (logout, who am I). A member session alone is not one. */
export async function requireOperator(request: FastifyRequest): Promise<void> {
  operatorOf(request);
}

/**
 * The guard of every operator route: `{ onRequest: requirePermission('members') }`. As an onRequest
 * hook it runs before the CSRF check and the body, so a refusal reads and changes nothing.
 */
export function requirePermission(permission: Permission): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const operator = operatorOf(request);
    if (!can(operator.roles, permission)) throw new AppError('forbidden', OPERATOR_FORBIDDEN_MESSAGE);
  };
}

/** Who acted and from where, for the audit log. */
export function actorOf(request: FastifyRequest): { operatorId: number; ip: string; userAgent: string } {
  return {
    operatorId: operatorOf(request).id,
    ip: request.ip,
    userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
  };
}
