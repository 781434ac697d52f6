// The home page's initial JavaScript (entry + modulepreloaded chunks), gzipped. Budget 200 KB. And
// the JavaScript a page actually loads in the browser (the scripts it fetched), gzipped from the build:
// login and the goods list ≤ 300 KB each, so a page using a few antd components pays for those only.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../apps/web/dist');

export const INITIAL_JS_BUDGET_KB = 200;

/** What a page may load in all (entry, chunks, its lazy page and the antd parts it uses), gzipped. */
export const PAGE_JS_BUDGETS_KB: Readonly<Record<string, number>> = {
  home: INITIAL_JS_BUDGET_KB,
  login: 300,
  list: 300,
};

/**
 * Runs in the page (a string, as the tools' TypeScript has no DOM): the URLs of the scripts it has
 * fetched so far.
 */
export const READ_SCRIPTS = `performance.getEntriesByType('resource').map((e) => e.name).filter((n) => /\\.m?js(\\?|$)/.test(n))`;

/** The gzipped size of the built files behind the script URLs a page fetched, in KB. */
export function loadedJsKb(urls: readonly string[]): number {
  let bytes = 0;
  for (const url of new Set(urls)) {
    const file = join(dist, new URL(url).pathname);
    if (existsSync(file)) bytes += gzipSync(readFileSync(file)).length;
  }
  return bytes / 1024;
}

/** The scripts a first visit loads before any lazy route: the entry and what index.html preloads. */
export function initialScripts(): { file: string; code: Buffer; gzipBytes: number }[] {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const srcs = [
    ...html.matchAll(/<script[^>]+src="([^"]+)"/g),
    ...html.matchAll(/rel="modulepreload"[^>]*href="([^"]+)"/g),
  ].map((m) => m[1] as string);
  return [...new Set(srcs)].map((src) => {
    const code = readFileSync(join(dist, src.replace(/^\//, '')));
    return { file: src, code, gzipBytes: gzipSync(code).length };
  });
}

export function bundleSize() {
  const kb = initialScripts().reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
  return [{ name: 'home page initial JS (gzip)', kb, budget: INITIAL_JS_BUDGET_KB }];
}
