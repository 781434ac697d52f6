/**
 * The console's 客服工作台: a member writes in /chat, the operator kefu01 (客服) answers at
 * /admin/kefu, and the member sees the answer live under the operator's name. 运营 has no desk:
 * no menu entry and 无权访问 on its URL.
 */
import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { adminMenuLabels, loginAsOperator } from './admin.ts';
import { openPage } from './browser.ts';
import { baseUrl, loginAs, skipReason, useBrowser } from './harness.ts';

describe.skipIf(Boolean(skipReason))('console chat desk', () => {
  const { context } = useBrowser();

  it('lets kefu01 answer a member at /admin/kefu and the member read it', async () => {
    const memberContext = context();
    const browser = memberContext.browser();
    if (!browser) throw new Error('no browser');
    const operatorContext: BrowserContext = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
    try {
      const { page: member, errors: memberErrors } = await openPage(memberContext);
      await loginAs(member, 'demo');
      await member.goto('/chat');
      await member.locator('[data-testid=chat-page][data-state=open]').waitFor();
      const question = `请问布洛芬缓释胶囊有货吗？${Date.now() % 100_000}`;
      await member.getByTestId('chat-input').fill(question);
      await member.getByTestId('chat-input').press('Enter');
      await member
        .locator('[data-testid=chat-message][data-sender=member]')
        .filter({ hasText: question })
        .waitFor();

      const { page: operator, errors: operatorErrors } = await openPage(operatorContext);
      await loginAsOperator(operator, 'kefu01', '/admin/kefu');
      expect(await adminMenuLabels(operator)).toContain('客服工作台');
      await operator.locator('[data-testid=kefu-page][data-state=open]').waitFor();
      const row = operator.getByTestId('kefu-conversation').filter({ hasText: question });
      await row.waitFor();
      expect(Number(await row.getAttribute('data-unread'))).toBeGreaterThan(0);
      await row.click();
      const thread = operator.getByTestId('kefu-thread');
      await thread
        .locator('[data-testid=chat-message][data-sender=member]')
        .filter({ hasText: question })
        .waitFor();
      await expect.poll(() => row.getAttribute('data-unread')).toBe('0');

      const answer = `有货，今天下单明天发货。${Date.now() % 100_000}`;
      await thread.getByTestId('chat-input').fill(answer);
      await thread.getByTestId('chat-input').press('Enter');
      await thread
        .locator('[data-testid=chat-message][data-sender=agent]')
        .filter({ hasText: answer })
        .waitFor();

      const received = member
        .locator('[data-testid=chat-message][data-sender=agent]')
        .filter({ hasText: answer });
      await received.waitFor();
      expect(await received.innerText()).toContain('客服01');
      // The member is on the page, so the answer is read and the desk shows 已读.
      const sent = thread
        .locator('[data-testid=chat-message][data-sender=agent]')
        .filter({ hasText: answer });
      await expect.poll(() => sent.getByTestId('chat-read-mark').innerText()).toBe('已读');

      expect(memberErrors).toEqual([]);
      expect(operatorErrors).toEqual([]);
    } finally {
      await operatorContext.close();
    }
  });

  it('gives 运营 no desk: no menu entry, 无权访问 on its URL', async () => {
    const { page } = await openPage(context());
    await loginAsOperator(page, 'yunying', '/admin/kefu');
    expect(await adminMenuLabels(page)).not.toContain('客服工作台');
    await page.getByText('无权访问').waitFor();
    expect(await page.getByTestId('kefu-page').count()).toBe(0);
  });
});
