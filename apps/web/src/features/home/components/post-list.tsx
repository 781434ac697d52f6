import { POST_LIST_SIZE } from '@mall/shared/home';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { usePostList } from '../api/get-post-list';
import { useFirstScreenReady } from '../hooks/use-lazy-block';
import styles from './post-list.module.css';

/** The two lists and the /news/info/{id}/{type} type of their items. */
const TABS = [
  { key: 'notice', label: '商城公告', type: 2, more: '/news/company' },
  { key: 'news', label: '行业资讯', type: 1, more: '/news/hy' },
] as const;
type TabKey = (typeof TABS)[number]['key'];

const SKELETON_KEYS = Array.from({ length: POST_LIST_SIZE }, (_, index) => `skeleton-${index}`);

/** Beside the member card: store notices and industry news, one tab at a time. */
export function PostList() {
  // Text beside the banner: it waits for the banners and ads, the page's largest paint.
  const { data, isPending } = usePostList(useFirstScreenReady());
  const [active, setActive] = useState<TabKey>('notice');
  const tab = TABS.find((t) => t.key === active) ?? TABS[0];
  const items = data?.[tab.key] ?? [];
  return (
    <section className={styles.box} aria-label="公告与资讯" data-testid="home-posts">
      <div className={styles.tabs}>
        <div className={styles.tabList} role="tablist">
          {TABS.map((t) => (
            <button
              key={t.key}
              type="button"
              role="tab"
              id={`home-posts-${t.key}`}
              aria-selected={t.key === active}
              aria-controls="home-posts-panel"
              className={t.key === active ? `${styles.tab} ${styles.active}` : styles.tab}
              onMouseEnter={() => setActive(t.key)}
              onClick={() => setActive(t.key)}
            >
              {t.label}
            </button>
          ))}
        </div>
        <Link to={tab.more} className={styles.more}>
          更多
        </Link>
      </div>
      <div id="home-posts-panel" role="tabpanel" aria-labelledby={`home-posts-${active}`}>
        <ul className={styles.list}>
          {isPending
            ? SKELETON_KEYS.map((key) => <li key={key} className={styles.skeleton} />)
            : items.slice(0, POST_LIST_SIZE).map((item) => (
                <li key={item.id}>
                  <Link to={paths.newsInfo(item.id, tab.type)} className={styles.item} title={item.title}>
                    {item.title}
                  </Link>
                </li>
              ))}
          {!isPending && items.length === 0 ? <li className={styles.none}>暂无内容</li> : null}
        </ul>
      </div>
    </section>
  );
}
