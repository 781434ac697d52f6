/** One process at a time on an embedded data directory; a dead owner's lock is taken over. */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock.ts';

const root = mkdtempSync(join(tmpdir(), 'mall-lock-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** The pid of a process that has already ended. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']);
  return Number(child.stdout.toString());
}

describe('lockDataDir', () => {
  it('refuses a second holder, in this process too, until the first lets go', async () => {
    const dir = join(root, 'a');
    const lock = await lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    const refused = await lockDataDir(dir).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(DataDirLockedError);
    expect((refused as DataDirLockedError).holderPid).toBe(process.pid);
    lock.release();
    expect(existsSync(`${dir}.lock`)).toBe(false);
    (await lockDataDir(dir)).release();
  });

  it('waits for a holder that lets go within the wait', async () => {
    const dir = join(root, 'b');
    const first = await lockDataDir(dir);
    setTimeout(() => first.release(), 300);
    const second = await lockDataDir(dir, 5_000);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    second.release();
  });

  it('takes over the lock of a process that died without letting go', async () => {
    const dir = join(root, 'c');
    writeFileSync(`${dir}.lock`, `${deadPid()}\n`);
    const lock = await lockDataDir(dir);
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe(String(process.pid));
    lock.release();
  });

  it('never removes a lock that is no longer its own', async () => {
    const dir = join(root, 'd');
    const lock = await lockDataDir(dir);
    writeFileSync(`${dir}.lock`, '1\n');
    lock.release();
    expect(readFileSync(`${dir}.lock`, 'utf8').trim()).toBe('1');
  });
});
