import { describe, expect, it } from 'vitest';
import { newIdempotencyKey } from './idempotency-key';

describe('newIdempotencyKey', () => {
  it('differs on every call', () => {
    const keys = new Set(Array.from({ length: 50 }, () => newIdempotencyKey()));
    expect(keys.size).toBe(50);
  });

  it('falls back to random bytes where randomUUID is missing', () => {
    const source = { getRandomValues: (a: Uint8Array) => a.fill(171) } as unknown as Crypto;
    expect(newIdempotencyKey(source)).toBe('ab'.repeat(16));
  });
});
