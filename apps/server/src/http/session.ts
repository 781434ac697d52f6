/**
 * Sessions in the database (decision 003): the `sid` cookie carries a random token, the table its
 * hash. Idle and absolute expiry; an expired session is deleted and the request is a guest's.
 * The catalogue's read calls (routes with `config.cachedSession`) may answer from a recent read of
 * the session (session-cache.ts, decision 024); every other call reads the table.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { AppError, NOT_LOGGED_IN_MESSAGE } from './app-error.ts';
import { SESSION_COOKIE, sessionCookieOptions, XSRF_COOKIE, xsrfCookieOptions } from './cookies.ts';
import { isApiPath, routedPath } from './paths.ts';
import {
  deleteSession,
  findSession,
  insertSession,
  type SessionRow,
  touchSession,
} from './session.repository.ts';
import type { SessionCache } from './session-cache.ts';
import { randomToken, sha256, signedToken } from './tokens.ts';

export interface SessionInfo {
  memberId: number;
  /** The store the member acts for; carts and orders belong to it. */
  companyId: number;
  csrfToken: string;
  /**
   * The store as the catalogue reads it (prices once approved, control rules by province and
   * customer type), as the database held it when this request began; absent where a session is
   * made otherwise than by loading one (a login, a test), and then read when needed.
   */
  store?: { reviewStatus: number; province: string; customerType: string };
}

declare module 'fastify' {
  interface FastifyRequest {
    session: SessionInfo | null;
  }
  interface FastifyContextConfig {
    /**
     * A read-only catalogue call, whose answer only shows: it may take the session from the
     * session cache, which can trail a change made elsewhere by the moment its notice travels.
     */
    cachedSession?: boolean;
  }
}

/** last_seen_at is written at most this often, so reads stay reads. */
const TOUCH_INTERVAL_MS = 60_000;

export class SessionManager {
  constructor(
    private readonly db: Database,
    private readonly config: AppConfig,
    /** recent reads, for the calls that may use them; none when absent */
    readonly cache?: SessionCache,
  ) {}

  private alive(row: SessionRow | undefined, now: number): row is SessionRow {
    return (
      row !== undefined &&
      row.memberStatus === 1 &&
      row.expiresAt.getTime() > now &&
      now - row.lastSeenAt.getTime() <= this.config.sessionIdleMinutes * 60_000
    );
  }

  /** `cached`: the call may answer from a recent read (see FastifyContextConfig.cachedSession). */
  async load(request: FastifyRequest, reply: FastifyReply, cached = false): Promise<SessionInfo | null> {
    const token = request.cookies[SESSION_COOKIE];
    if (!token) return null;
    const idHash = sha256(token);
    const now = Date.now();
    if (cached) {
      const kept = this.cache?.get(idHash, now);
      // Past its touch the session is read and touched as usual.
      if (this.alive(kept, now) && now - kept.lastSeenAt.getTime() < TOUCH_INTERVAL_MS) return infoOf(kept);
    }
    const mark = this.cache?.mark() ?? 0;
    const row = await findSession(this.db, idHash);
    const alive = this.alive(row, now);
    if (!row || !alive) {
      if (row) await deleteSession(this.db, idHash);
      // The browser becomes a guest at once, with a guest's CSRF token for its next login.
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      reply.setCookie(
        XSRF_COOKIE,
        signedToken(this.config.sessionSecret, 'member'),
        xsrfCookieOptions(this.config),
      );
      return null;
    }
    if (now - row.lastSeenAt.getTime() >= TOUCH_INTERVAL_MS) {
      await touchSession(this.db, idHash, new Date(now));
      // The touch's own notice drops the entry again; the next read stores the touched row.
    } else {
      this.cache?.store(idHash, row, mark, now);
    }
    return infoOf(row);
  }

  /** A new token at every login; the one the browser held before is deleted. */
  async start(
    request: FastifyRequest,
    reply: FastifyReply,
    who: { memberId: number; companyId: number },
  ): Promise<SessionInfo> {
    const token = randomToken();
    const csrfToken = randomToken();
    const previous = request.cookies[SESSION_COOKIE];
    await this.db.transaction(async (tx) => {
      if (previous) await deleteSession(tx, sha256(previous));
      await insertSession(tx, {
        idHash: sha256(token),
        memberId: who.memberId,
        companyId: who.companyId,
        csrfToken,
        ip: request.ip,
        userAgent: (request.headers['user-agent'] ?? '').slice(0, 500),
        expiresAt: new Date(Date.now() + this.config.sessionMaxHours * 3_600_000),
      });
    });
    reply.setCookie(SESSION_COOKIE, token, sessionCookieOptions(this.config));
    reply.setCookie(XSRF_COOKIE, csrfToken, xsrfCookieOptions(this.config));
    const session = { ...who, csrfToken };
    request.session = session;
    return session;
  }

  async end(request: FastifyRequest, reply: FastifyReply): Promise<void> {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(this.db, sha256(token));
    request.session = null;
    reply.clearCookie(SESSION_COOKIE, { path: '/' });
    reply.clearCookie(XSRF_COOKIE, { path: '/' });
  }
}

const infoOf = (row: SessionRow): SessionInfo => ({
  memberId: row.memberId,
  companyId: row.companyId,
  csrfToken: row.csrfToken,
  store: {
    reviewStatus: row.storeReviewStatus,
    province: row.storeProvince,
    customerType: row.storeCustomerType,
  },
});

export function registerSessions(app: FastifyInstance, sessions: SessionManager): void {
  app.decorateRequest('session', null);
  app.addHook('onRequest', async (request, reply) => {
    if (!isApiPath(routedPath(request))) return;
    const cached = request.method === 'GET' && request.routeOptions.config?.cachedSession === true;
    request.session = await sessions.load(request, reply, cached);
  });
}

/**
 * Member-only routes use it as their `onRequest` hook: it then runs before the CSRF check, so an
 * expired session is told to log in again.
 */
export async function requireMember(request: FastifyRequest): Promise<void> {
  if (!request.session) throw new AppError('unauthenticated', NOT_LOGGED_IN_MESSAGE);
}

/** The session of a route behind requireMember. */
export function memberOf(request: FastifyRequest): SessionInfo {
  if (!request.session) throw new AppError('unauthenticated', NOT_LOGGED_IN_MESSAGE);
  return request.session;
}
