import dayjs from 'dayjs';

/** A 10-digit Unix-seconds time as the buyer reads it (SPEC §9). */
export function formatDate(seconds: number): string {
  return dayjs.unix(seconds).format('YYYY-MM-DD');
}

export function formatDateTime(seconds: number): string {
  return dayjs.unix(seconds).format('YYYY-MM-DD HH:mm');
}
