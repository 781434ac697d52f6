/**
 * China time has one source: @mall/shared/china-time in code and db/china-time.ts in SQL. A fixed
 * +8 hours, a session-zone date or a zone named in a query beside that one file would give the
 * right answer only until the process, the host or the database runs in another zone, so none may
 * come back into the server, its tests or the benchmarks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const SCANNED = ['apps/server/src', 'apps/server/test', 'bench'];
const SQL_HELPER = 'apps/server/src/db/china-time.ts';
const THIS_FILE = relative(root, fileURLToPath(import.meta.url));

interface Rule {
  why: string;
  pattern: RegExp;
  /** files where the pattern is the point */
  allowedIn?: string[];
}

const RULES: Rule[] = [
  { why: 'eight hours as arithmetic', pattern: /(?<![\d.])8\s*\*\s*(3_?600|60\s*\*\s*60)/ },
  { why: 'eight hours in seconds or milliseconds', pattern: /(?<![\d_])28_?800(?:_?000)?(?![\d_])/ },
  { why: 'a named China offset', pattern: /\b(CHINA|BEIJING|CST|SHANGHAI)_OFFSET/i },
  { why: 'eight hours as an SQL interval', pattern: /interval\s*'\s*\+?8\s*hours?\s*'/i },
  { why: 'a UTC+8 zone written as an offset', pattern: /\b(UTC|GMT)\s*\+\s*0?8\b|'\+08(:00)?'|Etc\/GMT-8/ },
  { why: 'the process zone read as an offset', pattern: /getTimezoneOffset/ },
  {
    why: "the database session's date instead of China's",
    pattern: /\bcurrent_date\b|\bnow\(\)\s*::\s*date\b|\blocaltimestamp\b|date_trunc\(\s*'day'/i,
  },
  {
    why: 'a zone named in SQL outside the one helper',
    pattern: /AT\s+TIME\s+ZONE/i,
    allowedIn: [SQL_HELPER],
  },
];

function sourceFiles(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (name === 'node_modules' || name === 'dist') return [];
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mts|mjs|js|sql)$/.test(name) ? [path] : [];
  });
}

/** The offending lines of `text` under `rule`, as `path:line  text`. */
function offences(path: string, text: string, rule: Rule): string[] {
  if (rule.allowedIn?.includes(path)) return [];
  return text
    .split('\n')
    .flatMap((line, i) => (rule.pattern.test(line) ? [`${path}:${i + 1}  ${line.trim()}`] : []));
}

const files = SCANNED.flatMap(sourceFiles).filter((path) => path !== THIS_FILE);

describe('China time in the server sources', () => {
  it('reads the sources it guards', () => {
    expect(files).toContain(SQL_HELPER);
    expect(files).toContain('apps/server/src/modules/order/order-number.ts');
    expect(files).toContain('bench/cart-buyers.ts');
    expect(files.length).toBeGreaterThan(200);
  });

  it.each(RULES)('has no $why', (rule) => {
    const found = files.flatMap((path) => offences(path, readFileSync(join(root, path), 'utf8'), rule));
    expect(found).toEqual([]);
  });

  // Each rule must catch the forms it was written for, or the test above proves nothing.
  it.each([
    ['const CHINA_OFFSET_MS = 8 * 3600_000;', 'eight hours as arithmetic'],
    ['new Date(t + 8 * 3_600_000)', 'eight hours as arithmetic'],
    ['const o = 8 * 60 * 60;', 'eight hours as arithmetic'],
    ['(now + 28800) / 86400', 'eight hours in seconds or milliseconds'],
    ['t + 28_800_000', 'eight hours in seconds or milliseconds'],
    ['const BEIJING_OFFSET = 480;', 'a named China offset'],
    ["o.created_at AT TIME ZONE 'UTC' + interval '8 hours'", 'eight hours as an SQL interval'],
    ["created_at AT TIME ZONE '+08'", 'a UTC+8 zone written as an offset'],
    ['// UTC+8', 'a UTC+8 zone written as an offset'],
    ['new Date().getTimezoneOffset()', 'the process zone read as an offset'],
    ['GREATEST(expires_on, CURRENT_DATE + 365)', "the database session's date instead of China's"],
    ['WHERE d = now()::date', "the database session's date instead of China's"],
    ["date_trunc('day', created_at)", "the database session's date instead of China's"],
    [
      "to_char(created_at AT TIME ZONE 'Asia/Shanghai', 'YYYY-MM-DD')",
      'a zone named in SQL outside the one helper',
    ],
  ])('catches %s', (line, why) => {
    const rule = RULES.find((r) => r.why === why) as Rule;
    expect(offences('apps/server/src/example.ts', line, rule)).toHaveLength(1);
  });

  it('lets ordinary numbers, hours and instants through', () => {
    for (const line of [
      'const DAY_MS = 86_400_000;',
      'new Date(tomorrow + 10 * HOUR_MS)',
      // A duration of eight hours (a parcel in transit) is not a zone.
      'after(shipAt, 8 * HOUR_MS)',
      "new Date('2026-11-22T00:00:00+08:00')",
      'expires_at: now + 18 * 3600',
      'LIMIT 288000',
    ]) {
      for (const rule of RULES) expect(offences('apps/server/src/example.ts', line, rule)).toEqual([]);
    }
  });
});
