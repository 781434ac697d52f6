/**
 * How the operator commands find the running store: on listen the store writes its pid, its
 * loopback address and the operator token into DATA_DIR/operator-api.json, readable by the owner
 * only (the token is a key to the operator API), and removes the file when it stops. A file left
 * by a store that was killed names a dead pid and is ignored.
 */
import { chmodSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const OPERATOR_RUNTIME_FILE = 'operator-api.json';

export interface OperatorRuntime {
  pid: number;
  /** Where this machine reaches the store, e.g. http://127.0.0.1:3000 */
  url: string;
  token: string;
}

export const operatorRuntimePath = (dataDir: string): string => join(dataDir, OPERATOR_RUNTIME_FILE);

/** A wildcard listen address is reached through loopback; a named one as it is. */
export function localUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '' ? '127.0.0.1' : host === '::' ? '::1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

export function writeOperatorRuntime(dataDir: string, runtime: OperatorRuntime): void {
  // On PostgreSQL nothing else may have made DATA_DIR yet (the embedded database makes it).
  mkdirSync(dataDir, { recursive: true });
  const file = operatorRuntimePath(dataDir);
  const partial = `${file}.${process.pid}.tmp`;
  // Written aside and renamed, so a reader never sees half a file.
  writeFileSync(partial, `${JSON.stringify(runtime)}\n`, { mode: 0o600 });
  chmodSync(partial, 0o600);
  renameSync(partial, file);
}

export function readOperatorRuntime(dataDir: string): OperatorRuntime | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(operatorRuntimePath(dataDir), 'utf8'));
  } catch {
    return undefined;
  }
  const r = parsed as Partial<OperatorRuntime> | null;
  if (!r || !Number.isSafeInteger(r.pid) || typeof r.url !== 'string' || typeof r.token !== 'string')
    return undefined;
  return { pid: r.pid as number, url: r.url, token: r.token };
}

/** Removes the file if it is still `pid`'s (another store on the same DATA_DIR may have replaced it). */
export function removeOperatorRuntime(dataDir: string, pid: number): void {
  if (readOperatorRuntime(dataDir)?.pid === pid) rmSync(operatorRuntimePath(dataDir), { force: true });
}
