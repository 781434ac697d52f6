import { SPIKE_NOT_STARTED, SPIKE_RUNNING, type SpikeRound } from '@mall/shared/home';

export interface SpikeCountdown {
  /** What the strip says before the time: 距开始 or 距结束. */
  label: string;
  /** Unix seconds the countdown runs to. */
  target: number;
}

/**
 * The countdown a round shows: to its start before it runs, to its end while it runs, none once it
 * has ended or when no round is set. A deadline not after the server's clock gets none either, so a
 * refetch at zero cannot loop on an answer that has not turned yet.
 */
export function spikeCountdown(
  round: Pick<SpikeRound, 'id' | 'status' | 'start_time' | 'end_time' | 'now'>,
): SpikeCountdown | null {
  if (round.id === 0) return null;
  let countdown: SpikeCountdown | null = null;
  if (round.status === SPIKE_NOT_STARTED) countdown = { label: '距开始', target: round.start_time };
  if (round.status === SPIKE_RUNNING) countdown = { label: '距结束', target: round.end_time };
  return countdown && countdown.target > round.now ? countdown : null;
}

/** The round's state in words, for the strip's heading. */
export function spikeStatusText(round: Pick<SpikeRound, 'id' | 'status'>): string {
  if (round.id === 0) return '暂无秒杀活动';
  if (round.status === SPIKE_NOT_STARTED) return '即将开始';
  if (round.status === SPIKE_RUNNING) return '正在抢购';
  return '本场已结束';
}
