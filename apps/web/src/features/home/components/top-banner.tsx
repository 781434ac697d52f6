import { BannerLink } from '@/components/banner-link/banner-link';
import { useFocus } from '@/lib/site-data';
import { useFirstScreenReady } from '../hooks/use-lazy-block';
import styles from './top-banner.module.css';

/** The full-width banner strip under the first screen (/api/focus/top); absent when empty. */
export function TopBanner() {
  const { data, isPending } = useFocus('top', { enabled: useFirstScreenReady() });
  // The strip's height is kept while it loads, so the blocks under it do not move.
  if (isPending) return <div className={`${styles.strip} ${styles.placeholder}`} aria-hidden="true" />;
  if (!data || data.length === 0) return null;
  return (
    <section className={styles.strip} aria-label="专题活动">
      {data.map((banner) => (
        <BannerLink
          key={banner.id}
          url={banner.url}
          notice={banner.notice}
          className={styles.link}
          title={banner.title}
        >
          <img
            src={banner.image}
            alt={banner.title || '专题活动'}
            width={Math.floor(1200 / data.length)}
            height={80}
            loading="lazy"
            className={styles.image}
          />
        </BannerLink>
      ))}
    </section>
  );
}
