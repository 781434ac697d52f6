import type { Banner } from '@mall/shared/focus';
import { Link } from 'react-router';
import { isExternalHref } from '@/lib/navigation';
import styles from './login-art.module.css';

/** The login page's art banner (GET /api/focus/login); a plain brand panel when there is none. */
export function LoginArt({ banner }: { banner: Banner | undefined }): React.JSX.Element {
  if (!banner?.image) {
    return (
      <div className={styles.fallback} aria-hidden="true">
        <p className={styles.slogan}>正品保障 · 资质齐全 · 极速配送</p>
        <p className={styles.sub}>药店、诊所一站式药品批发采购平台</p>
      </div>
    );
  }
  const image = <img className={styles.image} src={banner.image} alt={banner.title || '康源医药商城'} />;
  if (!banner.url) return <div className={styles.art}>{image}</div>;
  return isExternalHref(banner.url) ? (
    <a className={styles.art} href={banner.url} target="_blank" rel="noreferrer">
      {image}
    </a>
  ) : (
    <Link className={styles.art} to={banner.url}>
      {image}
    </Link>
  );
}
