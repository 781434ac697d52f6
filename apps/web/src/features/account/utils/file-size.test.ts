import { describe, expect, it } from 'vitest';
import { formatSize, MAX_LICENCE_BYTES } from './file-size';

describe('formatSize', () => {
  it('uses bytes, then KB with one decimal, then MB with two', () => {
    expect(formatSize(0)).toBe('0 B');
    expect(formatSize(1023)).toBe('1023 B');
    expect(formatSize(1024)).toBe('1.0 KB');
    expect(formatSize(14_540)).toBe('14.2 KB');
    expect(formatSize(MAX_LICENCE_BYTES)).toBe('5.00 MB');
    expect(formatSize(MAX_LICENCE_BYTES + 1)).toBe('5.00 MB');
  });
});
