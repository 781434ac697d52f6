import { STICKY_HEADER_THRESHOLD_PX } from '@mall/shared/constants';
import { useScrolledPast } from '../hooks/use-scrolled-past';
import { CartButton } from './cart-button';
import { SearchBox, type SuggestRender } from './search-box';
import { SiteLogo } from './site-logo';
import styles from './sticky-header.module.css';

/** Compact header fixed at the top once the page is scrolled 205 px or more; absent above. */
export function StickyHeader({ suggest }: { suggest?: SuggestRender }) {
  const shown = useScrolledPast(STICKY_HEADER_THRESHOLD_PX);
  if (!shown) return null;
  return (
    <div className={styles.sticky} data-testid="sticky-header">
      <div className={styles.inner}>
        <SiteLogo size="small" />
        <div className={styles.search}>
          <SearchBox compact suggest={suggest} />
        </div>
        <CartButton compact />
      </div>
    </div>
  );
}
