/**
 * The operator console at phone width (390 × 844, a touch phone): the login page and every page the
 * side menu leads to for 管理员 (who sees every section) never scroll the document sideways nor
 * squeeze a table's words to a character or two a line; the side menu folds away behind a button,
 * opens over the content and closes again, leaving the content the whole width; every page's 新建/新增
 * form and every drawer or modal a table's first row opens fit the phone; an edit drawer's and
 * an order's drawer's actions are on screen and not covered.
 */
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { type AdminSection, collectSections, menuPaths } from '../src/admin/section.ts';
import { adminMenuLabels, loginAsOperator, operatorPassword } from './admin.ts';
import { baseUrl, skipReason, useBrowser } from './harness.ts';
import { documentOverflow, PHONE, phoneContext, squeezedCells, tapCoveredBy } from './phone-layout.ts';

/** The console's sections as its shell finds them, in menu order. */
const SECTIONS = collectSections(
  import.meta.glob<{ default?: AdminSection }>('../src/admin/sections/*/index.tsx', { eager: true }),
);

/** The layout problems of the page shown: wider than the phone, or a table squeezed. */
async function layoutProblems(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  const { innerWidth, excess, culprits } = await documentOverflow(page, PHONE.width);
  if (excess > 0 || innerWidth !== PHONE.width)
    problems.push(`${where} window ${innerWidth}px, +${excess}px: ${culprits.join('; ')}`);
  const squeezed = await squeezedCells(page);
  if (squeezed.length > 0) problems.push(`${where} squeezed: ${squeezed.slice(0, 6).join('; ')}`);
  return problems;
}

/** The box of a sliding element once it has come to rest. */
async function restingBox(page: Page, locator: Locator) {
  let last = await locator.boundingBox();
  for (let i = 0; i < 30; i += 1) {
    await page.waitForTimeout(100);
    const next = await locator.boundingBox();
    if (next && last && next.x === last.x && next.width === last.width) return next;
    last = next;
  }
  return last;
}

/**
 * What is wrong with the dialogs shown (drawers and modals): one reaching past the window, a body that
 * scrolls sideways, or anything in it reaching past the window's right edge outside a scrolling box.
 */
const dialogProblems = (page: Page, name: string) =>
  page.evaluate(
    ({ width, name }) => {
      const shown = Array.from(document.querySelectorAll('[role="dialog"]')).filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && getComputedStyle(el).visibility !== 'hidden';
      });
      if (shown.length === 0) return [`${name}: no dialog shown`];
      const label = (el: Element) =>
        `${el.tagName.toLowerCase()}.${String(el.className).slice(0, 50)} ${(el.textContent ?? '').slice(0, 12)}`;
      const problems: string[] = [];
      for (const dialog of shown) {
        const r = dialog.getBoundingClientRect();
        if (r.left < -0.5 || r.right > width + 0.5)
          problems.push(`${name}: dialog from ${Math.round(r.left)} to ${Math.round(r.right)}px`);
        for (const body of Array.from(dialog.querySelectorAll('.ant-drawer-body, .ant-modal-body'))) {
          if (body.scrollWidth > body.clientWidth) {
            const right = body.getBoundingClientRect().right;
            const wide = Array.from(body.querySelectorAll('*'))
              .filter((el) => el.getBoundingClientRect().right > right + 0.5)
              .filter(
                (el) => !el.parentElement || el.parentElement.getBoundingClientRect().right <= right + 0.5,
              )
              .slice(0, 4);
            problems.push(
              `${name}: body scrolls sideways by ${body.scrollWidth - body.clientWidth}px: ${wide.map(label).join('; ')}`,
            );
          }
        }
        for (const el of Array.from(dialog.querySelectorAll('*'))) {
          const box = el.getBoundingClientRect();
          if (box.width === 0 || box.right <= width + 0.5) continue;
          let clipped = false;
          for (let up = el.parentElement; up && up !== dialog && !clipped; up = up.parentElement) {
            clipped = getComputedStyle(up).overflowX !== 'visible';
          }
          if (!clipped) problems.push(`${name}: ${label(el)} reaches ${Math.round(box.right)}px`);
          if (problems.length > 8) break;
        }
      }
      return problems;
    },
    { width: PHONE.width, name },
  );

/** The dialog of `locator` once at rest: it and what it holds fit the phone, its tables unsqueezed. */
async function expectDialogFits(page: Page, dialog: Locator, name: string): Promise<void> {
  expect(await restingBox(page, dialog), `${name} shown`).not.toBeNull();
  expect((await dialogProblems(page, name)).join('\n')).toBe('');
  expect(await squeezedCells(page), `${name} table cells squeezed`).toEqual([]);
  expect((await layoutProblems(page, name)).join('\n')).toBe('');
}

/**
 * Opens the page's 新建…/新增… form when it has one, checks its drawer or modal fits the phone and closes
 * it again with Escape; the problems found, none when the page has no such form.
 */
async function createFormProblems(page: Page, path: string): Promise<string[]> {
  const create = page.getByTestId('admin-content').getByRole('button', { name: /^(新建|新增)/ });
  if ((await create.count()) === 0) return [];
  const name = `${path} ${(await create.first().innerText()).trim()}`;
  await create.first().tap();
  const dialog = page.locator('[role="dialog"]:visible').last();
  await dialog.waitFor();
  await restingBox(page, dialog);
  const problems = [...(await dialogProblems(page, name)), ...(await layoutProblems(page, name))];
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  return problems;
}

/** Sections whose tables have no row action that opens a dialog (charts, a log, the chat desk). */
const WITHOUT_ROW_DIALOGS = new Set(['概览', '客服工作台', '操作日志']);

/** The row actions that open a drawer or modal (and change nothing until it is confirmed). */
const ROW_DIALOGS = /^(编辑|详情|审核|驳回|经营范围|设置角色|重置密码|回复|改回复|处理|SH\d{8,})$/;

/**
 * Opens, in the first row of each table on the page, every action that opens a drawer or modal
 * (ROW_DIALOGS), checks the dialog fits the phone and closes it again with Escape; the problems found
 * and the dialogs opened.
 */
async function rowDialogProblems(
  page: Page,
  path: string,
): Promise<{ problems: string[]; opened: string[] }> {
  const problems: string[] = [];
  const opened: string[] = [];
  const bodies = page.getByTestId('admin-content').locator('.ant-table-tbody');
  for (let t = 0; t < (await bodies.count()); t += 1) {
    const buttons = bodies.nth(t).locator('tr.ant-table-row').first().getByRole('button');
    for (let b = 0; b < (await buttons.count()); b += 1) {
      const label = (await buttons.nth(b).innerText()).replace(/\s/g, '');
      if (!ROW_DIALOGS.test(label)) continue;
      const name = `${path} row ${label}`;
      await buttons.nth(b).tap();
      const dialog = page.locator('[role="dialog"]:visible').last();
      await dialog.waitFor();
      await restingBox(page, dialog);
      await page.waitForLoadState('networkidle');
      problems.push(...(await dialogProblems(page, name)), ...(await layoutProblems(page, name)));
      opened.push(name);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }
  }
  return { problems, opened };
}

describe.skipIf(Boolean(skipReason))('operator console at phone width (390 px)', () => {
  const { context } = useBrowser();
  let phone: BrowserContext | undefined;
  afterEach(async () => {
    await phone?.close();
  });

  const openPhone = async (): Promise<Page> => {
    const browser = context().browser();
    if (!browser) throw new Error('no browser');
    phone = await phoneContext(browser, baseUrl);
    return phone.newPage();
  };

  it('fits the login page, its 登录 on screen and reached by a tap', async () => {
    const page = await openPhone();
    await page.goto('/admin/login', { waitUntil: 'networkidle' });
    const form = page.getByTestId('admin-login-form');
    await form.waitFor();
    expect((await layoutProblems(page, '/admin/login')).join('\n')).toBe('');
    const card = await form.locator('xpath=ancestor::div[contains(@class, "ant-card")][1]').boundingBox();
    expect(card!.x, 'login card left edge').toBeGreaterThanOrEqual(0);
    expect(card!.x + card!.width, 'login card right edge').toBeLessThanOrEqual(PHONE.width);
    expect(await tapCoveredBy(page, '[data-testid="admin-login-form"] button[type="submit"]')).toBe('');
    await form.getByPlaceholder('用户名').fill('admin');
    await form.getByPlaceholder('密码').fill(operatorPassword('admin'));
    await form.getByRole('button', { name: /登\s*录/ }).tap();
    await page.getByTestId('admin-layout').waitFor();
  });

  it('folds the side menu behind a button that opens it over the content and closes it again', async () => {
    const page = await openPhone();
    await loginAsOperator(page, 'admin');
    const content = page.getByTestId('admin-content');
    const toggle = page.getByTestId('admin-menu-toggle');
    const menu = page.getByTestId('admin-menu');
    // Folded: the content has the whole width and the menu is not shown.
    expect(await menu.isVisible(), 'menu shown before it is asked for').toBe(false);
    const folded = await content.boundingBox();
    expect(folded!.x, 'content left edge').toBeLessThanOrEqual(1);
    expect(folded!.x + folded!.width, 'content right edge').toBeGreaterThanOrEqual(PHONE.width - 1);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await tapCoveredBy(page, '[data-testid="admin-menu-toggle"]')).toBe('');

    await toggle.tap();
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    const opened = await restingBox(page, menu);
    expect(opened!.x, 'menu left edge').toBeGreaterThanOrEqual(0);
    expect(opened!.x + opened!.width, 'menu right edge').toBeLessThan(PHONE.width);
    expect(await adminMenuLabels(page)).toEqual(expect.arrayContaining(SECTIONS.map((s) => s.label)));
    expect((await layoutProblems(page, 'menu open')).join('\n')).toBe('');

    // An entry leads to its page and folds the menu away.
    await menu.getByText('订单', { exact: true }).tap();
    const entry = menu.getByText('售后审核', { exact: true });
    // The sub-menu unfolds first.
    await restingBox(page, menu.locator('.ant-menu-sub').filter({ hasText: '售后审核' }));
    await entry.tap();
    await page.waitForURL('**/admin/orders/after-sales');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await tapCoveredBy(page, '[data-testid="admin-content"]'), 'content covered by').toBe('');

    // Opened again, a tap beside it closes it, and so does Escape.
    await toggle.tap();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await restingBox(page, menu);
    await page.touchscreen.tap(PHONE.width - 20, PHONE.height / 2);
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(page.url()).toMatch(/\/admin\/orders\/after-sales$/);
    await toggle.tap();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => menu.isVisible()).toBe(false);
    expect(await tapCoveredBy(page, '[data-testid="admin-content"]'), 'content covered by').toBe('');
  });

  it.for(SECTIONS.map((section) => [section.label, section] as const))(
    "keeps the pages of 「%s」, their 新建/新增 forms and their first rows' drawers and modals within the phone",
    { timeout: 180_000 },
    async ([, section]) => {
      const page = await openPhone();
      await loginAsOperator(page, 'admin');
      const problems: string[] = [];
      const opened: string[] = [];
      for (const path of menuPaths([section])) {
        await page.goto(path, { waitUntil: 'networkidle' });
        const content = page.getByTestId('admin-content');
        await content.waitFor();
        // Nothing beside the content: the menu stays folded away.
        const box = await content.boundingBox();
        if (box!.x > 1) problems.push(`${path} content starts at ${Math.round(box!.x)}px`);
        problems.push(...(await layoutProblems(page, path)));
        problems.push(...(await createFormProblems(page, path)));
        const rows = await rowDialogProblems(page, path);
        problems.push(...rows.problems);
        opened.push(...rows.opened);
      }
      expect(problems.join('\n')).toBe('');
      // The sweep checked something: every section with rows to act on opened at least one dialog.
      expect(opened.length > 0, `row dialogs opened: ${opened.join(', ')}`).toBe(
        !WITHOUT_ROW_DIALOGS.has(section.label),
      );
    },
  );

  it("lays the 客服 desk's conversation under its list, with the whole width to answer in and a hint that points up", async () => {
    const page = await openPhone();
    await loginAsOperator(page, 'admin', '/admin/kefu');
    const thread = page.getByTestId('kefu-thread');
    await thread.waitFor();
    const content = (await page.getByTestId('admin-content').boundingBox())!;
    const box = (await thread.boundingBox())!;
    expect(box.width, 'conversation width').toBeGreaterThanOrEqual(content.width - 2 * 12 - 2);
    // The list is above the conversation here, and the hint says so.
    await thread.getByText('请从上方选择一个会话').waitFor();
    const conversation = page.getByTestId('kefu-conversation').first();
    await conversation.waitFor();
    await conversation.tap();
    const input = page.getByTestId('chat-input');
    await input.waitFor();
    for (const id of ['chat-input', 'chat-send']) {
      const target = (await page.getByTestId(id).boundingBox())!;
      expect(target.x + target.width, `${id} right edge`).toBeLessThanOrEqual(PHONE.width);
      expect(target.y + target.height, `${id} bottom edge`).toBeLessThanOrEqual(PHONE.height);
      expect(await tapCoveredBy(page, `[data-testid="${id}"]`), `${id} covered by`).toBe('');
    }
    expect((await layoutProblems(page, '/admin/kefu')).join('\n')).toBe('');
  });

  it('opens a marketing edit drawer within the phone, its 保存 on screen and reached by a tap', async () => {
    const page = await openPhone();
    await loginAsOperator(page, 'admin', '/admin/marketing');
    await page.getByTestId('marketing-create').tap();
    const save = page.getByTestId('marketing-save');
    const drawer = page.locator('.ant-drawer-content-wrapper').filter({ has: save });
    await save.waitFor();
    await expectDialogFits(page, drawer, 'marketing drawer');
    const box = await save.boundingBox();
    expect(box!.x + box!.width, '保存 right edge').toBeLessThanOrEqual(PHONE.width);
    expect(await tapCoveredBy(page, '[data-testid="marketing-save"]'), '保存 covered by').toBe('');
    // The tap reaches 保存: the empty form answers with its field messages, and nothing is sent.
    await save.tap();
    await drawer.locator('.ant-form-item-explain-error').first().waitFor();
  });

  it("opens an order's drawer within the phone, its tables scrolling inside it", async () => {
    const page = await openPhone();
    await loginAsOperator(page, 'admin', '/admin/orders');
    const table = page.getByTestId('orders-table');
    await table.locator('tbody tr.ant-table-row').first().waitFor();
    await table.getByRole('button', { name: '详情' }).first().tap();
    const drawer = page.getByTestId('order-drawer');
    await drawer.locator('.ant-descriptions, .ant-table').first().waitFor();
    await page.waitForLoadState('networkidle');
    await expectDialogFits(page, drawer, 'order drawer');
    const close = drawer.locator('.ant-drawer-close');
    expect(await tapCoveredBy(page, '[data-testid="order-drawer"] .ant-drawer-close')).toBe('');
    await close.tap();
    await drawer.waitFor({ state: 'hidden' });
  });

  it("opens a goods' 编辑 drawer within the phone, its offers table scrolling inside it and 保存商品 uncovered", async () => {
    const page = await openPhone();
    await loginAsOperator(page, 'admin', '/admin/catalogue');
    const edit = page.getByTestId('admin-content').getByRole('button', { name: /^编\s*辑$/ });
    await edit.first().waitFor();
    await edit.first().tap();
    const form = page.getByTestId('goods-form');
    await form.waitFor();
    await page.getByTestId('offers-table').waitFor();
    await page.waitForLoadState('networkidle');
    const drawer = page.locator('.ant-drawer-content-wrapper:visible', { has: form });
    await expectDialogFits(page, drawer, 'goods drawer');
    expect(await tapCoveredBy(page, '[data-testid="goods-save"]'), '保存商品 covered by').toBe('');
    await page.keyboard.press('Escape');
    await form.waitFor({ state: 'hidden' });
  });

  it('opens the 发货 form of an order to ship within the phone, two parcels wrapping, 确认发货 uncovered', async () => {
    const page = await openPhone();
    await loginAsOperator(page, 'admin', '/admin/orders');
    const filter = page.getByTestId('orders-filter');
    await filter.locator('.ant-select').first().tap();
    await page.locator('.ant-select-item-option', { hasText: /^待发货$/ }).tap();
    await filter.getByRole('button', { name: /查\s*询/ }).tap();
    const row = page.getByTestId('orders-table').locator('tbody tr.ant-table-row', { hasText: '待发货' });
    await row.first().waitFor();
    await row.first().getByRole('button', { name: '详情' }).tap();
    const drawer = page.getByTestId('order-drawer');
    await drawer.getByRole('button', { name: /^发\s*货$/ }).tap();
    const form = page.getByTestId('ship-form');
    await form.getByTestId('parcel-0').waitFor();
    await form.getByRole('button', { name: '再加一个包裹' }).tap();
    await form.getByTestId('parcel-1').waitFor();
    const dialog = page.locator('.ant-modal:visible', { has: form });
    await expectDialogFits(page, dialog, 'ship form');
    expect(await tapCoveredBy(page, '.ant-modal-footer .ant-btn-primary'), '确认发货 covered by').toBe('');
    // Left without shipping: the order stays as the seed made it.
    await page.getByRole('button', { name: /^取\s*消$/ }).tap();
    await form.waitFor({ state: 'hidden' });
  });
});
