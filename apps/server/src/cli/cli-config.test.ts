/**
 * The command-line tools read the store's settings as the server does, through loadConfig: one
 * schema, one set of defaults, and a bad setting refused with the same list of problems before
 * anything is opened.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const root = join(src, '../../..');

const CLI_FILES = [
  ...readdirSync(join(src, 'cli'))
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => join(src, 'cli', f)),
  join(src, 'seed/cli.ts'),
];

/** The settings loadConfig knows, read from its schema's keys. */
const SETTINGS = [...readFileSync(join(src, 'config.ts'), 'utf8').matchAll(/^ {2}([A-Z][A-Z0-9_]+):/gm)].map(
  (m) => m[1]!,
);

describe('command-line tools', () => {
  it('read no store setting from the environment but through loadConfig', () => {
    expect(SETTINGS).toEqual(expect.arrayContaining(['DATA_DIR', 'DATABASE_URL', 'SEED_SIZE']));
    for (const file of CLI_FILES) {
      const text = readFileSync(file, 'utf8');
      const read = [...text.matchAll(/process\.env(?:\.([A-Z0-9_]+)|\[['"]([A-Z0-9_]+)['"]\])/g)]
        .map((m) => m[1] ?? m[2])
        .filter((name) => SETTINGS.includes(name!));
      expect({ file, read }).toEqual({ file, read: [] });
    }
  });

  describe('the seed command', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mall-seed-cli-'));
    afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

    function runSeed(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
      const base = Object.fromEntries(
        Object.entries(process.env).filter(([name]) => !SETTINGS.includes(name)),
      ) as Record<string, string>;
      return new Promise((resolve, reject) => {
        const child = spawn(process.execPath, ['--import', 'tsx', join(src, 'seed/cli.ts')], {
          cwd: root,
          env: { ...base, ...env },
        });
        let stderr = '';
        child.stderr.on('data', (chunk: Buffer) => {
          stderr += chunk.toString();
        });
        child.on('error', reject);
        child.on('close', (code) => resolve({ code, stderr }));
      });
    }

    it('refuses a database URL the server would refuse, before opening anything', async () => {
      const { code, stderr } = await runSeed({ DATABASE_URL: 'mysql://localhost/mall', DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr).toContain('Invalid configuration');
      expect(stderr).toContain('DATABASE_URL: must be a postgres:// or postgresql:// URL');
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    });

    it('refuses a seed size that is not a positive whole number, as the server does', async () => {
      const { code, stderr } = await runSeed({ SEED_SIZE: '0', DATA_DIR: dataDir });
      expect(code).toBe(1);
      expect(stderr).toContain('Invalid configuration');
      expect(stderr).toContain('SEED_SIZE');
      expect(existsSync(join(dataDir, 'pglite'))).toBe(false);
    });
  });
});
