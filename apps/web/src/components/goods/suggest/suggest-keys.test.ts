import { describe, expect, it } from 'vitest';
import { moveHighlight, suggestKeyAction } from './suggest-keys';

describe('moveHighlight', () => {
  it('wraps around both ways', () => {
    expect(moveHighlight(-1, 3, 1)).toBe(0);
    expect(moveHighlight(2, 3, 1)).toBe(0);
    expect(moveHighlight(0, 3, -1)).toBe(2);
    expect(moveHighlight(-1, 3, -1)).toBe(2);
    expect(moveHighlight(1, 3, 1)).toBe(2);
  });

  it('highlights nothing without rows', () => {
    expect(moveHighlight(0, 0, 1)).toBe(-1);
  });
});

describe('suggestKeyAction', () => {
  const state = { index: -1, names: ['阿莫西林胶囊', '阿莫西林颗粒'], keywords: '  amxl ' };

  it('moves with Down and Up', () => {
    expect(suggestKeyAction('ArrowDown', state)).toEqual({ kind: 'move', index: 0 });
    expect(suggestKeyAction('ArrowUp', { ...state, index: 0 })).toEqual({ kind: 'move', index: 1 });
  });

  it('Enter searches the highlighted suggestion, else the trimmed keywords', () => {
    expect(suggestKeyAction('Enter', { ...state, index: 1 })).toEqual({
      kind: 'search',
      keywords: '阿莫西林颗粒',
    });
    expect(suggestKeyAction('Enter', state)).toEqual({ kind: 'search', keywords: 'amxl' });
    expect(suggestKeyAction('Enter', { ...state, keywords: '   ' })).toEqual({ kind: 'none' });
  });

  it('Esc closes; other keys do nothing', () => {
    expect(suggestKeyAction('Escape', state)).toEqual({ kind: 'close' });
    expect(suggestKeyAction('a', state)).toEqual({ kind: 'none' });
  });
});
