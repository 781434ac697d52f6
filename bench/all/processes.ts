/**
 * The databases and processes of the performance record: creating and dropping a database and its
 * address, the API process's settings, starting and stopping that process, and its resident memory.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { rssMb } from '../drive.ts';
import { ADMIN_URL, admin, BARE_PATH } from '../harness.ts';
import { root } from './model.ts';

export { admin };

export function databaseUrl(name: string): string {
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

const SECRET = 'bench-secret-of-at-least-thirty-two-characters';

export function serverEnv(extra: Record<string, string>): Record<string, string> {
  return {
    SESSION_SECRET: SECRET,
    LOG_LEVEL: 'warn',
    WEB_DIST: 'bench-no-spa',
    JOBS_POLL_MS: '0',
    LOGIN_MAX_ATTEMPTS_PER_IP: '1000000',
    LOGIN_MAX_FAILURES_PER_ACCOUNT: '1000000',
    ...extra,
  };
}

export interface Server {
  child: ChildProcess;
  base: string;
  startupMs: number;
}

/** Extra options for the API process's node, e.g. `--cpu-prof --cpu-prof-dir=prof` to profile it. */
const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

let nextPort = 4100 + (process.pid % 500);

/** An API process on `env`, from the code of `tree` (this checkout unless told otherwise). */
export async function startServer(env: Record<string, string>, tree = root): Promise<Server> {
  const port = nextPort++;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [...nodeArgs, '--expose-gc', '--import', 'tsx', join(tree, 'bench/serve.ts')],
    {
      cwd: tree,
      env: { ...process.env, ...serverEnv(env), PORT: String(port) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`bench server exited with ${child.exitCode}`);
    if (performance.now() - started > 120_000) throw new Error('bench server: no response within 120 s');
    try {
      const res = await fetch(`${base}${BARE_PATH}?id=1`);
      if (res.ok) return { child, base, startupMs: performance.now() - started };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

export async function stopServer(server: Server): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM');
  await exited;
}

export const rssOf = (server: Server) => rssMb(server.child.pid as number);
