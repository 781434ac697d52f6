import { describe, expect, it } from 'vitest';
import { chatTime } from './chat-time';

const at = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi);
const secs = (date: Date) => Math.floor(date.getTime() / 1000);

describe('chatTime', () => {
  const now = at(2026, 11, 22, 15, 30);

  it('shows the clock for today, 昨天 for yesterday', () => {
    expect(chatTime(secs(at(2026, 11, 22, 9, 5)), now)).toBe('09:05');
    expect(chatTime(secs(at(2026, 11, 21, 23, 59)), now)).toBe('昨天 23:59');
  });

  it('adds the day this year and the year before', () => {
    expect(chatTime(secs(at(2026, 1, 3, 8, 0)), now)).toBe('01-03 08:00');
    expect(chatTime(secs(at(2025, 12, 31, 18, 45)), now)).toBe('2025-12-31 18:45');
  });
});
