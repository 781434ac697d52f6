import { describe, expect, it } from 'vitest';
import { consumeLoginReload, type FlagStorage, markLoginReload } from './session-flags';

function memoryStorage(): FlagStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

describe('the login=1 session flag', () => {
  it('is set as login=1', () => {
    const storage = memoryStorage();
    markLoginReload(storage);
    expect(storage.data.get('login')).toBe('1');
  });

  it('makes the next navigation reload once, then is gone', () => {
    const storage = memoryStorage();
    markLoginReload(storage);
    expect(consumeLoginReload(false, storage)).toBe(true);
    expect(storage.data.has('login')).toBe(false);
    expect(consumeLoginReload(false, storage)).toBe(false);
  });

  it('is only cleared on the first navigation of a page load (already fresh)', () => {
    const storage = memoryStorage();
    markLoginReload(storage);
    expect(consumeLoginReload(true, storage)).toBe(false);
    expect(storage.data.has('login')).toBe(false);
  });

  it('does nothing without the flag or without storage', () => {
    expect(consumeLoginReload(false, memoryStorage())).toBe(false);
    expect(consumeLoginReload(false, null)).toBe(false);
  });
});
