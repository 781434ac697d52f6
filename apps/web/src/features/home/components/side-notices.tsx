import { useFocus } from '@/lib/site-data';
import { BannerCarousel } from './banner-carousel';

/** The notice images under the member card (/api/focus/right), one slot that rotates through them. */
export function SideNotices() {
  const { data, isPending } = useFocus('right');
  return <BannerCarousel banners={data ?? []} loading={isPending} width={250} height={170} label="公告" />;
}
