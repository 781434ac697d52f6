import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useSiteName } from '../hooks/use-site-name';
import { cx } from '../utils/cx';
import { LogoMark } from './icons';
import styles from './site-logo.module.css';

/** Logo and site name, linking home. */
export function SiteLogo({ size = 'large' }: { size?: 'large' | 'small' }) {
  const siteName = useSiteName();
  return (
    <Link
      to={paths.home}
      className={cx(styles.logo, size === 'small' && styles.small)}
      aria-label={`${siteName}首页`}
    >
      <LogoMark size={size === 'small' ? 32 : 46} />
      <span className={styles.name}>{siteName}</span>
    </Link>
  );
}
