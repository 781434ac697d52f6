/**
 * The infrastructure sits below the modules: db/, http/ and infra/ import no business module, no demo
 * data and no command, so a module can use them without a loop back into itself. db/prepare.ts is
 * the one exception: it brings a database up to date at start (migrations, the demo store, the
 * search spellings) and so calls into what it prepares.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = dirname(fileURLToPath(import.meta.url));
const LOWER = ['db', 'http', 'infra'];
const ABOVE = ['modules', 'seed', 'cli'];
const EXCEPTIONS = new Set(['db/prepare.ts']);

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return filesUnder(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

const importsOf = (file: string): string[] =>
  [...readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)].map((m) =>
    relative(src, resolve(dirname(file), m[1]!)),
  );

describe('layers', () => {
  it('finds the relative imports it checks', () => {
    expect(importsOf(join(src, 'http/uploads.ts'))).toContain('http/app-error.ts');
  });

  it('db/, http/ and infra/ import nothing from the modules, the seed or the commands', () => {
    const offending: string[] = [];
    for (const layer of LOWER) {
      for (const file of filesUnder(join(src, layer))) {
        const name = relative(src, file);
        if (EXCEPTIONS.has(name)) continue;
        for (const target of importsOf(file)) {
          if (ABOVE.some((top) => target.startsWith(`${top}/`))) offending.push(`${name} → ${target}`);
        }
      }
    }
    expect(offending).toEqual([]);
  });
});
