import { useFocus } from '@/api/content/get-banners';
import { BannerCarousel } from './banner-carousel';

/**
 * The first screen's banners (/api/focus). Its own component, first in the page, because queries
 * start as components mount, children before parents: here it is the first of the page's calls.
 */
export function MainBanner() {
  const { data, isPending } = useFocus('main');
  return (
    <BannerCarousel
      banners={data ?? []}
      loading={isPending}
      width={730}
      height={340}
      label="活动轮播"
      testId="home-banner"
      priority
    />
  );
}
