/** Order numbers: 'DD' + the China time yyyyMMddHHmmss + 4 random digits. */
import { randomInt } from 'node:crypto';
import { chinaStamp } from '@mall/shared/china-time';

export function orderNumber(now: Date): string {
  const digits = String(randomInt(10_000)).padStart(4, '0');
  return `DD${chinaStamp(Math.floor(now.getTime() / 1000))}${digits}`;
}
