/**
 * Duplicate-request bookkeeping (SPEC §7): a second request to the same URL cancels the earlier one,
 * except the calls in NON_CANCELLING_URLS. "The same URL" is the method plus the path without its
 * query string, so a newer page or filter of a list supersedes the older one; callers that really
 * want two requests to one path in flight give them distinct groups (`cancelGroup`).
 */
export interface Abortable {
  abort(reason?: unknown): void;
}

export function requestKey(method: string, path: string): string {
  return `${method.toUpperCase()} ${path}`;
}

/** The path of a URL without query string or fragment; absolute URLs keep only their path. */
export function pathOf(url: string): string {
  const noHash = url.split('#', 1)[0] ?? '';
  const noQuery = noHash.split('?', 1)[0] ?? '';
  const absolute = /^[a-z][a-z\d+.-]*:\/\/[^/]*(\/.*)?$/i.exec(noQuery);
  if (absolute) return absolute[1] ?? '/';
  return noQuery;
}

export class PendingRequests<T extends Abortable = Abortable> {
  readonly #pending = new Map<string, T>();
  readonly #exempt: ReadonlySet<string>;

  constructor(exemptPaths: readonly string[]) {
    this.#exempt = new Set(exemptPaths);
  }

  /** Whether requests to this path may run side by side (exact path match). */
  isExempt(path: string): boolean {
    return this.#exempt.has(path);
  }

  /**
   * Registers a request under its group, aborting the earlier one still in flight there.
   * Returns the group it was filed under, or null for an exempt path (nothing tracked).
   */
  track(method: string, path: string, request: T, group?: string): string | null {
    if (this.isExempt(path)) return null;
    const key = group ?? requestKey(method, path);
    const earlier = this.#pending.get(key);
    if (earlier && earlier !== request) earlier.abort('superseded');
    this.#pending.set(key, request);
    return key;
  }

  /** Forgets a finished request, unless a newer one already took its place. */
  release(key: string | null, request: T): void {
    if (key !== null && this.#pending.get(key) === request) this.#pending.delete(key);
  }

  get size(): number {
    return this.#pending.size;
  }
}
