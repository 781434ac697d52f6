import { useFocus } from '@/api/content/get-banners';
import { useFocusAds } from '@/api/content/get-focus-ads';
import { useNearViewport } from './use-near-viewport';

/**
 * Whether the first screen's banners and ads have arrived (or failed). The blocks after them wait
 * for this: a browser sends a few requests to one host at a time, and the first screen's calls and
 * images must not queue behind the rest of the page.
 */
export function useFirstScreenReady(): boolean {
  const main = useFocus('main');
  const ads = useFocusAds();
  return !main.isPending && !ads.isPending;
}

/** A block below the first screen may load once it is near the viewport and the first screen is in. */
export function useLazyBlock<T extends Element>(): [ref: React.RefObject<T | null>, active: boolean] {
  const [ref, near] = useNearViewport<T>();
  const ready = useFirstScreenReady();
  return [ref, near && ready];
}
