import { BADGE_MAX } from '@mall/shared/constants';

/** Text of a count badge: null hides it (0 or less), above BADGE_MAX it reads 「99+」. */
export function badgeText(count: number | null | undefined): string | null {
  if (count == null || !Number.isFinite(count) || count <= 0) return null;
  return count > BADGE_MAX ? `${BADGE_MAX}+` : String(Math.floor(count));
}

/**
 * The accessible name of a control that shows a count badge: the badge's text is part of it (what is
 * seen is what is read out), e.g. 「我的消息 3 条未读」; the label alone without a badge.
 */
export function unreadName(label: string, badge: string | null | undefined): string {
  return badge ? `${label} ${badge} 条未读` : label;
}
