/**
 * One random key per visit of step 2: the server returns the same order for a repeated key, so
 * a double click or a retried request never orders twice. randomUUID exists only in secure
 * contexts; a plain-http intranet address falls back to getRandomValues.
 */
export function newIdempotencyKey(source: Crypto = globalThis.crypto): string {
  if (typeof source.randomUUID === 'function') return source.randomUUID();
  const bytes = source.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
