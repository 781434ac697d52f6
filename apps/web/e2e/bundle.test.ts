/**
 * The weight budget of DESIGN §3: the home page's initial JavaScript (the entry and every chunk
 * index.html preloads) stays within 200 KB gzipped, and antd is not part of it.
 */
import { describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_KB, initialScripts } from '../../../bench/bundle-size.ts';

describe('home page weight', () => {
  it('keeps the initial JavaScript within budget and free of antd', () => {
    const scripts = initialScripts();
    expect(scripts.length).toBeGreaterThan(0);
    for (const { file, code } of scripts) {
      expect(file).not.toMatch(/antd/i);
      // antd's components register their class prefix through this token; none may load up front.
      expect(code.toString('utf8')).not.toContain('ant-btn');
    }
    const kb = scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1024;
    console.info(`home page initial JS: ${kb.toFixed(1)} KB gzipped in ${scripts.length} files`);
    expect(kb).toBeLessThanOrEqual(INITIAL_JS_BUDGET_KB);
  });
});
