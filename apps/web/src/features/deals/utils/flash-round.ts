/** The flash-sale page's rules in words and numbers (pure, so they are easy to test). */
import { chinaDate, formatChinaTime } from '@mall/shared/china-time';
import { SPIKE_ENDED, SPIKE_NOT_STARTED, type SpikeRound } from '@mall/shared/home';

export type RoundState = '已开抢' | '即将开始' | '已结束';

export function roundState(round: Pick<SpikeRound, 'status'>): RoundState {
  if (round.status === SPIKE_NOT_STARTED) return '即将开始';
  if (round.status === SPIKE_ENDED) return '已结束';
  return '已开抢';
}

/**
 * The countdown a round shows: 距开始 before it runs, 距结束 while it runs (none without an end),
 * none once it has ended or when the deadline is not after the server's clock.
 */
export function roundCountdown(
  round: Pick<SpikeRound, 'status' | 'start_time' | 'end_time' | 'now'>,
): { label: string; target: number } | null {
  if (round.status === SPIKE_ENDED) return null;
  const countdown =
    round.status === SPIKE_NOT_STARTED
      ? { label: '距开始', target: round.start_time }
      : { label: '距结束', target: round.end_time };
  return countdown.target > round.now ? countdown : null;
}

/**
 * A round's tab label by China time: 「10:00」 today, 「明日 10:00」 tomorrow, the date before others;
 * 「进行中」 for a round without a start.
 */
export function roundLabel(round: Pick<SpikeRound, 'start_time'>, today: string): string {
  if (round.start_time === 0) return '进行中';
  const time = formatChinaTime(round.start_time, 'HH:mm');
  const date = chinaDate(round.start_time);
  if (date === today) return time;
  return date > today ? `明日 ${time}` : `${formatChinaTime(round.start_time, 'MM-DD')} ${time}`;
}

/** Sold share of a flash offer, whole percent 0..100: sold / (sold + stock left). */
export function stockProgress(sold: number, stock: number): number {
  const total = Math.max(0, sold) + Math.max(0, stock);
  if (total === 0) return 100;
  return Math.min(100, Math.floor((Math.max(0, sold) * 100) / total));
}

/** 每人限购 N件, or '' when the offer has no per-member limit. */
export function memberLimitText(limit: number | null | undefined, unit: string): string {
  return limit && limit > 0 ? `每人限购${limit}${unit}` : '';
}
