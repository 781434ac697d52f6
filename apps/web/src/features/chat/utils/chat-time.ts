/**
 * When a chat message was sent, as the bubble shows it: 14:05 today, 昨天 14:05, 11-20 14:05 this
 * year, 2025-11-20 14:05 before, all in China time (the agents' clock) whatever the browser's zone.
 * Intl under the shared helper, so the chat page does not load a date library.
 */
import { chinaClock, daysBetween, formatChinaTime } from '@mall/shared/china-time';

export function chatTime(seconds: number, nowMs: number = Date.now()): string {
  const sent = formatChinaTime(seconds, 'YYYY-MM-DD');
  const today = formatChinaTime(Math.floor(nowMs / 1000), 'YYYY-MM-DD');
  const clock = formatChinaTime(seconds, 'HH:mm');
  const days = daysBetween(sent, today);
  if (days === 0) return clock;
  if (days === 1) return `昨天 ${clock}`;
  if (chinaClock(seconds).year === chinaClock(nowMs / 1000).year)
    return formatChinaTime(seconds, 'MM-DD HH:mm');
  return formatChinaTime(seconds, 'YYYY-MM-DD HH:mm');
}
