import { queryClient } from '@/lib/query-client';
import { prefetchFirstScreen } from '../api/prefetch-first-screen';
import { BrandWall } from '../components/brand-wall';
import { CategoryFloors } from '../components/category-floors';
import { ControlZones } from '../components/control-zones';
import { EverydayStrip } from '../components/everyday-strip';
import { FlashStrip } from '../components/flash-strip';
import { LotteryEntry } from '../components/lottery-entry';
import { MainBanner } from '../components/main-banner';
import { MemberCard } from '../components/member-card';
import { PostList } from '../components/post-list';
import { RecommendedGoods } from '../components/recommended-goods';
import { SideNotices } from '../components/side-notices';
import { TopBanner } from '../components/top-banner';
import { ZoneTiles } from '../components/zone-tiles';
import styles from './home-page.module.css';

// The router loads this module just before it renders the page: the first screen's calls start now.
prefetchFirstScreen(queryClient);

/**
 * The home page (`/`), in the order a wholesale buyer scans it: the first screen (banners beside the
 * unfolded category menu, the member card, notices and news), the day's offers (flash round, daily
 * deals), the zones, controlled sales, brands, then the category floors and recommended
 * goods with 加载更多. Below the first screen every block asks the server only as it scrolls near.
 */
export default function HomePage(): React.JSX.Element {
  return (
    <div className={styles.home}>
      <div className={styles.firstScreen}>
        {/* The chrome's unfolded category menu overlays this space. */}
        <div className={styles.menuSpace} aria-hidden="true" />
        <MainBanner />
        <aside className={styles.side} aria-label="会员信息">
          <MemberCard />
          <PostList />
        </aside>
      </div>
      <TopBanner />
      <div className={styles.flashRow}>
        <FlashStrip />
        <SideNotices />
      </div>
      <EverydayStrip />
      <ZoneTiles />
      <ControlZones />
      <BrandWall />
      <CategoryFloors />
      <RecommendedGoods />
      {/* The lottery pop-up (members with a chance left); fixed over the page while open. */}
      <div id="lottery-root">
        <LotteryEntry />
      </div>
    </div>
  );
}
