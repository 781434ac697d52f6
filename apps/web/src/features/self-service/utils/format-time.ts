import dayjs from 'dayjs';

/** Wire times are 10-digit Unix seconds (SPEC §9); null means "not yet". */
export function formatTime(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || seconds <= 0) return '';
  return dayjs.unix(seconds).format('YYYY-MM-DD HH:mm');
}
