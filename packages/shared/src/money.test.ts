import { describe, expect, it } from 'vitest';
import { formatFen, parseYuan } from './money.ts';

describe('formatFen', () => {
  it.each([
    [0, '0.00'],
    [5, '0.05'],
    [1250, '12.50'],
    [123456789, '1234567.89'],
    [-1, '-0.01'],
    [-1250, '-12.50'],
  ])('%i fen -> %s', (fen, text) => {
    expect(formatFen(fen)).toBe(text);
  });

  it('refuses amounts that are not whole fen', () => {
    expect(() => formatFen(1.5)).toThrow(RangeError);
    expect(() => formatFen(Number.NaN)).toThrow(RangeError);
  });
});

describe('parseYuan', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.01', 1],
    ['12.349', 1234],
    ['-3.20', -320],
    [' 7.00 ', 700],
  ])('%s -> %i fen (extra decimals floored)', (text, fen) => {
    expect(parseYuan(text)).toBe(fen);
  });

  it.each(['', 'abc', '1.2.3', '¥12', '1e3'])('refuses %j', (text) => {
    expect(() => parseYuan(text)).toThrow(RangeError);
  });

  it('round-trips every amount up to ten thousand fen', () => {
    for (let fen = -10_000; fen <= 10_000; fen += 7) expect(parseYuan(formatFen(fen))).toBe(fen);
  });
});
