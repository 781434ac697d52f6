/** The pay page's countdown to an unpaid order's automatic cancellation. */

/** Whole seconds left until `expiresAt` (Unix seconds), never below zero. */
export function secondsLeft(expiresAt: number, nowMs: number): number {
  return Math.max(0, expiresAt - Math.floor(nowMs / 1000));
}

/** mm:ss; minutes keep counting past 59 (a transfer awaits days, shown as hours when over one). */
export function formatCountdown(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const rest = total % 60;
  if (hours > 0) return `${hours}:${pad(minutes)}:${pad(rest)}`;
  return `${pad(minutes)}:${pad(rest)}`;
}
