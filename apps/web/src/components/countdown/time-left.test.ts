import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDuration,
  msToNextTick,
  remainingSeconds,
  secondsLeft,
  splitDuration,
} from './time-left';

describe('remainingSeconds', () => {
  it('counts from the clock reading, one second per full second elapsed', () => {
    const start = 1_700_000_000;
    expect(remainingSeconds(start + 90, start, 0)).toBe(90);
    expect(remainingSeconds(start + 90, start, 999)).toBe(90);
    expect(remainingSeconds(start + 90, start, 1000)).toBe(89);
    expect(remainingSeconds(start + 90, start, 60_500)).toBe(30);
  });

  it('stops at zero and never goes below it', () => {
    const start = 1_700_000_000;
    expect(remainingSeconds(start + 1, start, 1000)).toBe(0);
    expect(remainingSeconds(start + 1, start, 5000)).toBe(0);
    expect(remainingSeconds(start - 10, start, 0)).toBe(0);
  });

  it('uses the given clock, not the reader’s: a server a minute ahead leaves a minute less', () => {
    const target = 1_700_000_600;
    expect(remainingSeconds(target, 1_700_000_000, 0)).toBe(600);
    expect(remainingSeconds(target, 1_700_000_060, 0)).toBe(540);
  });

  it('ignores negative elapsed time (a clock set back) instead of adding seconds', () => {
    expect(remainingSeconds(1_700_000_010, 1_700_000_000, -5000)).toBe(10);
  });
});

describe('secondsLeft', () => {
  it('counts whole seconds to the deadline by a millisecond clock and stops at zero', () => {
    expect(secondsLeft(1_000_100, 1_000_000_000)).toBe(100);
    expect(secondsLeft(1_000_100, 1_000_000_999)).toBe(100);
    expect(secondsLeft(1_000_100, 1_000_100_000)).toBe(0);
    expect(secondsLeft(1_000_100, 1_000_200_000)).toBe(0);
  });
});

describe('msToNextTick', () => {
  it('waits until the next whole second since the reading', () => {
    expect(msToNextTick(0)).toBe(1000);
    expect(msToNextTick(250)).toBe(750);
    expect(msToNextTick(1999)).toBe(1);
    expect(msToNextTick(3000)).toBe(1000);
  });
});

describe('splitDuration', () => {
  it('splits into days, hours, minutes and seconds', () => {
    expect(splitDuration(2 * 86_400 + 3 * 3600 + 4 * 60 + 5)).toEqual({
      days: 2,
      hours: 3,
      minutes: 4,
      seconds: 5,
    });
    expect(splitDuration(59)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 59 });
    expect(splitDuration(86_399)).toEqual({ days: 0, hours: 23, minutes: 59, seconds: 59 });
  });

  it('reads zero for nothing left, negatives and fractions rounded down', () => {
    expect(splitDuration(0)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(-30)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
    expect(splitDuration(61.9)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 1 });
  });
});

describe('formatDuration', () => {
  it('writes hh:mm:ss with the days in front when there are any', () => {
    expect(formatDuration(3661)).toBe('01:01:01');
    expect(formatDuration(86_400 + 59)).toBe('1天 00:00:59');
    expect(formatDuration(0)).toBe('00:00:00');
  });
});

describe('formatClock', () => {
  it('writes mm:ss', () => {
    expect(formatClock(30 * 60)).toBe('30:00');
    expect(formatClock(65)).toBe('01:05');
    expect(formatClock(9)).toBe('00:09');
    expect(formatClock(0)).toBe('00:00');
    expect(formatClock(-3)).toBe('00:00');
  });

  it('adds hours when the deadline is more than an hour away', () => {
    expect(formatClock(3600)).toBe('1:00:00');
    expect(formatClock(3 * 86400 - 1)).toBe('71:59:59');
  });
});
