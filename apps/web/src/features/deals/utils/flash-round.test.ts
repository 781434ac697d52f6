import { chinaMidnight } from '@mall/shared/china-time';
import { SPIKE_ENDED, SPIKE_NOT_STARTED, SPIKE_RUNNING } from '@mall/shared/home';
import { describe, expect, it } from 'vitest';
import { memberLimitText, roundCountdown, roundLabel, roundState, stockProgress } from './flash-round';

const TODAY = '2026-03-10';
const midnight = chinaMidnight(TODAY) as number;
const at = (hours: number, minutes = 0) => midnight + hours * 3600 + minutes * 60;

describe('the flash-sale page rules', () => {
  it('names a round’s state', () => {
    expect(roundState({ status: SPIKE_RUNNING })).toBe('已开抢');
    expect(roundState({ status: SPIKE_NOT_STARTED })).toBe('即将开始');
    expect(roundState({ status: SPIKE_ENDED })).toBe('已结束');
  });

  it('counts to the start before a round, to the end during it, and not after', () => {
    const round = { start_time: at(10), end_time: at(22), now: at(9) };
    expect(roundCountdown({ ...round, status: SPIKE_NOT_STARTED })).toEqual({
      label: '距开始',
      target: at(10),
    });
    expect(roundCountdown({ ...round, now: at(11), status: SPIKE_RUNNING })).toEqual({
      label: '距结束',
      target: at(22),
    });
    expect(roundCountdown({ ...round, now: at(23), status: SPIKE_ENDED })).toBeNull();
    // An open-ended round, or a deadline the server's clock has reached, has none.
    expect(roundCountdown({ ...round, end_time: 0, now: at(11), status: SPIKE_RUNNING })).toBeNull();
    expect(roundCountdown({ ...round, now: at(10), status: SPIKE_NOT_STARTED })).toBeNull();
  });

  it('labels rounds by China time: today, tomorrow, earlier', () => {
    expect(roundLabel({ start_time: at(10) }, TODAY)).toBe('10:00');
    expect(roundLabel({ start_time: at(24 + 10, 30) }, TODAY)).toBe('明日 10:30');
    expect(roundLabel({ start_time: at(-2) }, TODAY)).toBe('03-09 22:00');
    expect(roundLabel({ start_time: 0 }, TODAY)).toBe('进行中');
    // 00:00 China time is 16:00 UTC the day before.
    expect(roundLabel({ start_time: Date.UTC(2026, 2, 9, 16) / 1000 }, TODAY)).toBe('00:00');
  });

  it('shows the sold share in whole percent', () => {
    expect(stockProgress(0, 50)).toBe(0);
    expect(stockProgress(1, 2)).toBe(33);
    expect(stockProgress(50, 50)).toBe(50);
    expect(stockProgress(99, 1)).toBe(99);
    expect(stockProgress(10, 0)).toBe(100);
    expect(stockProgress(0, 0)).toBe(100);
    expect(stockProgress(-3, 10)).toBe(0);
  });

  it('names the per-member limit', () => {
    expect(memberLimitText(5, '盒')).toBe('每人限购5盒');
    expect(memberLimitText(null, '盒')).toBe('');
    expect(memberLimitText(0, '盒')).toBe('');
    expect(memberLimitText(undefined, '盒')).toBe('');
  });
});
