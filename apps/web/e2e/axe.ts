/**
 * axe-core in the browser tests: its source is injected into the page under test and run there, and
 * the critical and serious violations come back, each with the elements it found, for a test to print
 * and fail on.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  nodes: { target: string; summary: string }[];
}

/** The critical and serious violations axe finds on the page as it is now. */
export async function seriousViolations(page: Page): Promise<AxeViolation[]> {
  // Evaluated through the devtools protocol, which the page's Content-Security-Policy does not block.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  return page.evaluate(async () => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is the injected global
    const axe = (window as any).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return (
      result.violations as {
        id: string;
        impact: string;
        help: string;
        nodes: { target: unknown[]; failureSummary?: string }[];
      }[]
    )
      .filter((v) => v.impact === 'critical' || v.impact === 'serious')
      .map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        nodes: v.nodes.map((n) => ({
          target: n.target.map(String).join(' '),
          summary: (n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 300),
        })),
      }));
  });
}

/** The violations as lines a failing test prints: rule, impact, count, and the first elements. */
export function describeViolations(violations: AxeViolation[], perRule = 8): string {
  return violations
    .map(
      (v) =>
        `${v.impact} ${v.id} (${v.nodes.length}): ${v.help}\n` +
        v.nodes
          .slice(0, perRule)
          .map((n) => `    ${n.target} — ${n.summary}`)
          .join('\n'),
    )
    .join('\n');
}
