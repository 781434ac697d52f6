/** Order numbers: 'DD' + the China time yyyyMMddHHmmss + 4 random digits. */
import { randomInt } from 'node:crypto';

const CHINA_OFFSET_MS = 8 * 3600_000;
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function orderNumber(now: Date): string {
  const t = new Date(now.getTime() + CHINA_OFFSET_MS);
  const stamp =
    `${t.getUTCFullYear()}${pad(t.getUTCMonth() + 1)}${pad(t.getUTCDate())}` +
    `${pad(t.getUTCHours())}${pad(t.getUTCMinutes())}${pad(t.getUTCSeconds())}`;
  return `DD${stamp}${pad(randomInt(10_000), 4)}`;
}
