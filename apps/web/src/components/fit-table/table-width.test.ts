import { describe, expect, it } from 'vitest';
import { columnsWidth, FLEXIBLE_COLUMN_PX } from './table-width';

describe('columnsWidth', () => {
  it('adds the given widths and room for the columns that give none', () => {
    expect(columnsWidth([{ width: 90 }, {}, { width: 120 }, { width: '20%' }])).toBe(
      90 + 120 + 2 * FLEXIBLE_COLUMN_PX,
    );
  });

  it("counts a group's children and leaves hidden columns out", () => {
    expect(columnsWidth([{ children: [{ width: 60 }, { width: 40 }] }, { width: 500, hidden: true }])).toBe(
      100,
    );
  });

  it('is nothing for no columns', () => {
    expect(columnsWidth()).toBe(0);
    expect(columnsWidth([])).toBe(0);
  });
});
