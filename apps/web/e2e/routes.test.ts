/**
 * Walks the one route table (its completeness against SPEC §2 is a unit test beside it): every page
 * opens in its chrome, with its title, without a console error.
 */
import { describe, expect, it } from 'vitest';
import { findRoute, type PageRoute, pageRoutes } from '../src/app/route-table.ts';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';
import { sample } from './route-walk.ts';

const SITE_NAME = '康源医药商城';

function expectedTitle(route: PageRoute): string {
  return route.title ? `${route.title} - ${SITE_NAME}` : SITE_NAME;
}

describe.skipIf(Boolean(skipReason))('the route table', () => {
  const { context } = useBrowser();

  it('opens every page, as a member, with its title and no console error', async () => {
    const { page, errors } = await openPage(context());
    // Member pages send guests to login; their guest behaviour is tested with each feature.
    await loginAs(page, 'demo');
    const failures: string[] = [];
    for (const route of pageRoutes) {
      if (route.path === '/login') continue; // covered by the login journey
      const url = sample(route.path);
      await page.goto(url);
      // A page that forwards (the activity loader to /noActivity) is judged by where it lands.
      const landed = () => {
        const target = findRoute(new URL(page.url()).pathname);
        return expectedTitle(target?.kind === 'page' ? target : route);
      };
      try {
        await expect.poll(async () => (await page.title()) === landed(), { timeout: 10_000 }).toBe(true);
      } catch {
        failures.push(
          `${url}: title ${JSON.stringify(await page.title())}, want ${JSON.stringify(landed())}`,
        );
      }
      if (route.meta.footer) await page.getByTestId('site-footer').waitFor({ timeout: 10_000 });
      if (errors.length > 0) failures.push(`${url}: ${errors.splice(0).join(' | ')}`);
    }
    expect(failures).toEqual([]);
    // One page load per route, over a hundred routes: more than a single journey's time.
  }, 180_000);

  it('sends an unknown path to /404', async () => {
    const { page } = await openPage(context());
    await page.goto('/no/such/page');
    await page.getByTestId('page-404').waitFor();
    expect(new URL(page.url()).pathname).toBe('/404');
  });

  it.each([
    ['/register', '/register/step1'],
    ['/register_index', '/register/step1'],
    ['/register_dd', '/register/dd/step1'],
    ['/forget', '/forget/step1'],
    // /loading/activity moves on to /noActivity when no activity resolves.
    ['/activity/a/b/c', '/loading/activity|/noActivity'],
    ['/order/wl/42', '/order/info/42'],
  ])('redirects %s to %s', async (from, to) => {
    const { page } = await openPage(context());
    await page.goto(from);
    await page.waitForURL((url) => to.split('|').includes(url.pathname));
  });

  it('serves /ptzq as the group buys inside the chrome', async () => {
    const { page } = await openPage(context());
    await page.goto('/ptzq');
    await page.getByTestId('group-buy-page').waitFor();
    await page.getByTestId('site-footer').waitFor();
  });
});
