import { useFocusAds } from '@/api/content/get-focus-ads';
import { BannerImage } from '@/components/banner-link/banner-image';
import { useSessionFlag } from '../hooks/use-session-flag';
import styles from './site-ads.module.css';

const FLOAT_CLOSED_KEY = 'chrome:float-bottom-closed';
const TOP_RIGHT_CLOSED_KEY = 'chrome:ad-top-right-closed';

function CloseButton({ onClose }: { onClose: () => void }) {
  return (
    <button type="button" className={styles.close} aria-label="关闭广告" onClick={onClose}>
      ×
    </button>
  );
}

/**
 * The bottom floating banner; once closed it stays closed for the browser session. The server
 * sends it only to its audience (an invitation to register reaches guests only). A spacer of its
 * height ends the page, so the banner covers nothing when scrolled to the end; pages with their
 * own action bar do not get it at all (route meta `actionBar`).
 */
export function FloatBanner() {
  const { data } = useFocusAds();
  const [closed, close] = useSessionFlag(FLOAT_CLOSED_KEY);
  const banner = data?.float_bottom;
  if (!banner || closed) return null;
  return (
    <>
      <div className={styles.floatSpace} aria-hidden="true" />
      <aside className={styles.float} aria-label="活动横幅" data-testid="float-banner">
        <div className={styles.floatInner}>
          <BannerImage
            banner={banner}
            width={1200}
            height={100}
            fallbackAlt="广告"
            className={styles.link}
            imageClassName={styles.image}
            eager
          />
          <CloseButton onClose={close} />
        </div>
      </aside>
    </>
  );
}

/** The closable ad block at the right end of the header on the pages that carry it (home). */
export function TopRightAd() {
  const { data, isPending } = useFocusAds();
  const [closed, close] = useSessionFlag(TOP_RIGHT_CLOSED_KEY);
  if (closed) return null;
  // Keep the slot while the ads load so the header does not jump when the ad arrives.
  if (isPending) return <div className={styles.topRight} aria-hidden="true" />;
  const banner = data?.ad_top_right;
  if (!banner) return null;
  return (
    <aside className={styles.topRight} aria-label="广告">
      <BannerImage
        banner={banner}
        width={100}
        height={100}
        fallbackAlt="广告"
        className={styles.link}
        imageClassName={styles.image}
        eager
      />
      <CloseButton onClose={close} />
    </aside>
  );
}
