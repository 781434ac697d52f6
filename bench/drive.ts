// Load for `npm run bench:all` that autocannon cannot give: calls whose bodies must be read (the
// envelope's code, the order placed), or whose workers each act for their own buyer. Plain
// node:http over keep-alive connections (the global fetch cost the load client about 0.9 ms of CPU
// a call, taken from the two cores the server under test runs on); latencies per call, errors
// counted from the envelope.
import { readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import type { Measured } from './harness.ts';

export interface Session {
  cookie: string;
  xsrf: string;
}

export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

const agent = new Agent({ keepAlive: true });

/** One HTTP exchange: the status and the body as text. */
function exchange(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: string | null,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body ?? undefined);
  });
}

/** One call as a member: JSON in, the envelope out (never throws on a refusal). */
export async function call<T = unknown>(
  base: string,
  session: Session | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<Envelope<T>> {
  const headers: Record<string, string> = session
    ? { cookie: session.cookie, 'x-xsrf-token': session.xsrf }
    : {};
  const payload = body === undefined ? null : JSON.stringify(body);
  if (payload !== null) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  const { status, text } = await exchange(base + path, method, headers, payload);
  try {
    return JSON.parse(text) as Envelope<T>;
  } catch {
    return { code: -status, msg: text.slice(0, 200), data: undefined as T };
  }
}

/** Like call, but a refusal is an error. */
export async function must<T = unknown>(
  base: string,
  session: Session | null,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<T> {
  const env = await call<T>(base, session, method, path, body);
  if (env.code !== 10000) throw new Error(`${method} ${path}: ${env.code} ${env.msg}`);
  return env.data;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/** Timed outcomes of calls made by concurrent workers. */
export class Tally {
  latencies: number[] = [];
  errors = 0;
  firstError = '';
  ok = 0;

  async time(work: () => Promise<Envelope>): Promise<boolean> {
    const started = performance.now();
    let env: Envelope;
    try {
      env = await work();
    } catch (error) {
      env = { code: -1, msg: String(error), data: null };
    }
    this.latencies.push(performance.now() - started);
    if (env.code === 10000) {
      this.ok++;
      return true;
    }
    this.errors++;
    this.firstError ||= `${env.code} ${env.msg}`;
    return false;
  }

  result(elapsedMs: number): Measured & { count: number } {
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return {
      rps: (sorted.length / elapsedMs) * 1000,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      cold: sorted.length ? (this.latencies[0] as number) : Number.NaN,
      errors: this.errors,
      count: sorted.length,
    };
  }
}

/** `workers` loops, each calling `step(worker)` until `durationMs` has passed or it returns false. */
export async function drive(
  workers: number,
  durationMs: number,
  step: (worker: number) => Promise<boolean | undefined>,
): Promise<number> {
  const started = performance.now();
  const until = started + durationMs;
  await Promise.all(
    Array.from({ length: workers }, async (_, w) => {
      while (performance.now() < until) if ((await step(w)) === false) return;
    }),
  );
  return performance.now() - started;
}

/** Resident set size of a process on Linux, in MB. */
export function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

/** Least-squares slope of y over x. */
export function slope(points: readonly [x: number, y: number][]): number {
  const n = points.length;
  if (n < 2) return Number.NaN;
  const mx = points.reduce((s, [x]) => s + x, 0) / n;
  const my = points.reduce((s, [, y]) => s + y, 0) / n;
  let num = 0;
  let den = 0;
  for (const [x, y] of points) {
    num += (x - mx) * (y - my);
    den += (x - mx) ** 2;
  }
  return den === 0 ? Number.NaN : num / den;
}
