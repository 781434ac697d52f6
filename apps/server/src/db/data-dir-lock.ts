/**
 * The embedded database is one process's: PGlite keeps its pages in memory and writes them back as
 * it pleases, so a second process on the same directory works on a copy and one of the two loses
 * its writes. A lock file beside the directory, holding the owner's pid, makes the second opener
 * refuse instead. A lock left by a process that died (kill -9, power loss) is taken over.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from 'node:fs';
import { resolve } from 'node:path';

export class DataDirLockedError extends Error {
  constructor(
    readonly lockFile: string,
    readonly holderPid: number,
  ) {
    super(
      `嵌入式数据库正被另一个进程（pid ${holderPid}）使用，本进程不能同时打开。\n` +
        `The embedded database is held by another process (pid ${holderPid}); it cannot be opened twice.\n` +
        `If no process ${holderPid} of this store is running, delete ${lockFile} and retry.`,
    );
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  readonly file: string;
  release(): void;
}

/** True while `pid` names a live process (EPERM: alive, only not ours to signal). */
export function isProcessAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function holderOf(file: string): number | undefined {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, 'wx', 0o600);
    try {
      writeSync(fd, `${process.pid}\n`);
    } finally {
      closeSync(fd);
    }
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  }
}

function tryLock(file: string): DataDirLock | number {
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file)) {
      let held = true;
      const release = () => {
        if (!held) return;
        held = false;
        process.off('exit', release);
        // Only our own lock: never one a later owner wrote after ours was taken over.
        if (holderOf(file) === process.pid) rmSync(file, { force: true });
      };
      process.on('exit', release);
      return { file, release };
    }
    const holder = holderOf(file);
    // A file still being written reads empty: treat it as held rather than stale.
    if (holder === undefined) return 0;
    if (holder === process.pid || isProcessAlive(holder)) return holder;
    rmSync(file, { force: true });
  }
  return holderOf(file) ?? 0;
}

/**
 * Takes the lock of the data directory `dataDir` (the file `${dataDir}.lock`), waiting up to
 * `waitMs` for a live holder to let go (a restarting server's predecessor still closing).
 */
export async function lockDataDir(dataDir: string, waitMs = 0): Promise<DataDirLock> {
  const file = `${resolve(dataDir)}.lock`;
  const deadline = Date.now() + waitMs;
  for (;;) {
    const outcome = tryLock(file);
    if (typeof outcome !== 'number') return outcome;
    if (Date.now() >= deadline) throw new DataDirLockedError(file, outcome);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
