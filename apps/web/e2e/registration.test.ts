/**
 * Joining and the forgotten password, with real SMS codes. These journeys run their own store (the
 * built server on a fresh data dir at info level): its built-in SMS provider logs each message it
 * puts in the dev outbox, and the codes are read from those lines as a developer reads the console.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createInterface } from 'node:readline';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { launch, openPage } from './browser.ts';
import { fetchWhenUp, freePort } from './child-process.ts';
import { skipReason, submitLogin } from './harness.ts';

const root = resolve(import.meta.dirname, '../../..');

interface OutboxLine {
  phone: string;
  text: string;
}

class SmsStore {
  readonly baseUrl: string;
  private readonly outbox: OutboxLine[] = [];
  private readonly process: ChildProcess;
  private readonly dataDir = mkdtempSync(join(tmpdir(), 'mall-e2e-sms-'));

  /** The last lines the store wrote, for the message should it not come up. */
  private readonly recent: string[] = [];

  private constructor(port: number) {
    this.baseUrl = `http://127.0.0.1:${port}`;
    const env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: this.dataDir,
      LOG_LEVEL: 'info',
      SEED_SIZE: '40',
      // Demo data and the dev outbox are off unless asked for: these journeys change demo3's
      // password and read their codes from the outbox.
      DEMO_DATA: 'true',
      SMS_OUTBOX: 'true',
    };
    this.process = spawn(process.execPath, [join(root, 'apps/server/dist/server.js')], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [this.process.stdout, this.process.stderr])
      if (stream) createInterface({ input: stream }).on('line', (l) => this.read(l));
  }

  /** Starts the built server on a port the system says is free. */
  static async start(): Promise<SmsStore> {
    return new SmsStore(await freePort());
  }

  private read(line: string): void {
    this.recent.push(line);
    if (this.recent.length > 40) this.recent.shift();
    if (!line.includes('sms outbox')) return;
    try {
      const entry = JSON.parse(line) as Partial<OutboxLine>;
      if (entry.phone && entry.text) this.outbox.push({ phone: entry.phone, text: entry.text });
    } catch {
      // not a JSON log line
    }
  }

  sentTo(phone: string): number {
    return this.outbox.filter((m) => m.phone === phone).length;
  }

  /** The code of the newest message to the phone, once it has more than `after` messages. */
  async codeFor(phone: string, after: number): Promise<string> {
    const deadline = Date.now() + 10_000;
    while (Date.now() < deadline) {
      const messages = this.outbox.filter((m) => m.phone === phone);
      const code = messages.length > after ? /\d{6}/.exec(messages.at(-1)?.text ?? '')?.[0] : undefined;
      if (code) return code;
      await new Promise((r) => setTimeout(r, 100));
    }
    throw new Error(`no SMS code for ${phone} in the outbox`);
  }

  async ready(): Promise<void> {
    await fetchWhenUp(`${this.baseUrl}/healthz`, this.process, Date.now() + 100_000, () =>
      ['; the store wrote last:', ...this.recent].join('\n'),
    );
  }

  async close(): Promise<void> {
    if (this.process.exitCode === null) {
      const exited = new Promise((done) => this.process.once('exit', done));
      this.process.kill('SIGTERM');
      await exited;
    }
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** Presses 获取验证码 and returns the code the outbox got for it. */
async function requestCode(page: Page, store: SmsStore, phone: string): Promise<string> {
  const before = store.sentTo(phone);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
  return store.codeFor(phone, before);
}

/** A 1x1 transparent PNG: the smallest scan the server's content sniffing accepts as an image. */
const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

interface LicenceInput {
  /** The licence type's code, in the block's test id. */
  code: string;
  number: string;
  scopes?: string[];
}

/** Fills one licence block as a buyer does: number, expiry date from the picker, scopes, the scan. */
async function fillLicence(page: Page, licence: LicenceInput): Promise<void> {
  const block = page.getByTestId(`licence-${licence.code}`);
  await block.getByPlaceholder('请输入证件编号').fill(licence.number);
  const date = block.getByPlaceholder('请选择日期');
  await date.click();
  await date.fill('2030-12-31');
  await date.press('Enter');
  if (licence.scopes) {
    await block.locator('.ant-select').click();
    for (const scope of licence.scopes) await pick(page, scope);
    await page.keyboard.press('Escape');
  }
  await block
    .locator('input[type="file"]')
    .setInputFiles({ name: `${licence.code}.png`, mimeType: 'image/png', buffer: PNG_1X1 });
  await block.getByText(`${licence.code}.png`).waitFor();
}

/** Picks an option of an antd Select or Cascader column by its title. */
async function pick(page: Page, title: string): Promise<void> {
  await page
    .locator(`.ant-select-item-option[title="${title}"], .ant-cascader-menu-item[title="${title}"]`)
    .click();
}

describe.skipIf(Boolean(skipReason))('joining and the forgotten password', () => {
  let store: SmsStore | undefined;
  let browser: Browser | undefined;
  let context: BrowserContext | undefined;
  const ctx = () => {
    if (!context) throw new Error('no browser context');
    return context;
  };

  beforeAll(async () => {
    store = await SmsStore.start();
    [browser] = await Promise.all([launch(), store.ready()]);
  });
  afterAll(async () => {
    await browser?.close();
    await store?.close();
  });
  beforeEach(async () => {
    context = await browser?.newContext({ baseURL: store?.baseUrl, locale: 'zh-CN' });
  });
  afterEach(async () => {
    await context?.close();
  });

  it('registers a new member through the three steps with the code from the outbox', async () => {
    if (!store) throw new Error('no store');
    const { page } = await openPage(ctx());
    const phone = `139${String(Date.now()).slice(-8)}`;
    await page.goto('/register');
    await page.waitForURL(/\/register\/step1$/);
    const step1 = page.getByTestId('register-step1-form');
    await step1.waitFor();

    // SPEC §5 phone rule and the 422-free field messages come from the shared schemas.
    await step1.locator('#phone').fill('12345');
    await step1.locator('#password').click();
    await page.getByText('请输入正确的11位手机号码').waitFor();
    // A registered phone is refused on blur.
    await step1.locator('#phone').fill('13800000002');
    await step1.locator('#password').click();
    await page.getByText('该手机号已注册，请直接登录或找回密码').waitFor();

    await step1.locator('#phone').fill(phone);
    const code = await requestCode(page, store, phone);
    await step1.locator('#code').fill(code);
    await step1.locator('#password').fill('short');
    await step1.locator('#password_confirm').click();
    await page.getByText('密码长度为8-64个字符').waitFor();
    // Length alone is not enough: common and trivial passwords are refused by the shared rules.
    await step1.locator('#password').fill('12345678');
    await step1.locator('#password_confirm').click();
    await page.getByText('密码过于简单，请勿使用重复、连续的字符或日期').waitFor();
    await step1.locator('#password').fill('iloveyou');
    await step1.locator('#password_confirm').click();
    await page.getByText('该密码过于常见，容易被猜中，请换一个').waitFor();
    await step1.locator('#password').fill('newmember123');
    await step1.locator('#password_confirm').fill('newmember123');
    await step1.getByRole('button', { name: '下一步' }).click();
    await page.getByText('请阅读并同意《用户服务协议》').waitFor();
    await step1.getByRole('checkbox').check();
    await step1.getByRole('button', { name: '下一步' }).click();

    await page.waitForURL(/\/register\/step2$/);
    const step2 = page.getByTestId('company-form');
    await step2.locator('#company_name').fill('康宁大药房测试店');
    await step2.locator('#customer_type').click();
    await pick(page, '单体药店');
    await step2.locator('#region').click();
    await pick(page, '北京市');
    await pick(page, '市辖区');
    await pick(page, '东城区');
    await step2.locator('#address').fill('东直门南大街1号');
    await step2.locator('#contact_name').fill('王晓');
    await step2.locator('#contact_phone').fill('010-12345678');
    await step2.getByRole('button', { name: '下一步' }).click();

    // The new member is logged in (pending review) and asked for its licences.
    await page.waitForURL(/\/register\/step3$/);
    await page.getByTestId('topbar-member').waitFor();
    expect(await page.getByTestId('topbar-member').innerText()).toContain('康宁大药房测试店');
    const licences = page.getByTestId('licence-form');
    await licences.waitFor();
    expect(await licences.innerText()).toContain('营业执照');
    expect(await licences.innerText()).toContain('药品经营许可证');

    // Nothing filled in: the required blocks say what they miss and nothing is sent.
    await licences.getByRole('button', { name: '提交审核' }).click();
    await page.getByText('请上传证照图片或PDF').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/register/step3');

    // A pharmacy needs these four; the drug-trade licence also lists the scopes it grants.
    await fillLicence(page, { code: 'business_licence', number: '91110101MA00TEST1X' });
    await fillLicence(page, { code: 'drug_trade', number: '京AA0100001', scopes: ['处方药', '非处方药'] });
    await fillLicence(page, { code: 'purchase_mandate', number: 'WT-2026-001' });
    await fillLicence(page, { code: 'mandatary_id', number: '110101199001011234' });
    await licences.getByRole('button', { name: '提交审核' }).click();

    await page.getByTestId('pending-review').waitFor();
    expect(await page.getByTestId('pending-review').innerText()).toContain('资料已提交，等待审核');
    expect(new URL(page.url()).pathname).toBe('/register/step3');

    // The store's licences now wait for review, the drug-trade one with the scopes picked.
    const zizhi = (await (await page.request.get('/api/user/zizhi')).json()) as {
      data: { list: { type_name: string; status: number; scopes: { name: string }[] }[] };
    };
    const sent = zizhi.data.list;
    expect(sent.map((l) => l.type_name).sort()).toEqual(
      ['营业执照', '药品经营许可证', '采购委托书', '委托人身份证'].sort(),
    );
    expect(sent.every((l) => l.status === 0)).toBe(true);
    const drugTrade = sent.find((l) => l.type_name === '药品经营许可证');
    expect(drugTrade?.scopes.map((s) => s.name).sort()).toEqual(['处方药', '非处方药'].sort());
  });

  it('resets a forgotten password with an SMS code and logs in with the new one', async () => {
    if (!store) throw new Error('no store');
    const { page } = await openPage(ctx());
    const phone = '13800000002';
    await page.goto('/forget');
    await page.waitForURL(/\/forget\/step1$/);
    const step1 = page.getByTestId('forget-step1-form');
    await step1.locator('#phone').fill(phone);
    const code = await requestCode(page, store, phone);
    // A wrong code is refused by the server (422, its first message shown); the right one moves on.
    const wrong = code === '000000' ? '111111' : '000000';
    await step1.locator('#code').fill(wrong);
    await step1.getByRole('button', { name: '下一步' }).click();
    await page.getByText('验证码错误，还可尝试4次').waitFor();
    expect(new URL(page.url()).pathname).toBe('/forget/step1');
    await step1.locator('#code').fill(code);
    await step1.getByRole('button', { name: '下一步' }).click();

    await page.waitForURL(/\/forget\/step2$/);
    const step2 = page.getByTestId('forget-step2-form');
    await step2.locator('#password').fill('renewed123456');
    await step2.locator('#password_confirm').fill('renewed12345');
    await step2.getByRole('button', { name: '确认修改' }).click();
    await page.getByText('两次输入的密码不一致').waitFor();
    await step2.locator('#password_confirm').fill('renewed123456');
    // A double click resets once and lands on step 3 (the second click used to void the first's token).
    await step2.getByRole('button', { name: '确认修改' }).dblclick();

    await page.waitForURL(/\/forget\/step3$/);
    await page.getByText('密码重置成功').waitFor();
    await page.getByRole('link', { name: '去登录' }).click();
    await page.waitForURL(/\/login/);
    const form = page.getByTestId('login-form');
    await form.getByPlaceholder(/用户名|手机号/).fill('demo2');
    await form.getByPlaceholder('密码').fill('renewed123456');
    await form.getByRole('button', { name: /登\s*录/ }).click();
    await page.getByTestId('topbar-member').waitFor();
  });

  it('changes the password in the account centre with the current one, ending the other sessions', async () => {
    if (!store) throw new Error('no store');
    const login = (page: Page, password: string) => submitLogin(page, 'demo3', password);
    const other = await openPage(ctx());
    await login(other.page, 'demo123456');
    await other.page.getByTestId('topbar-member').waitFor();

    const second = await browser?.newContext({ baseURL: store.baseUrl, locale: 'zh-CN' });
    if (!second) throw new Error('no browser');
    try {
      const { page } = await openPage(second);
      await login(page, 'demo123456');
      await page.getByTestId('topbar-member').waitFor();
      await page.goto('/zhzx/basic');
      const form = page.getByTestId('password-form');
      await form.waitFor();

      // The form says what the server would: the login name may not be in it.
      await form.locator('#password').fill('demo3-pharmacy');
      await form.locator('#password_confirm').click();
      await page.getByText('密码不能包含用户名或手机号').waitFor();
      await form.locator('#password').fill('Kangning-2026');
      await form.locator('#password_confirm').fill('Kangning-2026');

      // A wrong current password is refused by the server and nothing changes.
      await form.locator('#old_password').fill('not-my-password');
      await form.getByRole('button', { name: '修改密码' }).click();
      await page.getByText('原密码不正确').waitFor();

      await form.locator('#old_password').fill('demo123456');
      await form.getByRole('button', { name: '修改密码' }).click();
      await page.getByText('密码已修改，其他设备上的登录已退出').waitFor();
      // This browser goes on with its new session; the other one is logged out.
      await page.reload();
      await page.getByTestId('topbar-member').waitFor();
      const base = (await (await other.page.request.get('/api/user/base')).json()) as {
        data: { show: number };
      };
      expect(base.data.show).toBe(0);
    } finally {
      await second.close();
    }
    const fresh = await openPage(ctx());
    await login(fresh.page, 'Kangning-2026');
    await fresh.page.getByTestId('topbar-member').waitFor();
  });
});
