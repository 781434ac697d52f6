import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = mkdtempSync(join(tmpdir(), 'mall-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: resolve(dataDir),
      databaseUrl: undefined,
      redisUrl: undefined,
      sessionIdleMinutes: 120,
      sessionMaxHours: 168,
      loginUrl: '/login',
      seedSize: 3000,
      logLevel: 'info',
      trustProxy: false,
      cookieSecure: false,
      loginMaxFailuresPerAccount: 5,
      loginMaxAttemptsPerIp: 30,
      loginWindowMinutes: 15,
    });
    expect(config.webDist).toMatch(/apps[/\\]web[/\\]dist$/);
  });

  it('keeps a generated session secret in the data directory across restarts', () => {
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.sessionSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'session-secret'), 'utf8').trim()).toBe(first.sessionSecret);
    expect(loadConfig({ DATA_DIR: dataDir }).sessionSecret).toBe(first.sessionSecret);
  });

  it('reads named settings, with an empty variable meaning unset', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: dataDir,
      DATABASE_URL: 'postgres://mall@db/mall',
      SESSION_SECRET: 'x'.repeat(40),
      MAIN_SITE_URL: 'https://www.example.com/',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: '1',
      REDIS_URL: '',
      LOGIN_WINDOW_MINUTES: '5',
    });
    expect(config).toMatchObject({
      port: 8080,
      databaseUrl: 'postgres://mall@db/mall',
      loginUrl: 'https://www.example.com/login',
      cookieSecure: true,
      trustProxy: true,
      redisUrl: undefined,
      loginWindowMinutes: 5,
    });
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      PORT: 'eighty',
      DATABASE_URL: 'mysql://db',
      COOKIE_SECURE: 'maybe',
      LOG_LEVEL: 'loud',
      SESSION_IDLE_MINUTES: '0',
    });
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual(
      ['COOKIE_SECURE', 'DATABASE_URL', 'LOG_LEVEL', 'PORT', 'SESSION_IDLE_MINUTES'].sort(),
    );
  });

  it('requires a shared secret on PostgreSQL and a primary for a replica', () => {
    expect(problemsOf({ DATABASE_URL: 'postgres://db/mall' })[0]).toMatch(
      /^SESSION_SECRET: required with DATABASE_URL/,
    );
    expect(problemsOf({ DATABASE_READ_URL: 'postgres://replica/mall', DATA_DIR: dataDir })[0]).toMatch(
      /^DATABASE_READ_URL/,
    );
    expect(problemsOf({ SESSION_SECRET: 'short' })[0]).toMatch(/^SESSION_SECRET: must be at least 32/);
  });

  it('keeps the sandbox cashier off unless PAY_SANDBOX turns it on', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).paySandbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, PAY_SANDBOX: '' }).paySandbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, PAY_SANDBOX: 'false' }).paySandbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, PAY_SANDBOX: 'true' }).paySandbox).toBe(true);
    expect(problemsOf({ DATA_DIR: dataDir, PAY_SANDBOX: 'on' })[0]).toMatch(/^PAY_SANDBOX/);
  });

  it('keeps the SMS dev outbox off unless SMS_OUTBOX turns it on', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).smsOutbox).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, SMS_OUTBOX: 'true' }).smsOutbox).toBe(true);
    expect(problemsOf({ DATA_DIR: dataDir, SMS_OUTBOX: 'on' })[0]).toMatch(/^SMS_OUTBOX/);
  });

  it('seeds no demo data unless DEMO_DATA turns it on', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: '' }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'false' }).demoData).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, DEMO_DATA: 'true' }).demoData).toBe(true);
    expect(problemsOf({ DATA_DIR: dataDir, DEMO_DATA: 'on' })[0]).toMatch(/^DEMO_DATA/);
  });
});
