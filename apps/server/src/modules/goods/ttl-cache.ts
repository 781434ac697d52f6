/**
 * A small in-process cache with a time to live. The list totals and filter-bar counts scan the
 * whole result, while the page itself reads only what it shows; the counts may lag the catalogue
 * by the TTL, the page never does. Each process keeps its own; with REDIS_URL an operator's change
 * reaches the other API processes' caches through the cache bus (infra/cache-bus.ts).
 */
import { announceCacheDrop } from '../../infra/cache-bus.ts';

let generation = 0;

/** Drops every catalogue cache of this process at its next read, telling no one: what a notice from another process does. */
export function dropLocalCatalogueCaches(): void {
  generation += 1;
}

/**
 * Drops every catalogue cache of this process at its next read and, with a cache bus, of every
 * other API process: called after an operator changes goods, offers, prices, stock, categories,
 * brands, content or marketing, so the store shows the change at once.
 */
export function invalidateCatalogueCaches(): void {
  dropLocalCatalogueCaches();
  announceCacheDrop();
}

export class TtlCache<V> {
  private readonly entries = new Map<string, { value: Promise<V>; expires: number }>();
  private seen = generation;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** The cached value of key, or load()'s, shared by concurrent callers; failures are not kept. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    if (this.seen !== generation) {
      this.entries.clear();
      this.seen = generation;
    }
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.expires > now) return hit.value;
    if (hit) this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Maps iterate in insertion order: drop the oldest.
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    const value = load();
    this.entries.set(key, { value, expires: now + this.ttlMs });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }
}
