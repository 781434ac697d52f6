import { MESSAGES } from '@mall/shared/constants';

/** What following an operator-configured link (banner, ad, nav entry) should do. */
export type LinkAction =
  | { kind: 'alert'; message: string }
  | { kind: 'navigate'; to: string }
  | { kind: 'open'; href: string };

export interface ConfiguredLink {
  url?: string | null;
  /** Any non-null value marks the link as "not yet": its text is shown instead (SPEC §8). */
  notice?: string | null;
}

/**
 * SPEC §8: a link with no target alerts 「活动暂未开始」; a link carrying a notice alerts that
 * notice (default 「活动未开始」); anything else navigates inside the SPA when it points at this
 * site, or opens in a new window when it points elsewhere.
 */
export function decideLinkAction(link: ConfiguredLink, siteOrigin: string): LinkAction {
  const url = link.url?.trim() ?? '';
  if (url === '') return { kind: 'alert', message: MESSAGES.activityNotStarted };
  if (link.notice != null) return { kind: 'alert', message: link.notice || MESSAGES.activityNoticeDefault };
  const internal = toInternalPath(url, siteOrigin);
  return internal === null ? { kind: 'open', href: url } : { kind: 'navigate', to: internal };
}

/** The in-app path of `url` when it belongs to this site, else null. */
export function toInternalPath(url: string, siteOrigin: string): string | null {
  if (url.startsWith('/') && !url.startsWith('//')) return url;
  if (!/^https?:\/\//i.test(url) && !url.startsWith('//')) {
    // Relative links without a leading slash ("list?id=1") are paths of this site too,
    // but schemes such as mailto: or tel: are not.
    return /^[a-z][a-z0-9+.-]*:/i.test(url) ? null : `/${url}`;
  }
  let parsed: URL;
  try {
    parsed = new URL(url, siteOrigin);
  } catch {
    return null;
  }
  if (parsed.origin !== siteOrigin) return null;
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
