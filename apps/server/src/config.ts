/**
 * The environment, read once and checked with a schema. A bad setting stops the start with a
 * list of every problem; behaviour switches on these named settings, never on NODE_ENV.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const SECRET_FILE = 'session-secret';
const MIN_SECRET_LENGTH = 32;

const positiveInt = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .default(fallback ? 'true' : 'false')
    .transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));
const optionalUrl = (...protocols: string[]) =>
  optionalText.refine((v) => v === undefined || protocols.some((p) => v.startsWith(`${p}://`)), {
    message: `must be a ${protocols.join(':// or ')}:// URL`,
  });

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl('postgres', 'postgresql'),
  DATABASE_READ_URL: optionalUrl('postgres', 'postgresql'),
  REDIS_URL: optionalUrl('redis', 'rediss'),
  SESSION_SECRET: optionalText.refine((v) => v === undefined || v.length >= MIN_SECRET_LENGTH, {
    message: `must be at least ${MIN_SECRET_LENGTH} characters`,
  }),
  SESSION_IDLE_MINUTES: positiveInt(120),
  SESSION_MAX_HOURS: positiveInt(168),
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
  MAIN_SITE_URL: optionalUrl('http', 'https'),
  DEMO_DATA: flag(false),
  SEED_SIZE: positiveInt(3000),
  WEB_DIST: optionalText,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: flag(false),
  COOKIE_SECURE: flag(false),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  LOGIN_MAX_ATTEMPTS_PER_IP: positiveInt(30),
  LOGIN_WINDOW_MINUTES: positiveInt(15),
  JOBS_POLL_MS: z.coerce.number().int().min(0).default(5000),
  OPERATOR_TOKEN: optionalText.refine((v) => v === undefined || v.length >= MIN_SECRET_LENGTH, {
    message: `must be at least ${MIN_SECRET_LENGTH} characters`,
  }),
  PAY_SIGNING_SECRET: optionalText.refine((v) => v === undefined || v.length >= MIN_SECRET_LENGTH, {
    message: `must be at least ${MIN_SECRET_LENGTH} characters`,
  }),
  PAY_SANDBOX: flag(false),
  SMS_OUTBOX: flag(false),
  INVOICE_FONT_PATH: optionalText,
});

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseReadUrl: string | undefined;
  redisUrl: string | undefined;
  /** HMAC key of the guest CSRF tokens. */
  sessionSecret: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  /** how long the catalogue's read calls may use a session read (decision 024); 0: never */
  sessionCacheSeconds: number;
  /** Where 10001 sends the browser: the main site's login page, or the SPA's own. */
  loginUrl: string;
  /**
   * Seed the demo store (members demo, demo2, demo3 and the chat agent kefu, all with passwords
   * the README publishes) into an empty database at start. Only for development and the demo;
   * without it an empty database stays empty.
   */
  demoData: boolean;
  /** Offers the demo store generates. */
  seedSize: number;
  webDist: string;
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  trustProxy: boolean;
  cookieSecure: boolean;
  loginMaxFailuresPerAccount: number;
  loginMaxAttemptsPerIp: number;
  loginWindowMinutes: number;
  /** How often this process runs due background jobs (ms); 0: never (another process does). */
  jobsPollMs: number;
  /**
   * Bearer token of the operator API (`npm run orders` / `npm run review` through the running
   * store). Random per start unless set; the browser never receives it.
   */
  operatorToken: string;
  /** HMAC key that verifies the payment provider's callbacks; it never leaves the server. */
  paySigningSecret: string;
  /**
   * The built-in sandbox cashier: a member confirms their own online payment without paying. Only
   * for development and the demo; without it (and with no real provider) there is no online payment.
   */
  paySandbox: boolean;
  /**
   * The built-in SMS provider: codes go to the sms_outbox table and the log instead of a phone, so
   * whoever reads either can register or reset any account. Only for development and the demo.
   */
  smsOutbox: boolean;
  /** A CJK font for invoice PDFs (`path`, or `path#PostScriptName` in a .ttc); else a system one. */
  invoiceFontPath?: string | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The built SPA, found from this file in the source tree and in the bundle alike. */
function defaultWebDist(): string {
  return resolve(dirname(fileURLToPath(import.meta.url)), '../../web/dist');
}

/**
 * Without a configured secret the embedded store keeps one in its data directory, so a restart
 * keeps the sessions. Several processes on PostgreSQL must share one, so there it is required.
 */
function persistedSecret(dataDir: string): string {
  const file = join(dataDir, SECRET_FILE);
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= MIN_SECRET_LENGTH) return stored;
  }
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Record<string, string | undefined> = process.env): AppConfig {
  // An empty variable means "not set", as in most shells' `VAR= cmd`.
  const present = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.') || 'env'}: ${i.message}`));
  }
  const e = parsed.data;
  const problems: string[] = [];
  if (e.DATABASE_READ_URL && !e.DATABASE_URL) problems.push('DATABASE_READ_URL: needs DATABASE_URL as well');
  if (e.DATABASE_URL && !e.SESSION_SECRET) {
    problems.push(
      'SESSION_SECRET: required with DATABASE_URL (every API process must share it); ' +
        `set a random value of at least ${MIN_SECRET_LENGTH} characters`,
    );
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = resolve(e.DATA_DIR);
  const sessionSecret = e.SESSION_SECRET ?? persistedSecret(dataDir);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databaseReadUrl: e.DATABASE_READ_URL,
    redisUrl: e.REDIS_URL,
    sessionSecret,
    sessionIdleMinutes: e.SESSION_IDLE_MINUTES,
    sessionMaxHours: e.SESSION_MAX_HOURS,
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    loginUrl: e.MAIN_SITE_URL ? `${e.MAIN_SITE_URL.replace(/\/+$/, '')}/login` : '/login',
    demoData: e.DEMO_DATA,
    seedSize: e.SEED_SIZE,
    webDist: resolve(e.WEB_DIST ?? defaultWebDist()),
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE,
    loginMaxFailuresPerAccount: e.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    loginMaxAttemptsPerIp: e.LOGIN_MAX_ATTEMPTS_PER_IP,
    loginWindowMinutes: e.LOGIN_WINDOW_MINUTES,
    jobsPollMs: e.JOBS_POLL_MS,
    operatorToken: e.OPERATOR_TOKEN ?? randomBytes(32).toString('base64url'),
    // Derived, not reused: a leaked callback key must not forge guest CSRF tokens, nor the reverse.
    paySigningSecret:
      e.PAY_SIGNING_SECRET ?? createHmac('sha256', sessionSecret).update('pay-signing').digest('base64url'),
    paySandbox: e.PAY_SANDBOX,
    smsOutbox: e.SMS_OUTBOX,
    invoiceFontPath: e.INVOICE_FONT_PATH,
  };
}
