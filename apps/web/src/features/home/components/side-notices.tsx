import { useFocus } from '@/api/content/get-banners';
import { BannerImage } from '@/components/banner-link/banner-image';
import { useFirstScreenReady } from '../hooks/use-lazy-block';
import { SectionHead } from './section-head';
import styles from './side-notices.module.css';

const SHOWN = 2;
const SKELETON_KEYS = Array.from({ length: SHOWN }, (_, index) => `skeleton-${index}`);

/** The operator's side banners (/api/focus/right), stacked beside the flash strip. */
export function SideNotices() {
  const { data, isPending } = useFocus('right', { enabled: useFirstScreenReady() });
  const banners = (data ?? []).slice(0, SHOWN);
  return (
    <aside className={styles.side} aria-labelledby="home-side-notices" data-testid="home-side-notices">
      <SectionHead id="home-side-notices" title="活动推荐" />
      <div className={styles.list}>
        {isPending
          ? SKELETON_KEYS.map((key) => <span key={key} className={styles.skeleton} />)
          : banners.map((banner) => (
              <BannerImage
                key={banner.id}
                banner={banner}
                width={250}
                height={170}
                fallbackAlt="活动推荐"
                className={styles.link}
                imageClassName={styles.image}
              />
            ))}
      </div>
    </aside>
  );
}
