/** Order numbers: 'DD' + the China time yyyyMMddHHmmss + 4 random digits. */
import { randomInt } from 'node:crypto';
import { chinaStamp } from '@mall/shared/china-time';

/** `count` candidate numbers for an order placed at `now`, tried in turn until one is free. */
export function orderNumbers(now: Date, count: number): string[] {
  const stamp = chinaStamp(Math.floor(now.getTime() / 1000));
  return Array.from({ length: count }, () => `DD${stamp}${String(randomInt(10_000)).padStart(4, '0')}`);
}
