/**
 * Every workspace declares only what it uses: a runtime dependency must be imported by the
 * workspace's own non-test code, a development dependency by its code, tests, scripts or config,
 * or be one of the command-line tools and type packages named below with what needs them.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');

/** Declared for a command or for types, never imported by name. */
const TOOLS: Record<string, string> = {
  '@biomejs/biome': 'npm run lint',
  typescript: 'npm run typecheck',
  tsx: 'npm run bench and the operator commands',
  '@types/node': 'Node types of the server, tools and tests',
  '@types/pg': 'types of pg',
  '@types/qs': 'types of qs',
  '@types/react': 'types of react',
  '@types/react-dom': 'types of react-dom',
  '@types/autocannon': 'types of autocannon (bench)',
  '@types/pdfkit': 'types of pdfkit',
  '@types/yauzl': 'types of yauzl',
  'axe-core': 'its source is read by path and injected into pages by the accessibility browser tests',
};

interface Workspace {
  dir: string;
  /** folders (or files) whose code may import the workspace's dependencies */
  code: string[];
}

const WORKSPACES: Workspace[] = [
  { dir: 'apps/server', code: ['apps/server/src', 'apps/server/test', 'apps/server/build.mjs'] },
  { dir: 'apps/web', code: ['apps/web/src', 'apps/web/e2e', 'apps/web/vite.config.ts'] },
  { dir: 'packages/shared', code: ['packages/shared/src'] },
  {
    dir: '.',
    code: [
      'vitest.config.ts',
      'bench',
      'scripts',
      'apps/web/e2e',
      'apps/web/vite.config.ts',
      'apps/server/build.mjs',
    ],
  },
];

const SOURCE = /\.(ts|tsx|mjs|js)$/;
const isTest = (file: string) => /\.test\.tsx?$/.test(file) || /\/(e2e|test)\//.test(file);

function filesUnder(path: string): string[] {
  const full = join(root, path);
  if (!statSync(full, { throwIfNoEntry: false })) return [];
  if (statSync(full).isFile()) return [full];
  return readdirSync(full, { recursive: true, encoding: 'utf8' })
    .map((name) => join(full, name))
    .filter((file) => SOURCE.test(file) && !file.includes('node_modules') && !file.includes('/dist/'));
}

/** Package names a file imports (static, dynamic, require, type-only alike). */
function importsOf(file: string): Set<string> {
  const text = readFileSync(file, 'utf8');
  const names = new Set<string>();
  const pattern = /(?:from\s+|import\s*\(\s*|require\(\s*|import\s+)['"]([^'".][^'"]*)['"]/g;
  for (const match of text.matchAll(pattern)) {
    const spec = match[1] as string;
    const parts = spec.split('/');
    names.add(spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string));
  }
  return names;
}

function manifest(dir: string): { dependencies: string[]; devDependencies: string[] } {
  const json = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
    dependencies?: Record<string, string>;
    devDependencies?: Record<string, string>;
  };
  return {
    dependencies: Object.keys(json.dependencies ?? {}),
    devDependencies: Object.keys(json.devDependencies ?? {}),
  };
}

describe('declared dependencies', () => {
  for (const workspace of WORKSPACES) {
    it(`${workspace.dir}: runtime dependencies are imported by its code, the others by code, tests or tools`, () => {
      const files = workspace.code.flatMap(filesUnder);
      const runtime = new Set<string>();
      const any = new Set<string>();
      for (const file of files) {
        for (const name of importsOf(file)) {
          any.add(name);
          if (!isTest(relative(root, file))) runtime.add(name);
        }
      }
      const { dependencies, devDependencies } = manifest(workspace.dir);
      expect(dependencies.filter((name) => !runtime.has(name))).toEqual([]);
      expect(devDependencies.filter((name) => !any.has(name) && !(name in TOOLS))).toEqual([]);
    });
  }

  it('pins every version exactly', () => {
    for (const workspace of WORKSPACES) {
      const json = JSON.parse(readFileSync(join(root, workspace.dir, 'package.json'), 'utf8')) as Record<
        string,
        Record<string, string> | undefined
      >;
      for (const [name, version] of Object.entries({ ...json.dependencies, ...json.devDependencies }))
        expect(version, `${workspace.dir} ${name}`).toMatch(/^\d+\.\d+\.\d+$/);
    }
  });
});
