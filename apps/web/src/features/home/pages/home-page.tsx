import { useFocus } from '@/lib/site-data';
import { BannerCarousel } from '../components/banner-carousel';
import { BestSellers } from '../components/best-sellers';
import { MemberCard } from '../components/member-card';
import { SideNotices } from '../components/side-notices';
import { TopBanner } from '../components/top-banner';
import styles from './home-page.module.css';

/** The home page (`/`): first screen beside the unfolded category menu, then the best sellers. */
export default function HomePage(): React.JSX.Element {
  const { data: banners, isPending } = useFocus('main');
  return (
    <div className={styles.home}>
      <div className={styles.firstScreen}>
        {/* The chrome's unfolded category menu overlays this space. */}
        <div className={styles.menuSpace} aria-hidden="true" />
        <BannerCarousel
          banners={banners ?? []}
          loading={isPending}
          width={730}
          height={340}
          label="活动轮播"
          testId="home-banner"
          priority
        />
        <aside className={styles.side} aria-label="会员信息">
          <MemberCard />
          <SideNotices />
        </aside>
      </div>
      <TopBanner />
      <BestSellers />
      {/* Mount point of the lottery pop-up (a later issue). */}
      <div id="lottery-root" />
    </div>
  );
}
