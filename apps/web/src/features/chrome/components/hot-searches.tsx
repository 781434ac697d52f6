import { SEARCH_TYPE_DRUG } from '@mall/shared/constants';
import { Link } from 'react-router';
import { useFocusCommon } from '@/api/content/get-focus-common';
import { BannerLink } from '@/components/banner-link/banner-link';
import { paths } from '@/config/paths';
import styles from './hot-searches.module.css';

const HOT_SEARCH_COUNT = 8;

/** Hot-search links (rnss) under the search box; an entry without a URL searches its name. */
export function HotSearches() {
  const { data } = useFocusCommon();
  const entries = (data?.rnss ?? []).slice(0, HOT_SEARCH_COUNT);
  return (
    <div className={styles.row}>
      {entries.map((entry) =>
        entry.url ? (
          <BannerLink key={`${entry.name}|${entry.url}`} url={entry.url} className={styles.link}>
            {entry.name}
          </BannerLink>
        ) : (
          <Link
            key={entry.name}
            to={paths.search({ keywords: entry.name, type: SEARCH_TYPE_DRUG })}
            className={styles.link}
          >
            {entry.name}
          </Link>
        ),
      )}
    </div>
  );
}
