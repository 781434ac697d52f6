/** What route modules are given: settings, the database, and the cross-cutting services. */
import type { AppConfig } from '../config.ts';
import type { Database, DbHandle } from '../db/client.ts';
import type { LoginLimiter } from './rate-limit.ts';
import type { SessionManager } from './session.ts';

export interface AppContext {
  config: AppConfig;
  handle: DbHandle;
  /** The primary: writes and reads that must see them. */
  db: Database;
  /** A replica when configured: catalogue and content reads. */
  readDb: Database;
  sessions: SessionManager;
  loginLimiter: LoginLimiter;
}

/** Only the primary: for services that write, or read what must not lag behind a write. */
export type DbContext = Pick<AppContext, 'db'>;
