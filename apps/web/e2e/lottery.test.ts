import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { openPage } from './browser.ts';
import { loginAs, skipReason, useBrowser } from './harness.ts';

const CLOSE_WHILE_DRAWING = '抽奖进行中 , 如果关闭后未出结果 , 请移步至个人中心查看结果。';

/** Logs in and opens the home page, where the pop-up shows for a store with a chance left. */
async function openPopup(page: Page, username: string) {
  await loginAs(page, username);
  await page.goto('/');
  const popup = page.getByTestId('lottery-popup');
  await popup.waitFor();
  await popup.getByText('电子血压计', { exact: true }).waitFor();
  return popup;
}

/** The prize named in the result alert: '恭喜您 , 抽中{prize} ( {remarks} )', or 谢谢参与 as it is. */
function prizeOf(text: string): string {
  const won = /恭喜您 , 抽中(.+?) \( /.exec(text);
  return won?.[1] ?? text.split(' (')[0]?.trim() ?? text;
}

describe.skipIf(Boolean(skipReason))('lottery pop-up', () => {
  const { context } = useBrowser();

  it('draws once, shows the result after 2 s, slides away, and the result is in the member centre', async () => {
    const { page, errors } = await openPage(context());
    const popup = await openPopup(page, 'demo');
    await popup
      .getByTestId('lottery-winners')
      .getByText(/恭喜 .+ 抽中 /)
      .first()
      .waitFor();
    const before = await popup.getByText(/剩余抽奖次数：\d+/).innerText();

    const button = popup.getByRole('button', { name: '抽奖', exact: true });
    const started = Date.now();
    await button.click();
    // While the draw runs the button is blocked, so a second click cannot draw again.
    const busy = popup.getByRole('button', { name: '抽奖中…' });
    await busy.waitFor();
    expect(await busy.isDisabled()).toBe(true);

    const alert = page.locator('.ant-modal').filter({ hasText: /恭喜您 , 抽中|谢谢参与/ });
    await alert.waitFor();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1900);
    const text = (await alert.locator('.ant-modal-confirm-content').innerText()).trim();
    const prize = prizeOf(text);
    expect(prize.length).toBeGreaterThan(0);
    // The pop-up slides away over 1 s, under the alert.
    await popup.waitFor({ state: 'detached', timeout: 3000 });
    await alert.getByRole('button', { name: /确\s*定/ }).click();

    // One chance fewer; the pop-up stays closed for this visit.
    await page.reload();
    await page.getByTestId('home-banner').waitFor();
    expect(await page.getByTestId('lottery-popup').count()).toBe(0);

    await page.goto('/user');
    const records = page.getByTestId('centre-draws');
    await records.waitFor();
    const row = records.getByTestId('centre-draw').first();
    await row.waitFor();
    expect(await row.innerText()).toContain(prize);
    expect(await row.innerText()).toContain('幸运大抽奖');
    expect(before).toMatch(/剩余抽奖次数：[1-9]/);
    expect(errors).toEqual([]);
  });

  it('asks before closing while a draw runs; closed, the result waits in the member centre', async () => {
    const { page, errors } = await openPopup2(context());
    const popup = page.getByTestId('lottery-popup');
    await popup.getByRole('button', { name: '抽奖', exact: true }).click();
    await popup.getByRole('button', { name: '关闭抽奖' }).click();
    const question = page.locator('.ant-modal').filter({ hasText: CLOSE_WHILE_DRAWING });
    await question.waitFor();
    await question.getByRole('button', { name: /确\s*定/ }).click();
    await popup.waitFor({ state: 'detached' });
    // No result alert follows once the pop-up is closed.
    await page.waitForTimeout(2500);
    expect(
      await page
        .locator('.ant-modal')
        .filter({ hasText: /恭喜您 , 抽中/ })
        .count(),
    ).toBe(0);

    await page.goto('/user');
    await page.getByTestId('centre-draws').getByTestId('centre-draw').first().waitFor();
    expect(errors).toEqual([]);
  });
});

async function openPopup2(ctx: Parameters<typeof openPage>[0]) {
  const opened = await openPage(ctx);
  await openPopup(opened.page, 'demo2');
  return opened;
}
