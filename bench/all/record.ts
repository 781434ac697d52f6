/**
 * The budgets, the failures that make a run exit non-zero, and the record itself, written as
 * Markdown with its number formats.
 */
import { cpuText } from './cpu.ts';
import { BUDGET, BUDGET_SCALE, BUYERS, type Row, type Target } from './model.ts';

interface Verdict {
  name: string;
  ok: boolean;
  text: string;
}

function budgets(target: Target): Verdict[] {
  const bare = target.rows.find((r) => r.kind === 'bare')?.rps ?? Number.NaN;
  const v: Verdict[] = [];
  for (const r of target.rows) {
    if (r.kind === 'search')
      v.push({
        name: r.name,
        ok: r.p95 <= BUDGET.searchP95,
        text: `p95 ${r.p95.toFixed(1)} ≤ ${BUDGET.searchP95} ms`,
      });
    if (r.kind === 'list')
      v.push({
        name: r.name,
        ok: r.rps / bare >= BUDGET.listRatio,
        text: `${((100 * r.rps) / bare).toFixed(0)} % ≥ ${BUDGET.listRatio * 100} % of bare`,
      });
    if (r.kind === 'cart-list')
      v.push({
        name: r.name,
        ok: r.p95 <= BUDGET.cartListP95,
        text: `p95 ${r.p95.toFixed(1)} ≤ ${BUDGET.cartListP95} ms`,
      });
    if (r.kind === 'checkout')
      v.push({
        name: r.name,
        ok: r.p95 <= BUDGET.checkoutP95 && r.errors === 0,
        text: `p95 ${r.p95.toFixed(1)} ≤ ${BUDGET.checkoutP95} ms, ${r.errors} errors`,
      });
  }
  return v;
}

/** Errors and checks count at every scale; the latency budgets at 200k offers on PostgreSQL. */
export function failures(target: Target, budgetTarget: Target | undefined): string[] {
  const out: string[] = [];
  for (const r of target.rows) {
    if (r.errors > 0) out.push(`${target.label}: ${r.name} had ${r.errors} errors`);
    if (r.checkOk === false) out.push(`${target.label}: ${r.name}: ${r.check}`);
  }
  for (const t of target.two ?? [])
    if (t.errors > 0) out.push(`${target.label}: two processes, ${t.name} had ${t.errors} errors`);
  if (target.soak && !target.soak.ok) out.push(`${target.label}: soak: ${target.soak.verdict}`);
  if (target === budgetTarget)
    for (const b of budgets(target))
      if (!b.ok) out.push(`${target.label}: ${b.name} over budget (${b.text})`);
  return out;
}

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : '–');
const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : '–');

export function markdown(
  targets: Target[],
  budgetTarget: Target | undefined,
  meta: Record<string, string>,
  failed: string[],
): string {
  const lines: string[] = [
    '# Benchmarks',
    '',
    'Written by `npm run bench:all` (`bench/all.ts`); do not edit by hand, run it again. Every call is loaded',
    'in the same run as the bare route (one indexed query in the same process), so the “% of bare” column',
    'compares like with like on the machine of the day. Latencies are milliseconds measured by the client',
    'on loopback; RSS is the API process after the call was loaded. “first” is the first, uncached request of',
    'a call (the catalogue caches searches and lists for a short while, as a running store would have them warm);',
    'then 50 requests warm the call, its code as well as its caches, and the load after them cycles through 50',
    'pages or 500 goods where the call allows.',
    '',
    `- Machine: ${meta.machine}`,
    `- Run: ${meta.run}`,
    `- Load average at start ${meta.loadStart}, at end ${meta.loadEnd}${meta.note ? ` — ${meta.note}` : ''}`,
    `- Start-up of the built server (\`node apps/server/dist/server.js\`, embedded database, ${meta.coldStart})`,
    '',
    '## Budgets',
    '',
    `Checked at ${BUDGET_SCALE.toLocaleString('en')} offers on PostgreSQL: search and suggestions p95 ≤ ${BUDGET.searchP95} ms at one`,
    `connection; goods list, as a guest and as a trading member, ≥ ${BUDGET.listRatio * 100} % of the bare route's throughput; cart list (200 lines) p95 ≤ ${BUDGET.cartListP95} ms;`,
    `checkout p95 ≤ ${BUDGET.checkoutP95} ms with ${BUYERS} buyers at once and no errors. At every scale: no errors, the shared`,
    'cart ends with every accepted add, and the soak shows no errors and no growth of the live heap.',
    '',
  ];
  if (budgetTarget) {
    lines.push(`| budget (${budgetTarget.label}) | measured | verdict |`, '|---|---|---|');
    for (const b of budgets(budgetTarget))
      lines.push(`| ${b.name} | ${b.text} | ${b.ok ? 'ok' : '**OVER**'} |`);
  } else
    lines.push(
      `No PostgreSQL run at ${BUDGET_SCALE.toLocaleString('en')} offers in this record: the budgets were not checked.`,
    );
  lines.push(
    '',
    failed.length
      ? `**Failures:** ${failed.join('; ')}`
      : `Verdict: every check passed${budgetTarget ? '' : ' (no errors, shared cart and soak; the budgets were not checked)'}.`,
    '',
  );
  for (const t of targets) {
    const bare = t.rows.find((r) => r.kind === 'bare')?.rps ?? Number.NaN;
    lines.push(
      `## ${t.label}`,
      '',
      `Seeded and onboarded in ${t.seedS.toFixed(0)} s; the API process answered ${f0(t.startupMs)} ms after it was started (source through tsx, database already prepared).`,
      '',
      '| call | connections | req/s | % of bare | p50 | p95 | p99 | first | errors | RSS MB | check |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const r of t.rows)
      lines.push(
        `| ${r.name} | ${r.connections} | ${f0(r.rps)} | ${f0((100 * r.rps) / bare)} % | ${f1(r.p50)} | ${f1(r.p95)} | ${f1(r.p99)} | ${f1(r.cold)} | ${r.errors} | ${f0(r.rss)} | ${r.check ? `${r.checkOk ? 'ok' : '**FAILED**'}: ${r.check}` : ''} |`,
      );
    for (const r of t.rows.filter((row) => row.cpu))
      lines.push('', `CPU per call of ${r.name}: ${cpuText(r.cpu as NonNullable<Row['cpu']>)}.`);
    if (t.two) {
      lines.push(
        '',
        'Two API processes on the same PostgreSQL and Redis:',
        '',
        '| call | one process req/s | two processes req/s | p95 one | p95 two | errors | RSS MB |',
        '|---|---:|---:|---:|---:|---:|---|',
      );
      for (const x of t.two)
        lines.push(
          `| ${x.name} | ${f0(x.one)} | ${f0(x.two)} | ${f1(x.p95One)} | ${f1(x.p95Two)} | ${x.errors} | ${x.rss} |`,
        );
    } else if (t.engine === 'pglite')
      lines.push('', 'The embedded database is one process by design: no two-process run.');
    if (t.soak) {
      lines.push(
        '',
        `Soak, ${t.soak.minutes} min of mixed traffic (browse 70 %, cart 20 %, checkout 10 %)${t.soak.vacuumed ? '; this server runs with autovacuum off, so the soak ran `VACUUM (ANALYZE)` on the tables it churns at the end of each minute, as autovacuum would' : ''}:`,
        '',
        '| minute | calls | p95 ms | errors | RSS MB | heap after GC MB |',
        '|---:|---:|---:|---:|---:|---:|',
      );
      for (const m of t.soak.perMinute)
        lines.push(
          `| ${m.minute} | ${m.requests} | ${f1(m.p95)} | ${m.errors} | ${f0(m.rss)} | ${f0(m.heap)} |`,
        );
      lines.push('', `${t.soak.ok ? 'ok' : '**FAILED**'}: ${t.soak.verdict}.`);
    }
    lines.push('');
  }
  return lines.join('\n');
}
