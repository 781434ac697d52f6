// The home page's initial JavaScript (entry + modulepreloaded chunks), gzipped. Budget 200 KB.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const dist = resolve(import.meta.dirname, '../apps/web/dist');

export const INITIAL_JS_BUDGET_KB = 200;

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
