/**
 * When a chat message was sent, as the bubble shows it: 14:05 today, 昨天 14:05, 11-20 14:05 this
 * year, 2025-11-20 14:05 before. Plain Date so the chat page does not load a date library.
 */
const pad = (n: number) => String(n).padStart(2, '0');

function startOfDay(date: Date): number {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime();
}

export function chatTime(seconds: number, now: Date = new Date()): string {
  const date = new Date(seconds * 1000);
  const clock = `${pad(date.getHours())}:${pad(date.getMinutes())}`;
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days === 0) return clock;
  if (days === 1) return `昨天 ${clock}`;
  const day = `${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (date.getFullYear() === now.getFullYear()) return `${day} ${clock}`;
  return `${date.getFullYear()}-${day} ${clock}`;
}
