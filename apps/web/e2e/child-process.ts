/** Helpers for the journeys that start a store of their own as a child process. */
import type { ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A port nothing listens on now, chosen by the system. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

/**
 * Asks the url until it answers below 500 (a proxy answers 5xx while the API behind it still migrates
 * and seeds). Fails when the child exits or the deadline passes, with `describe()` (the child's last
 * output, say) in the message.
 */
export async function fetchWhenUp(
  url: string,
  child: ChildProcess,
  deadline: number,
  describe: () => string = () => '',
): Promise<Response> {
  for (;;) {
    if (child.exitCode !== null)
      throw new Error(`the child process exited with ${child.exitCode}${describe()}`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(5000) });
      if (res.status < 500) return res;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer in time${describe()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
