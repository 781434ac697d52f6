/**
 * Customer-service chat (issue 7) in two browsers: demo opens the chat frame from the side bar and
 * talks with the operator kefu01 (客服) on the console's 客服工作台 /admin/kefu, both live; images go both ways; demo goes offline, misses a
 * reply and a text of its own waits in the outbox, and on coming back both arrive without a
 * reload; the side bar's marker counts unread agent messages. demo2's store has no chat: its side
 * bar keeps the contact links. The old /kefu leads to the console, where a buyer's store login
 * counts for nothing.
 */
import type { BrowserContext, FrameLocator, Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { loginAsOperator } from './admin.ts';
import { openPage } from './browser.ts';
import { baseUrl, loginAs, skipReason, useBrowser } from './harness.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Messages of one sender containing `text`, in the member's frame or on the agent's page. */
const messages = (scope: Page | FrameLocator | Locator, sender: 'member' | 'agent', text?: string) => {
  const all = scope.locator(`[data-testid=chat-message][data-sender=${sender}]`);
  return text === undefined ? all : all.filter({ hasText: text });
};

/** Connection errors of the offline stretch are the point of it, not faults. */
const faults = (errors: string[]) => errors.filter((e) => !/ERR_INTERNET_DISCONNECTED/.test(e));

describe.skipIf(Boolean(skipReason))('customer-service chat', () => {
  const { context } = useBrowser();

  it('lets a member and an agent talk live, with images, read marks, unread counts and a reconnect', async () => {
    const memberContext = context();
    const browser = memberContext.browser();
    if (!browser) throw new Error('no browser');
    const agentContext: BrowserContext = await browser.newContext({ baseURL: baseUrl, locale: 'zh-CN' });
    try {
      // --- the agent's page is open first, so the member's message arrives live ---
      const { page: agent, errors: agentErrors } = await openPage(agentContext);
      await loginAsOperator(agent, 'kefu01', '/admin/kefu');
      await agent.locator('[data-testid=kefu-page][data-state=open]').waitFor();
      // demo is 张明; the seeded conversation is listed with its store and unread count.
      const row = agent.getByTestId('kefu-conversation').filter({ hasText: '张明' });
      await row.waitFor();
      const unreadBefore = Number(await row.getAttribute('data-unread'));
      const conversationId = await row.getAttribute('data-id');

      // --- demo: the seeded answer is unread, and no chat code loads before the panel opens ---
      const { page: member, errors: memberErrors } = await openPage(memberContext);
      const chatChunks: string[] = [];
      member.on('request', (request) => {
        if (/\/assets\/(chat-page|desk-page)-[^/]+\.js$/.test(request.url())) chatChunks.push(request.url());
      });
      await loginAs(member, 'demo');
      const chatButton = member.getByTestId('sidebar-chat');
      await chatButton.waitFor();
      await expect.poll(() => member.getByTestId('sidebar-chat-unread').innerText()).toBe('1');
      expect(await member.locator('iframe').count()).toBe(0);
      expect(chatChunks).toEqual([]);
      expect(await member.getByTestId('sidebar-service-contacts').count()).toBe(0);

      await chatButton.click();
      const frame = member.frameLocator('iframe[title="在线客服"]');
      await frame.locator('[data-testid=chat-page][data-state=open]').waitFor();
      expect(chatChunks.some((url) => url.includes('chat-page'))).toBe(true);
      await messages(frame, 'agent', '阿莫西林胶囊华东仓').waitFor();

      // --- a text from demo: its own bubble, then the agent's list counts it, live ---
      const question = `请问头孢克肟分散片有货吗？${Date.now() % 100_000}`;
      await frame.getByTestId('chat-input').fill(question);
      await frame.getByTestId('chat-input').press('Enter');
      await messages(frame, 'member', question).waitFor();
      expect(await frame.getByTestId('chat-input').inputValue()).toBe('');
      await expect.poll(() => row.innerText()).toContain(question);
      expect(await row.getAttribute('data-id')).toBe(conversationId);
      await expect.poll(async () => Number(await row.getAttribute('data-unread'))).toBe(unreadBefore + 1);
      const listed = await agent.evaluate(async () => (await fetch('/api/admin/chat/conversations')).json());
      const summary = (listed as { data: { id: number; company_name: string }[] }).data.find(
        (c) => String(c.id) === conversationId,
      );
      expect(summary?.company_name).toBeTruthy();
      expect(await row.innerText()).toContain(summary?.company_name);

      // --- the agent opens it: read marks both ways, then replies ---
      await row.click();
      const thread = agent.getByTestId('kefu-thread');
      await messages(thread, 'member', question).waitFor();
      await expect.poll(() => row.getAttribute('data-unread')).toBe('0');
      const questionInFrame = messages(frame, 'member', question);
      await expect.poll(() => questionInFrame.getByTestId('chat-read-mark').innerText()).toBe('已读');

      const answer = `有的，今天下单明天发货。${Date.now() % 100_000}`;
      await thread.getByTestId('chat-input').fill(answer);
      await thread.getByTestId('chat-send').click();
      await messages(thread, 'agent', answer).waitFor();
      await messages(frame, 'agent', answer).waitFor();
      // The member sees the answering operator's name.
      expect(await messages(frame, 'agent', answer).innerText()).toContain('客服01');
      // The panel is open, so demo reads it at once and the agent sees 已读.
      const answerOnAgent = messages(thread, 'agent', answer);
      await expect.poll(() => answerOnAgent.getByTestId('chat-read-mark').innerText()).toBe('已读');

      // --- images both ways; the agent opens the member's photo large ---
      await frame
        .getByTestId('chat-image-input')
        .setInputFiles({ name: 'invoice.png', mimeType: 'image/png', buffer: PNG });
      const memberImage = messages(frame, 'member')
        .filter({ has: member.locator('img') })
        .last();
      await memberImage.waitFor();
      const agentSeesImage = thread
        .locator('[data-testid=chat-message][data-sender=member] [data-testid=chat-image]')
        .last();
      await agentSeesImage.waitFor();
      await expect
        .poll(() => agentSeesImage.evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBe(1);
      await agentSeesImage.click();
      const viewer = agent.getByTestId('chat-image-viewer');
      await viewer.waitFor();
      await expect
        .poll(() => viewer.locator('img').evaluate((img) => (img as HTMLImageElement).naturalWidth))
        .toBe(1);
      await agent.keyboard.press('Escape');
      await viewer.waitFor({ state: 'detached' });

      await thread
        .getByTestId('chat-image-input')
        .setInputFiles({ name: 'stock.png', mimeType: 'image/png', buffer: PNG });
      const agentImage = frame
        .locator('[data-testid=chat-message][data-sender=agent] [data-testid=chat-image]')
        .last();
      await agentImage.waitFor();
      await expect.poll(() => agentImage.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBe(1);

      // --- demo goes offline: a reply is missed and demo's own text waits; back online, both arrive ---
      const chatFrame = member.frame({ url: /\/chat$/ });
      if (!chatFrame) throw new Error('no chat frame');
      await chatFrame.evaluate(() => {
        (window as unknown as { stayed: boolean }).stayed = true;
      });
      await memberContext.setOffline(true);
      await frame.getByText('已断开，正在重连…').waitFor();

      const whileAway = `到货后第一时间通知您。${Date.now() % 100_000}`;
      await thread.getByTestId('chat-input').fill(whileAway);
      await thread.getByTestId('chat-input').press('Enter');
      await messages(thread, 'agent', whileAway).waitFor();
      const queued = `好的，谢谢！${Date.now() % 100_000}`;
      await frame.getByTestId('chat-input').fill(queued);
      await frame.getByTestId('chat-input').press('Enter');
      await frame.getByTestId('chat-pending').filter({ hasText: queued }).getByText('发送中…').waitFor();
      await member.waitForTimeout(1_000);
      expect(await messages(frame, 'agent', whileAway).count()).toBe(0);

      await memberContext.setOffline(false);
      await messages(frame, 'agent', whileAway).waitFor();
      await messages(frame, 'member', queued).waitFor();
      await messages(thread, 'member', queued).waitFor();
      expect(await frame.getByTestId('chat-pending').count()).toBe(0);
      expect(await frame.getByTestId('chat-connection').count()).toBe(0);
      expect(await chatFrame.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
      // Each message once, however it arrived.
      expect(await messages(frame, 'agent', whileAway).count()).toBe(1);
      expect(await messages(thread, 'member', queued).count()).toBe(1);

      // --- the panel closed: a new reply shows on the side bar's marker; opening reads it ---
      await member.getByRole('button', { name: '关闭在线客服' }).click();
      const later = `另外，本周满 2000 元包邮。${Date.now() % 100_000}`;
      await thread.getByTestId('chat-input').fill(later);
      await thread.getByTestId('chat-input').press('Enter');
      await expect.poll(() => member.getByTestId('sidebar-chat-unread').innerText()).toBe('1');
      const laterOnAgent = messages(thread, 'agent', later);
      expect(await laterOnAgent.getByTestId('chat-read-mark').innerText()).toBe('未读');
      await chatButton.click();
      await messages(frame, 'agent', later).waitFor();
      await expect.poll(() => laterOnAgent.getByTestId('chat-read-mark').innerText()).toBe('已读');
      expect(await member.getByTestId('sidebar-chat-unread').count()).toBe(0);

      expect(faults(memberErrors)).toEqual([]);
      expect(agentErrors).toEqual([]);
    } finally {
      await agentContext.close();
    }
  });

  it('keeps the contact links for a store without chat, and sends /kefu to the console', async () => {
    const { page, errors } = await openPage(context());
    await loginAs(page, 'demo2');
    const contacts = page.getByTestId('sidebar-service-contacts');
    await contacts.waitFor();
    expect(await page.getByTestId('sidebar-chat').count()).toBe(0);
    await contacts.hover();
    const links = contacts.locator('a[target=_blank]');
    await links.first().waitFor();
    expect(await links.count()).toBe(2);
    expect(await page.locator('iframe').count()).toBe(0);

    // A member's store login is no console session: /kefu leads to the console's login.
    await page.goto('/kefu');
    await page.getByTestId('admin-login-form').waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin/login');
    expect(errors).toEqual([]);
  });
});
