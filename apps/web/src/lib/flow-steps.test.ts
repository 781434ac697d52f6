import { describe, expect, it } from 'vitest';
import { completedStep, completeStep, endFlow } from './flow-steps';
import type { FlagStorage } from './session-flags';

function memoryStorage(): FlagStorage {
  const map = new Map<string, string>();
  return {
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
  };
}

describe('flow steps', () => {
  it('knows no step of a flow never started in this tab', () => {
    expect(completedStep('forget', memoryStorage())).toBe(0);
  });

  it('remembers the last step that succeeded, per flow, until the flow ends', () => {
    const storage = memoryStorage();
    completeStep('store', 1, storage);
    completeStep('store', 2, storage);
    expect(completedStep('store', storage)).toBe(2);
    expect(completedStep('register', storage)).toBe(0);
    endFlow('store', storage);
    expect(completedStep('store', storage)).toBe(0);
  });

  it('reads a tampered value as no step', () => {
    const storage = memoryStorage();
    storage.setItem('mall.flow.forget', 'yes');
    expect(completedStep('forget', storage)).toBe(0);
    storage.setItem('mall.flow.forget', '-3');
    expect(completedStep('forget', storage)).toBe(0);
  });

  it('works without storage (blocked by the browser): no step is ever done', () => {
    completeStep('forget', 2, null);
    expect(completedStep('forget', null)).toBe(0);
  });
});
