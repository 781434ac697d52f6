/** Texts of a flash offer's sale window. Times read in China time, whatever the browser's zone. */
import { chinaDateTime } from '@mall/shared/china-time';

/** 「2025-06-01 10:00 至 2025-06-03 22:00」; an open end reads 「… 起」 or 「至 …」; '' with neither. */
export function saleWindowText(
  startsAt: number | null | undefined,
  endsAt: number | null | undefined,
): string {
  const start = startsAt ? chinaDateTime(startsAt) : '';
  const end = endsAt ? chinaDateTime(endsAt) : '';
  if (start && end) return `${start} 至 ${end}`;
  if (start) return `${start} 起`;
  if (end) return `至 ${end}`;
  return '';
}

/** Where now stands against the window: before it, inside it, or after it. */
export function salePhase(
  startsAt: number | null | undefined,
  endsAt: number | null | undefined,
  nowSeconds: number,
): 'upcoming' | 'open' | 'ended' {
  if (startsAt && nowSeconds < startsAt) return 'upcoming';
  if (endsAt && nowSeconds >= endsAt) return 'ended';
  return 'open';
}
