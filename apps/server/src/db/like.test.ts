import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { containsPattern, escapeLike } from './like.ts';

const src = join(dirname(fileURLToPath(import.meta.url)), '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return name.endsWith('.ts') && !name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('LIKE patterns', () => {
  it('escapes the metacharacters so the text matches itself', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(escapeLike(`%_'";--\\`)).toBe(`\\%\\_'";--\\\\`);
    expect(escapeLike('阿莫西林')).toBe('阿莫西林');
  });

  it('wraps the escaped text for a contains match', () => {
    expect(containsPattern('5%')).toBe('%5\\%%');
    expect(containsPattern('')).toBe('%%');
  });

  it('is the one place the server escapes LIKE text', () => {
    const escaping = /replace\(\/\[[^\]]*%[^\]]*_[^\]]*\]\/g/;
    const elsewhere = sourceFiles(src)
      .filter((file) => !file.endsWith('db/like.ts') && escaping.test(readFileSync(file, 'utf8')))
      .map((file) => relative(src, file));
    expect(elsewhere, `use db/like.ts in: ${elsewhere.join(', ')}`).toEqual([]);
  });
});
