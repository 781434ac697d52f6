/**
 * Shared counters (login throttling, SMS codes, chat): in Redis when REDIS_URL is set, so every API
 * process shares them; else in this process. Login throttling itself is LoginLimiter below.
 */
import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

export interface CounterStore {
  /** Adds one and returns the new count; the window starts with the first hit. */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  /** Marks the key for `ms` from now, replacing an earlier mark. */
  hold(key: string, ms: number): Promise<void>;
  /** How many ms the key stays marked; 0 when it is not. */
  heldFor(key: string): Promise<number>;
  /**
   * Marks the key for `ms` only if it is not marked: a token of this claim when this call marked
   * it, else undefined. `release` with that token unmarks it, unless the claim has lapsed and
   * another has taken the key since.
   */
  claim(key: string, ms: number): Promise<string | undefined>;
  release(key: string, token: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number; token?: string }>();
  private writes = 0;

  /** The clock is a parameter so tests can let minutes pass. */
  constructor(private readonly now: () => number = Date.now) {}

  async increment(key: string, windowMs: number): Promise<number> {
    const now = this.now();
    if (++this.writes % 1000 === 0) this.sweep(now);
    const current = this.counters.get(key);
    if (!current || current.resetAt <= now) {
      this.counters.set(key, { count: 1, resetAt: now + windowMs });
      return 1;
    }
    current.count += 1;
    return current.count;
  }

  async get(key: string): Promise<number> {
    const current = this.counters.get(key);
    return current && current.resetAt > this.now() ? current.count : 0;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async hold(key: string, ms: number): Promise<void> {
    this.counters.set(key, { count: 1, resetAt: this.now() + ms });
  }

  async heldFor(key: string): Promise<number> {
    const current = this.counters.get(key);
    return current ? Math.max(0, current.resetAt - this.now()) : 0;
  }

  async claim(key: string, ms: number): Promise<string | undefined> {
    // No await between the look and the mark: two claims cannot both find the key free.
    const now = this.now();
    const current = this.counters.get(key);
    if (current && current.resetAt > now) return undefined;
    const token = randomUUID();
    this.counters.set(key, { count: 1, resetAt: now + ms, token });
    return token;
  }

  async release(key: string, token: string): Promise<void> {
    if (this.counters.get(key)?.token === token) this.counters.delete(key);
  }

  async close(): Promise<void> {
    this.counters.clear();
  }

  private sweep(now: number): void {
    for (const [key, value] of this.counters) if (value.resetAt <= now) this.counters.delete(key);
  }
}

// INCR and PEXPIRE in one step, so a crash between them cannot leave a counter without expiry.
const INCREMENT_SCRIPT = `local n = redis.call('INCR', KEYS[1])
if n == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return n`;

// Deletes the claim only while it is still this token's.
const RELEASE_SCRIPT = `if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
return 0`;

export class RedisCounterStore implements CounterStore {
  private readonly redis: Redis;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  }

  async increment(key: string, windowMs: number): Promise<number> {
    return Number(await this.redis.eval(INCREMENT_SCRIPT, 1, key, windowMs));
  }

  async get(key: string): Promise<number> {
    return Number((await this.redis.get(key)) ?? 0);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(key);
  }

  async hold(key: string, ms: number): Promise<void> {
    await this.redis.set(key, '1', 'PX', ms);
  }

  async heldFor(key: string): Promise<number> {
    // PTTL: -2 when the key is gone, -1 when it has no expiry (never set so here).
    return Math.max(0, Number(await this.redis.pttl(key)));
  }

  async claim(key: string, ms: number): Promise<string | undefined> {
    const token = randomUUID();
    return (await this.redis.set(key, token, 'PX', ms, 'NX')) === 'OK' ? token : undefined;
  }

  async release(key: string, token: string): Promise<void> {
    await this.redis.eval(RELEASE_SCRIPT, 1, key, token);
  }

  async close(): Promise<void> {
    if (this.redis.status === 'wait' || this.redis.status === 'end') this.redis.disconnect();
    else await this.redis.quit();
  }
}

export function createCounterStore(redisUrl: string | undefined): CounterStore {
  return redisUrl ? new RedisCounterStore(redisUrl) : new MemoryCounterStore();
}

export interface LoginLimits {
  /** Wrong passwords for one account from one address before that address has to wait. */
  maxFailuresPerAccount: number;
  /** Login attempts of one address, whatever the account, per window. */
  maxAttemptsPerIp: number;
  /** The per-address window, and the longest single wait. */
  windowMinutes: number;
}

/**
 * Whose failures count: a member, whichever of its names was typed, an operator of the console, or
 * a name that matched no one.
 */
export type LoginAccount = { memberId: number } | { operatorId: number } | { typed: string };

const MINUTE_MS = 60_000;
/** The first wait; each further failure doubles it, up to the window. */
const FIRST_WAIT_MS = MINUTE_MS;
/** Failures of an account from an address are remembered this long unless a login succeeds. */
const FAILURE_MEMORY_MS = 24 * 60 * MINUTE_MS;
/** An address the account logged in from stays its owner's for this long. */
const KNOWN_ADDRESS_MS = 30 * 24 * 60 * MINUTE_MS;
/** Failures from all addresses together, in multiples of the per-address limit, before new addresses wait. */
const ACCOUNT_WIDE_FACTOR = 10;
/** The longest a guess may hold its account and address (a crashed process's claim lapses then). */
const GUESS_HOLD_MS = 30_000;

/**
 * Login throttling that an attacker cannot turn against the owner. Failures are counted per
 * account and address: after the limit that address waits, 1 minute at first, doubling with each
 * further failure up to the window, while the owner elsewhere logs in as usual. Every address is
 * capped across accounts. When failures from everywhere pile up (a spread-out attack), addresses
 * the account never logged in from wait too; the owner's own addresses do not.
 */
export class LoginLimiter {
  private readonly windowMs: number;

  constructor(
    private readonly store: CounterStore,
    private readonly limits: LoginLimits,
    private readonly prefix = 'mall:login',
  ) {
    this.windowMs = limits.windowMinutes * MINUTE_MS;
  }

  /** Counts the attempt against the address before anything is looked up; refuses past the cap. */
  async admitAddress(ip: string): Promise<void> {
    const attempts = await this.store.increment(this.key('ip', ip), this.windowMs);
    if (attempts > this.limits.maxAttemptsPerIp) throw this.refusal(this.windowMs);
  }

  /**
   * One guess at `account`'s password from `ip`: refused while the address waits, else `verify`
   * judges it and a wrong one is counted. An account's guesses from one address run one at a time
   * (a parallel one is refused), so a burst cannot have every guess judged before the first
   * failure is counted. True when `verify` accepted it.
   */
  async guess(account: LoginAccount, ip: string, verify: () => Promise<boolean>): Promise<boolean> {
    const busy = this.key('busy', accountId(account), ip);
    const token = await this.store.claim(busy, GUESS_HOLD_MS);
    if (token === undefined) throw new AppError('rate_limited', '登录尝试过于频繁，请稍后再试');
    try {
      await this.checkAccount(account, ip);
      const valid = await verify();
      if (valid) await this.recordSuccess(account, ip);
      else await this.recordFailure(account, ip);
      return valid;
    } finally {
      // A release that fails leaves the claim to lapse; it must not replace the guess's answer.
      await this.store.release(busy, token).catch(() => undefined);
    }
  }

  /** Refuses while this address has to wait for this account. */
  async checkAccount(account: LoginAccount, ip: string): Promise<void> {
    const id = accountId(account);
    const wait = await this.store.heldFor(this.key('wait', id, ip));
    if (wait > 0) throw this.refusal(wait);
    const everywhere = await this.store.get(this.key('account', id));
    if (
      everywhere >= this.limits.maxFailuresPerAccount * ACCOUNT_WIDE_FACTOR &&
      (await this.store.heldFor(this.key('known', id, ip))) === 0
    )
      throw this.refusal(this.windowMs);
  }

  async recordFailure(account: LoginAccount, ip: string): Promise<void> {
    const id = accountId(account);
    await this.store.increment(this.key('account', id), this.windowMs);
    const failures = await this.store.increment(this.key('fail', id, ip), FAILURE_MEMORY_MS);
    const over = failures - this.limits.maxFailuresPerAccount;
    if (over >= 0) await this.store.hold(this.key('wait', id, ip), this.waitAfter(over));
  }

  async recordSuccess(account: LoginAccount, ip: string): Promise<void> {
    const id = accountId(account);
    await this.store.reset(this.key('fail', id, ip));
    await this.store.reset(this.key('wait', id, ip));
    await this.store.hold(this.key('known', id, ip), KNOWN_ADDRESS_MS);
  }

  /** The wait after the limit was passed `over` times: 1, 2, 4, 8 … minutes, at most the window. */
  waitAfter(over: number): number {
    return Math.min(FIRST_WAIT_MS * 2 ** Math.min(over, 30), this.windowMs);
  }

  private refusal(waitMs: number): AppError {
    const minutes = Math.max(1, Math.ceil(waitMs / MINUTE_MS));
    return new AppError('rate_limited', `登录尝试过于频繁，请${minutes}分钟后再试`);
  }

  private key(...parts: string[]): string {
    return [this.prefix, ...parts].join(':');
  }
}

function accountId(account: LoginAccount): string {
  if ('memberId' in account) return `m${account.memberId}`;
  if ('operatorId' in account) return `o${account.operatorId}`;
  return `n${account.typed.trim().toLowerCase()}`;
}
