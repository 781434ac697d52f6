/**
 * Recent session reads, kept for the catalogue's read calls (decision 024). The database stays the
 * only record of a session: every change to what a session read returns is announced by a trigger
 * at commit (migration 0043, channel SESSION_CHANNEL), and an entry is dropped on its notice.
 *
 * Two rules keep an entry from outliving the row it was read from:
 * - entries are kept and used only while the notices arrive (`live`); when the listening
 *   connection drops, everything is forgotten until it is back;
 * - a read stores its row only if no notice arrived while it ran (`generation`): a notice that
 *   overtakes a read in flight would otherwise be followed by the stale row it was meant to drop.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { DbHandle } from '../db/client.ts';
import type { SessionRow } from './session.repository.ts';

export const SESSION_CHANNEL = 'mall_session';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's session cache; null when it keeps none. */
    sessionCache: SessionCache | null;
  }
}

/** The payload of the barrier notice `settled()` waits for. */
const SYNC_PREFIX = 'sync:';

interface Entry {
  row: SessionRow;
  storedAt: number;
}

export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private live = false;
  private readonly syncs = new Map<string, () => void>();

  constructor(
    /** how long an entry may be used at most, notices or not (ms) */
    private readonly ttlMs: number,
    /** the most entries kept; the oldest go first */
    private readonly maxEntries = 50_000,
  ) {}

  get isLive(): boolean {
    return this.live;
  }

  get size(): number {
    return this.entries.size;
  }

  /** The row read for `idHash` within the TTL, while notices arrive. */
  get(idHash: string, now = Date.now()): SessionRow | undefined {
    if (!this.live) return undefined;
    const entry = this.entries.get(idHash);
    if (!entry) return undefined;
    if (now - entry.storedAt >= this.ttlMs) {
      this.entries.delete(idHash);
      return undefined;
    }
    return entry.row;
  }

  /** Taken before a read; `store` keeps the read's row only if no notice came in between. */
  mark(): number {
    return this.generation;
  }

  store(idHash: string, row: SessionRow, mark: number, now = Date.now()): void {
    if (!this.live || mark !== this.generation) return;
    this.entries.delete(idHash);
    this.entries.set(idHash, { row, storedAt: now });
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  /** A notice from the channel: drops what it names (anything unreadable drops everything). */
  notice(payload: string): void {
    this.generation++;
    const [kind, key] = [payload.slice(0, 2), payload.slice(2)];
    if (payload.startsWith(SYNC_PREFIX)) {
      this.syncs.get(payload)?.();
      this.syncs.delete(payload);
    } else if (kind === 's:') {
      this.entries.delete(key);
    } else if (kind === 'm:' || kind === 'c:') {
      const id = Number(key);
      for (const [idHash, { row }] of this.entries)
        if ((kind === 'm:' ? row.memberId : row.companyId) === id) this.entries.delete(idHash);
    } else {
      this.entries.clear();
    }
  }

  /** Whether notices arrive; either way what is kept is forgotten. */
  setLive(live: boolean): void {
    this.generation++;
    this.live = live;
    this.entries.clear();
    if (!live) {
      for (const release of this.syncs.values()) release();
      this.syncs.clear();
    }
  }

  /**
   * Resolves once every change committed before the call has reached this cache: it sends a notice
   * of its own (`send`) and waits for it, and notices arrive in commit order. Immediately when the
   * notices do not arrive, as nothing is kept then.
   */
  async settled(send: (channel: string, payload: string) => Promise<void>): Promise<void> {
    if (!this.live) return;
    const payload = `${SYNC_PREFIX}${randomUUID()}`;
    const arrived = new Promise<void>((resolve) => this.syncs.set(payload, resolve));
    await send(SESSION_CHANNEL, payload);
    await arrived;
  }
}

/**
 * The app's session cache, listening for the whole of the app's life; none when
 * SESSION_CACHE_SECONDS is 0 or the database offers no notices. Until the listening connection is
 * up (and whenever it is down) the cache keeps nothing and every call reads the table.
 */
export async function startSessionCache(
  app: FastifyInstance,
  handle: DbHandle,
  config: Pick<AppConfig, 'sessionCacheSeconds'>,
): Promise<SessionCache | undefined> {
  if (config.sessionCacheSeconds === 0 || !handle.listen) {
    app.decorate('sessionCache', null);
    return undefined;
  }
  const cache = new SessionCache(config.sessionCacheSeconds * 1000);
  app.decorate('sessionCache', cache);
  const stop = await handle.listen(
    SESSION_CHANNEL,
    (payload) => cache.notice(payload),
    (live) => {
      if (!live && cache.isLive)
        app.log.warn('session cache: notices interrupted; sessions are read each time');
      cache.setLive(live);
    },
  );
  app.addHook('onClose', stop);
  return cache;
}
