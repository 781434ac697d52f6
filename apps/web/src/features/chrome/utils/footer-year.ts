import { chinaClock } from '@mall/shared/china-time';

/** The copyright year in China: the server clock's when known (10-digit seconds), else the browser's. */
export function footerYear(serverTimestamp: number | null | undefined, nowMs: number = Date.now()): number {
  if (serverTimestamp != null && Number.isFinite(serverTimestamp) && serverTimestamp > 0) {
    const seconds = serverTimestamp < 1e11 ? serverTimestamp : serverTimestamp / 1000;
    return chinaClock(seconds).year;
  }
  return chinaClock(nowMs / 1000).year;
}
