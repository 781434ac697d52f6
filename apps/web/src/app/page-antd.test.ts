/**
 * Each route entry says whether its page uses antd, and the router wraps only those pages in
 * AntdScope (the store's theme and Chinese locale). This walks every page's static imports in the
 * source and checks the flag: an antd page left unflagged would render with antd's default look and
 * English texts, a flagged page without antd would load antd for nothing.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pageRoutes } from './route-table';

const src = resolve(import.meta.dirname, '..');
const repoRoot = resolve(src, '../../..');

/** The module a lazy page loads: the one path in the loader's text (as written, or as compiled). */
function pageFile(page: () => unknown): string {
  const spec = /["']([^"']+)["']/.exec(String(page))?.[1];
  if (!spec) throw new Error(`no module in ${String(page)}`);
  if (spec.startsWith('@/')) return resolveFile(join(src, spec.slice(2)));
  return resolveFile(spec.startsWith('/apps/') ? join(repoRoot, spec) : spec);
}

function resolveFile(base: string): string {
  for (const candidate of [
    base,
    `${base}.tsx`,
    `${base}.ts`,
    join(base, 'index.tsx'),
    join(base, 'index.ts'),
  ]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate)) return candidate;
  }
  throw new Error(`cannot resolve ${base}`);
}

/** Static value imports and re-exports; `import type` and dynamic `import()` load nothing up front. */
const STATIC_IMPORT = /^(?:import|export)\s+(?!type\s)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;

function usesAntd(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file)) return false;
  seen.add(file);
  for (const [, spec = ''] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
    if (spec === 'antd' || spec.startsWith('antd/')) return true;
    if (/\.(css|svg|png|jpe?g)$/.test(spec)) continue;
    const local = spec.startsWith('@/')
      ? join(src, spec.slice(2))
      : spec.startsWith('.')
        ? join(dirname(file), spec)
        : null;
    if (local && usesAntd(resolveFile(local), seen)) return true;
  }
  return false;
}

describe('route entries', () => {
  const built = pageRoutes.filter((p) => p.page !== undefined);

  it('carry a lazy page for every page built so far', () => {
    expect(built.length).toBeGreaterThan(50);
  });

  it.each(built.map((p) => [p.path, p] as const))('%s says whether its page uses antd', (_path, route) => {
    if (!route.page) throw new Error('no page');
    expect(usesAntd(pageFile(route.page))).toBe(route.antd);
  });
});
