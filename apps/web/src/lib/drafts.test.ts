import { beforeEach, describe, expect, it } from 'vitest';
import { clearDraft, readDraft, saveDraft } from './drafts';

class MemoryStorage {
  private readonly items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

beforeEach(() => {
  (globalThis as { window?: unknown }).window = { sessionStorage: new MemoryStorage() };
});

describe('drafts', () => {
  it('keeps what a member typed per form, and only for that member', () => {
    saveDraft('demo', 'feedback', { type: '商品建议', content: '希望增加中药饮片的规格' });
    expect(readDraft('demo', 'feedback')).toEqual({ type: '商品建议', content: '希望增加中药饮片的规格' });
    expect(readDraft('demo2', 'feedback')).toBeNull();
    expect(readDraft('demo', 'order-remark')).toBeNull();
  });

  it('forgets a draft with nothing typed in it, and once sent', () => {
    saveDraft('demo', 'order-remark', { remark: '周末不收货' });
    saveDraft('demo', 'order-remark', { remark: '  ' });
    expect(readDraft('demo', 'order-remark')).toBeNull();
    saveDraft('demo', 'feedback', { content: '包装破损' });
    clearDraft('demo', 'feedback');
    expect(readDraft('demo', 'feedback')).toBeNull();
  });

  it('reads a damaged entry as none', () => {
    window.sessionStorage.setItem('mall.draft.demo.feedback', '{not json');
    expect(readDraft('demo', 'feedback')).toBeNull();
  });
});
