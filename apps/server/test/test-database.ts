/**
 * The contract between the global setup (builds one migrated, seeded template) and each test
 * file (opens its own copy of it).
 */
export type TestDatabaseInfo =
  | { kind: 'pglite'; dumpFile: string }
  | { kind: 'postgres'; adminUrl: string; template: string };

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabase: TestDatabaseInfo;
  }
}

/** Size of the demo catalogue in the template: small enough to copy fast, big enough to page. */
export const TEST_SEED_SIZE = 300;

/** The same server, another database name. */
export function withDatabase(url: string, database: string): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  return u.toString();
}
