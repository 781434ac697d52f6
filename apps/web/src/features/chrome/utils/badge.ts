import { BADGE_MAX } from '@mall/shared/constants';

/** Text of a count badge: null hides it (0 or less), above BADGE_MAX it reads 「99+」. */
export function badgeText(count: number | null | undefined): string | null {
  if (count == null || !Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}
