import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { showAlert } from '@/lib/feedback';
import styles from './banner-link.module.css';
import { decideLinkAction } from './link-action';

interface BannerLinkProps {
  url?: string | null;
  notice?: string | null;
  /** Open even this site's pages in a new window (nav entries with is_open). */
  newWindow?: boolean;
  className?: string;
  title?: string;
  children: ReactNode;
}

/**
 * Every operator-configured link (banners, ads, nav entries, footer links) goes through here,
 * so the SPEC §8 rule for links without a target or with a notice lives in one place.
 */
export function BannerLink({ url, notice, newWindow, className, title, children }: BannerLinkProps) {
  const action = decideLinkAction({ url, notice }, window.location.origin);
  if (action.kind === 'navigate' && !newWindow) {
    return (
      <Link to={action.to} className={className} title={title}>
        {children}
      </Link>
    );
  }
  if (action.kind !== 'alert') {
    const href = action.kind === 'navigate' ? action.to : action.href;
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" className={className} title={title}>
        {children}
      </a>
    );
  }
  const cls = className ? `${styles.plain} ${className}` : styles.plain;
  return (
    <button type="button" className={cls} title={title} onClick={() => void showAlert(action.message)}>
      {children}
    </button>
  );
}
