// Time from `node apps/server/dist/server.js` to the first successful response, on an empty data
// directory (migrate + seed the demo's SEED_SIZE offers, DEMO_DATA=true) and again on the seeded one.
// Run `npm run build` first.
// Budgets: empty start ≤ 30 s with the default 3,000 offers, seeded start ≤ 5 s.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const BUDGET_EMPTY_MS = 30_000;
const BUDGET_SEEDED_MS = 5_000;

async function startOnce(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DEMO_DATA: 'true',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
      if (performance.now() - started > 120_000) throw new Error('no response within 120 s');
      try {
        const res = await fetch(`http://127.0.0.1:${port}/`);
        if (res.ok) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

export async function coldStart() {
  const dataDir = mkdtempSync(join(tmpdir(), 'mall-bench-'));
  try {
    const empty = await startOnce(dataDir, 3901);
    const seeded = await startOnce(dataDir, 3902);
    return [
      { name: 'start on an empty database to first response', ms: empty, budget: BUDGET_EMPTY_MS },
      { name: 'start on the seeded database to first response', ms: seeded, budget: BUDGET_SEEDED_MS },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
