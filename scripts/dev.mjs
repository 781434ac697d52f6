// `npm run dev`: the API with reload on change (tsx watch) and the Vite dev server with hot reload,
// proxying /api and /media to the API. Ctrl+C stops both. API_PORT (3000) and WEB_PORT (5173) move them.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const bin = (path) => fileURLToPath(new URL(`../node_modules/${path}`, import.meta.url));
const apiPort = process.env.API_PORT ?? '3000';
const webPort = process.env.WEB_PORT ?? '5173';

// Node runs the tools' own entry files: no npx in between that could swallow a signal.
const children = [
  spawn(process.execPath, [bin('tsx/dist/cli.mjs'), 'watch', 'apps/server/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Development starts on the demo data, pays through the sandbox cashier and reads SMS codes in
    // the log, as the demo does.
    env: {
      ...process.env,
      PORT: apiPort,
      DEMO_DATA: process.env.DEMO_DATA ?? 'true',
      PAY_SANDBOX: process.env.PAY_SANDBOX ?? 'true',
      SMS_OUTBOX: process.env.SMS_OUTBOX ?? 'true',
    },
  }),
  spawn(
    process.execPath,
    [bin('vite/bin/vite.js'), '--config', 'apps/web/vite.config.ts', '--port', webPort, '--strictPort'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, API_PORT: apiPort } },
  ),
];

// The first child to end (or a signal) ends the other; the script exits once both are gone, with
// the first failure's code, so a crashed API is not reported as a clean stop.
let stopping = false;
let exitCode = 0;
let running = children.length;
function stop(code = 0) {
  exitCode ||= code;
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(exitCode || 1), 10_000).unref();
}
for (const child of children) {
  child.on('exit', (code) => {
    running -= 1;
    stop(code ?? 0);
    if (running === 0) process.exit(exitCode);
  });
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
