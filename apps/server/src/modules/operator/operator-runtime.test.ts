/** The operator runtime file: written for the owner only, also where DATA_DIR does not exist yet. */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { operatorRuntimePath, readOperatorRuntime, writeOperatorRuntime } from './operator-runtime.ts';

let root: string | undefined;
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
});

describe('operator runtime file', () => {
  it('makes a missing DATA_DIR (a store on PostgreSQL) and writes the file for the owner only', () => {
    root = mkdtempSync(join(tmpdir(), 'mall-runtime-'));
    const dataDir = join(root, 'not', 'yet');
    const runtime = { pid: process.pid, url: 'http://127.0.0.1:3000', token: 't'.repeat(32) };
    writeOperatorRuntime(dataDir, runtime);
    expect(readOperatorRuntime(dataDir)).toEqual(runtime);
    expect(statSync(operatorRuntimePath(dataDir)).mode & 0o777).toBe(0o600);
  });
});
