/** /news/hy and /news/company: a news section, newest first, ten to a page (`?page=N`). */
import { ARTICLE_PAGE_SIZE } from '@mall/shared/content';
import { Link, useLocation } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useArticleList } from '@/features/help/api/articles';
import styles from '../components/news.module.css';
import { NewsFrame } from '../components/news-frame';
import { NewsPager } from '../components/news-pager';
import { pageOf, sectionOfPath } from '../utils/news-params';

export default function NewsListPage(): React.JSX.Element {
  const { pathname, search } = useLocation();
  const section = sectionOfPath(pathname);
  const page = pageOf(search);
  const list = useArticleList({ path: section.path, page, page_size: ARTICLE_PAGE_SIZE });

  let body: React.ReactNode;
  if (list.isPending) body = <Spinner block />;
  else if (list.isError) body = <EmptyState title="资讯加载失败" description={list.error.message} />;
  else if (list.data.list.length === 0) body = <EmptyState title="暂无资讯" testId="news-empty" />;
  else
    body = (
      <>
        <ul className={styles.list} data-testid="news-list">
          {list.data.list.map((item) => (
            <li key={item.id} className={styles.item}>
              <div className={styles.itemHead}>
                <Link to={paths.newsInfo(item.id, section.type)} className={styles.itemTitle}>
                  {item.title}
                </Link>
                <time className={styles.date} dateTime={item.date}>
                  {item.date}
                </time>
              </div>
              <p className={styles.summary}>{item.summary}</p>
            </li>
          ))}
        </ul>
        <NewsPager path={section.path} page={page} pageSize={list.data.page_size} total={list.data.total} />
      </>
    );

  return (
    <NewsFrame current={section.type}>
      <h1 className={styles.heading}>{section.name}</h1>
      {body}
    </NewsFrame>
  );
}
