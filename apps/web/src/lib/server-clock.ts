/**
 * The store's clock as the API's answers tell it (their `Date` header): countdowns without a `now`
 * of their own and the checks of a deadline read it, so a wrong clock on the buyer's computer
 * cannot move a deadline (SPEC §4: the countdown runs on the server's clock).
 */
let offsetMs = 0;

/**
 * Notes the server's time from an answer's `Date` header, read when the answer arrived. Only an
 * answer no cache may keep (`no-store`, as every API answer but a few lookups is) tells the time:
 * a cached one carries the time it was first sent, up to a day ago. The header has whole seconds
 * and the answer left within that second: its middle is the best guess.
 */
export function noteServerDate(
  header: unknown,
  cacheControl: unknown,
  receivedAtMs: number = Date.now(),
): void {
  if (typeof header !== 'string' || typeof cacheControl !== 'string' || !cacheControl.includes('no-store'))
    return;
  const sentMs = Date.parse(header);
  if (Number.isNaN(sentMs)) return;
  offsetMs = sentMs + 500 - receivedAtMs;
}

/** The server's time now, Unix seconds. */
export const serverNow = (): number => Math.floor((Date.now() + offsetMs) / 1000);
