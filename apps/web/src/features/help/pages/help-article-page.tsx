/**
 * Every /help/... page: the article whose page this is, or the one `?id=N` names (the footer's
 * links, SPEC §2); /help/pay lists its whole category. Some pages add what the article describes:
 * the licences (/help/fwbz/wzzz), the complaint form (/help/us/tsjy), the contacts (/help/us/link).
 */
import { ARTICLE_NOT_FOUND, ARTICLE_PAGE_SIZE_MAX } from '@mall/shared/content';
import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useHelpCategories } from '@/api/content/get-help-categories';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { useArticle, useArticleList } from '../api/articles';
import { ArticleView } from '../components/article-view';
import { ContactCard } from '../components/contact-card';
import { FeedbackForm } from '../components/feedback-form';
import { HelpLayout } from '../components/help-layout';
import { SiteLicences } from '../components/site-licences';
import { articleHref, articleIdParam, CATEGORY_PAGES, hasBadArticleId } from '../utils/help-links';
import styles from './help-pages.module.css';

const EXTRAS: Readonly<Record<string, () => ReactNode>> = {
  '/help/fwbz/wzzz': () => <SiteLicences />,
  '/help/us/tsjy': () => <FeedbackForm />,
  '/help/us/link': () => <ContactCard />,
};

function CategoryOverview({ categoryPath }: { categoryPath: string }) {
  const list = useArticleList({ path: categoryPath, page_size: ARTICLE_PAGE_SIZE_MAX });
  const { data: categories } = useHelpCategories();
  const name = categories?.find((c) => c.path === categoryPath)?.name;
  if (list.isPending) return <Spinner block />;
  if (list.isError) return <EmptyState title="加载失败" description={list.error.message} />;
  return (
    <>
      {name ? <h1 className={styles.title}>{name}</h1> : null}
      <ul className={styles.overview} data-testid="help-category">
        {list.data.list.map((item) => (
          <li key={item.id}>
            <h2 className={styles.cardTitle}>
              <Link to={articleHref(item)}>{item.title}</Link>
            </h2>
            <p className={styles.summary}>{item.summary}</p>
          </li>
        ))}
      </ul>
    </>
  );
}

export default function HelpArticlePage(): React.JSX.Element {
  const { pathname, search } = useLocation();
  const queryId = articleIdParam(search);
  const badId = hasBadArticleId(search);
  const categoryPath = queryId === 0 ? CATEGORY_PAGES[pathname] : undefined;
  // The page's own article, found by its path, unless the URL names one.
  const own = useArticleList({ path: pathname, page_size: 1 }, queryId === 0 && !badId && !categoryPath);
  const ownId = own.data?.list[0]?.id ?? 0;
  const id = queryId || ownId;
  const article = useArticle(badId ? 0 : id);

  let body: ReactNode;
  if (categoryPath) {
    body = <CategoryOverview categoryPath={categoryPath} />;
  } else if (badId || (own.isSuccess && ownId === 0 && queryId === 0)) {
    body = <EmptyState title={ARTICLE_NOT_FOUND} testId="article-missing" />;
  } else if (own.isError) {
    body = <EmptyState title="加载失败" description={own.error.message} />;
  } else if (article.isError) {
    body = <EmptyState title={article.error.message} testId="article-missing" />;
  } else if (!article.data) {
    body = <Spinner block />;
  } else {
    const data = article.data;
    const extra = queryId === 0 || data.path === pathname ? EXTRAS[pathname] : undefined;
    body = (
      <>
        <ArticleView
          title={data.title}
          meta={`${data.category.name}　更新于 ${data.date}`}
          content={data.content}
        />
        {extra?.()}
      </>
    );
  }
  return (
    <HelpLayout currentId={categoryPath ? undefined : article.data?.id} currentPath={pathname}>
      {body}
    </HelpLayout>
  );
}
