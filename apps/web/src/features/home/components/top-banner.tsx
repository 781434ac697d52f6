import { useFocus } from '@/api/content/get-banners';
import { BannerImage } from '@/components/banner-link/banner-image';
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
        <BannerImage
          key={banner.id}
          banner={banner}
          width={Math.floor(1200 / data.length)}
          height={80}
          fallbackAlt="专题活动"
          className={styles.link}
          imageClassName={styles.image}
        />
      ))}
    </section>
  );
}
