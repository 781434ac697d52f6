import { SPIKE_ENDED, SPIKE_NOT_STARTED, SPIKE_RUNNING } from '@mall/shared/home';
import { describe, expect, it } from 'vitest';
import { spikeCountdown, spikeStatusText } from './spike-countdown';

const NOW = 1_700_000_000;
const round = { id: 7, start_time: NOW + 60, end_time: NOW + 3660, now: NOW };

describe('spikeCountdown', () => {
  it('runs to the start before the round and to the end during it', () => {
    expect(spikeCountdown({ ...round, status: SPIKE_NOT_STARTED })).toEqual({
      label: '距开始',
      target: NOW + 60,
    });
    expect(spikeCountdown({ ...round, status: SPIKE_RUNNING, now: NOW + 61 })).toEqual({
      label: '距结束',
      target: NOW + 3660,
    });
  });

  it('shows none for an ended round or when no round is set', () => {
    expect(spikeCountdown({ ...round, status: SPIKE_ENDED })).toBeNull();
    expect(spikeCountdown({ ...round, id: 0, status: SPIKE_NOT_STARTED })).toBeNull();
  });

  it('shows none when the deadline is not after the server clock (no refetch loop)', () => {
    expect(spikeCountdown({ ...round, status: SPIKE_NOT_STARTED, now: NOW + 60 })).toBeNull();
    expect(spikeCountdown({ ...round, status: SPIKE_RUNNING, now: NOW + 4000 })).toBeNull();
  });
});

describe('spikeStatusText', () => {
  it('names the state of the round', () => {
    expect(spikeStatusText({ id: 0, status: SPIKE_NOT_STARTED })).toBe('暂无秒杀活动');
    expect(spikeStatusText({ id: 1, status: SPIKE_NOT_STARTED })).toBe('即将开始');
    expect(spikeStatusText({ id: 1, status: SPIKE_RUNNING })).toBe('正在抢购');
    expect(spikeStatusText({ id: 1, status: SPIKE_ENDED })).toBe('本场已结束');
  });
});
