// `npm run bench`: builds, then runs every benchmark and compares it with its budget.
import { execSync } from 'node:child_process';
import { bundleSize } from './bundle-size.ts';
import { coldStart } from './cold-start.ts';
import { homePage, printHomeRows } from './home.ts';
import { pageShifts } from './pages.ts';

execSync('npm run build', { stdio: 'inherit' });
let failed = false;
for (const row of bundleSize()) {
  const ok = row.kb <= row.budget;
  failed ||= !ok;
  console.log(`${ok ? 'ok  ' : 'OVER'} ${row.name}: ${row.kb.toFixed(1)} KB (budget ${row.budget} KB)`);
}
for (const row of await coldStart()) {
  const ok = row.ms <= row.budget;
  failed ||= !ok;
  console.log(
    `${ok ? 'ok  ' : 'OVER'} ${row.name}: ${(row.ms / 1000).toFixed(2)} s (budget ${row.budget / 1000} s)`,
  );
}
failed = !printHomeRows(await homePage()) || failed;
failed = !printHomeRows(await pageShifts()) || failed;
process.exit(failed ? 1 : 0);
