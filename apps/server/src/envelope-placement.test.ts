/**
 * Only routes build the response envelope (`ok(…)`, DESIGN §5): a service returns data and knows
 * nothing of HTTP answers, so it can be called from a route, a job or a command alike. No
 * `*.service.ts` under modules/ imports http/envelope.ts or its serialized form.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const ENVELOPE_FILES = ['http/envelope.ts', 'http/serialized-envelope.ts'];

function servicesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return servicesUnder(path);
    return name.endsWith('.service.ts') ? [path] : [];
  });
}

/** Relative import targets (static, `export … from`, dynamic), as paths under src/. */
export function importTargets(file: string, text: string): string[] {
  const pattern = /(?:\bfrom\s*|\bimport\s*\(\s*|^\s*import\s+)['"](\.{1,2}\/[^'"]+)['"]/gm;
  return [...text.matchAll(pattern)].map((m) =>
    relative(src, resolve(dirname(file), m[1] as string))
      .split(/[\\/]/)
      .join('/'),
  );
}

describe('where the envelope is built', () => {
  it('reads the imports it checks', () => {
    const route = join(src, 'modules/goods/goods.routes.ts');
    expect(importTargets(route, readFileSync(route, 'utf8'))).toContain('http/envelope.ts');
    const service = join(src, 'modules/x/x.service.ts');
    expect(importTargets(service, "import { ok } from '../../http/envelope.ts';")).toEqual([
      'http/envelope.ts',
    ]);
  });

  it('no service imports the envelope', () => {
    const services = servicesUnder(join(src, 'modules'));
    expect(services.length).toBeGreaterThan(0);
    const offending = services.flatMap((file) =>
      importTargets(file, readFileSync(file, 'utf8'))
        .filter((target) => ENVELOPE_FILES.includes(target))
        .map((target) => `${relative(src, file)} → ${target}`),
    );
    expect(offending, 'build the envelope in the route: ok(await service(…))').toEqual([]);
  });

  it('no service writes an envelope by hand from the shared codes', () => {
    const handMade = `${/\bEnvelope\s*</.source}|${/\bcode:\s*Code\./.source}`;
    const offending = servicesUnder(join(src, 'modules'))
      .filter((file) => new RegExp(handMade).test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(offending, 'return data (and any warning) and let the route answer').toEqual([]);
  });
});
