import type { PurchaseListMatch } from '@mall/shared/bulk-order';
import { describe, expect, it } from 'vitest';
import { confidenceText, initialChoice, rowsOf } from './import';

const mapping = { name: 1, spec: 2, manufacturer: null, quantity: 0, approval_number: 3 };

describe('reading the sheet through the mapping', () => {
  it('takes rows with a name or approval number and a whole quantity', () => {
    const { rows, lines, skipped } = rowsOf(
      [
        ['2', ' 阿莫西林 ', '0.25g', ''],
        ['1,200', '', '', '国药准字H1'],
        ['', '', '', ''],
        ['两盒', '布洛芬', '', ''],
        ['0', '维C', '', ''],
      ],
      mapping,
    );
    expect(rows).toEqual([
      { name: '阿莫西林', spec: '0.25g', manufacturer: '', approval_number: '', quantity: 2 },
      { name: '', spec: '', manufacturer: '', approval_number: '国药准字H1', quantity: 1200 },
    ]);
    expect(lines).toEqual([1, 2]);
    expect(skipped).toEqual([
      { line: 3, reason: '没有商品名称或批准文号' },
      { line: 4, reason: '数量“两盒”无效' },
      { line: 5, reason: '数量“0”无效' },
    ]);
  });

  it('counts one of each when the list has no quantity column', () => {
    const { rows } = rowsOf([['x', '阿莫西林']], { ...mapping, quantity: null });
    expect(rows[0]?.quantity).toBe(1);
  });
});

describe('choices', () => {
  const match = (confidence: number | null): PurchaseListMatch => ({
    row: 0,
    input: { name: 'a', spec: '', manufacturer: '', approval_number: '', quantity: 3 },
    best: confidence === null ? null : ({ confidence } as PurchaseListMatch['best']),
    alternatives: [],
  });

  it('accepts sure matches only', () => {
    expect(initialChoice(match(90))).toEqual({ candidate: 0, accepted: true, quantity: '3' });
    expect(initialChoice(match(60)).accepted).toBe(false);
    expect(initialChoice(match(null)).accepted).toBe(false);
  });

  it('names the confidence', () => {
    expect(confidenceText(100)).toBe('高 100%');
    expect(confidenceText(60)).toBe('中 60%');
    expect(confidenceText(35)).toBe('低 35%');
  });
});
