/**
 * Login throttling: failures per account and attempts per address within a window. Counters live
 * in Redis when REDIS_URL is set, so every API process shares them; else in this process.
 */
import { Redis } from 'ioredis';
import { AppError } from './app-error.ts';

export interface CounterStore {
  /** Adds one and returns the new count; the window starts with the first hit. */
  increment(key: string, windowMs: number): Promise<number>;
  get(key: string): Promise<number>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}

export class MemoryCounterStore implements CounterStore {
  private readonly counters = new Map<string, { count: number; resetAt: number }>();
  private writes = 0;

  async increment(key: string, windowMs: number): Promise<number> {
    const now = Date.now();
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
    return current && current.resetAt > Date.now() ? current.count : 0;
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
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

  async close(): Promise<void> {
    if (this.redis.status === 'wait' || this.redis.status === 'end') this.redis.disconnect();
    else await this.redis.quit();
  }
}

export function createCounterStore(redisUrl: string | undefined): CounterStore {
  return redisUrl ? new RedisCounterStore(redisUrl) : new MemoryCounterStore();
}

export interface LoginLimits {
  maxFailuresPerAccount: number;
  maxAttemptsPerIp: number;
  windowMinutes: number;
}

export class LoginLimiter {
  private readonly windowMs: number;

  constructor(
    private readonly store: CounterStore,
    private readonly limits: LoginLimits,
    private readonly prefix = 'mall:login',
  ) {
    this.windowMs = limits.windowMinutes * 60_000;
  }

  /** Counts this attempt against the address, then refuses when either limit is reached. */
  async checkAttempt(ip: string, account: string): Promise<void> {
    const attempts = await this.store.increment(this.ipKey(ip), this.windowMs);
    const failures = await this.store.get(this.accountKey(account));
    if (attempts > this.limits.maxAttemptsPerIp || failures >= this.limits.maxFailuresPerAccount) {
      throw new AppError('rate_limited', `登录尝试过于频繁，请${this.limits.windowMinutes}分钟后再试`);
    }
  }

  async recordFailure(account: string): Promise<void> {
    await this.store.increment(this.accountKey(account), this.windowMs);
  }

  async recordSuccess(account: string): Promise<void> {
    await this.store.reset(this.accountKey(account));
  }

  private ipKey(ip: string): string {
    return `${this.prefix}:ip:${ip}`;
  }

  private accountKey(account: string): string {
    return `${this.prefix}:account:${account.trim().toLowerCase()}`;
  }
}
