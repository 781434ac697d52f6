import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { skipReason, useBrowser } from './harness.ts';

describe.skipIf(Boolean(skipReason))('添加到桌面', () => {
  const { context } = useBrowser();

  it('links an installable web app manifest whose icons load', async () => {
    const { page, errors } = await openPage(context());
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const manifest = await page.evaluate(async (url) => (await fetch(url)).json(), href as string);
    expect(manifest).toMatchObject({ name: '康源医药商城', start_url: '/', display: 'standalone' });
    const sizes = (manifest.icons as { sizes: string }[]).map((icon) => icon.sizes);
    expect(sizes).toEqual(expect.arrayContaining(['192x192', '512x512']));
    for (const icon of manifest.icons as { src: string; type: string }[]) {
      const { status, type } = await page.evaluate(async (src) => {
        const res = await fetch(src);
        return { status: res.status, type: res.headers.get('content-type') ?? '' };
      }, icon.src);
      expect(status, icon.src).toBe(200);
      expect(type, icon.src).toContain(icon.type);
    }
    expect(errors).toEqual([]);
  });

  it('downloads a desktop shortcut to the home page where the browser offers no install', async () => {
    const { page } = await openPage(context());
    await page.goto('/help');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '添加到桌面' }).click(),
    ]);
    // The test browser runs on Linux: a .desktop link.
    expect(download.suggestedFilename()).toBe('康源医药商城.desktop');
    const path = await download.path();
    const content = await readFile(path, 'utf8');
    expect(content).toContain('Type=Link');
    expect(content).toContain(`URL=${new URL('/', page.url()).href}`);
    await page.getByText('已下载快捷方式「康源医药商城.desktop」').waitFor();
  });

  it('shows the mini-program QR on hovering 手机商城 and hides it after', async () => {
    const { page } = await openPage(context());
    await page.goto('/help');
    const qr = page.getByAltText('小程序码');
    await qr.waitFor({ state: 'attached' });
    expect(await qr.isVisible()).toBe(false);
    await page.getByRole('button', { name: '手机商城' }).hover();
    await qr.waitFor({ state: 'visible' });
    // The image loads lazily once shown: wait for it to decode rather than read it mid-load.
    await expect
      .poll(() => qr.evaluate((img) => (img as HTMLImageElement).naturalWidth), { timeout: 5_000 })
      .toBeGreaterThan(0);
    await page.getByRole('heading', { name: '帮助中心', level: 1 }).hover();
    await qr.waitFor({ state: 'hidden' });
  });
});
