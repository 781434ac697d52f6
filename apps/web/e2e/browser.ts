/** Debian's Chromium driven by playwright-core; no browser download ever happens. */
import { existsSync } from 'node:fs';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function chromiumMissingMessage(): string {
  return (
    `Browser tests need Chromium at ${CHROMIUM_PATH} with CJK fonts. Install them with ` +
    '`apt-get update && apt-get install -y chromium fonts-noto-cjk` (or set CHROMIUM_PATH). ' +
    'Skipping the browser tests.'
  );
}

export function hasChromium(): boolean {
  return existsSync(CHROMIUM_PATH);
}

export async function launch(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A page that records console errors and failed page errors so a test can assert there are none. */
export async function openPage(context: BrowserContext): Promise<{ page: Page; errors: string[] }> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  page.on('pageerror', (err) => errors.push(err.message));
  return { page, errors };
}
