/**
 * /news/info/:id/:type: one news article with links to the previous (newer) and next (older) one
 * of its section. `:type` only says which tab to keep lit; the article's category decides.
 */
import { Link, useParams } from 'react-router';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { paths } from '@/config/paths';
import { useArticle } from '@/features/help/api/articles';
import { ArticleView } from '@/features/help/components/article-view';
import styles from '../components/news.module.css';
import { NewsFrame } from '../components/news-frame';
import { idOf, sectionOfCategoryPath, sectionOfType } from '../utils/news-params';

const NOT_NEWS = '资讯不存在或已删除';

export default function NewsDetailPage(): React.JSX.Element {
  const params = useParams();
  const id = idOf(params.id);
  const article = useArticle(id);
  const fromType = sectionOfType(params.type);
  const section = article.data ? sectionOfCategoryPath(article.data.category.path) : undefined;
  const current = section ?? fromType;

  let body: React.ReactNode;
  if (id === 0) body = <EmptyState title={NOT_NEWS} testId="news-missing" />;
  else if (article.isPending) body = <Spinner block />;
  else if (article.isError) body = <EmptyState title={article.error.message} testId="news-missing" />;
  else if (!section) body = <EmptyState title={NOT_NEWS} testId="news-missing" />;
  else {
    const { prev, next } = article.data;
    body = (
      <>
        <nav className={styles.crumbs} aria-label="当前位置">
          <Link to={paths.home}>首页</Link> &gt; <Link to={section.path}>{section.name}</Link> &gt; 正文
        </nav>
        <ArticleView
          title={article.data.title}
          meta={`${section.name}　发布时间：${article.data.date}`}
          content={article.data.content}
          testId="news-article"
        />
        <nav className={styles.neighbours} aria-label="上一篇和下一篇" data-testid="news-neighbours">
          <p>
            上一篇：
            {prev ? (
              <Link to={paths.newsInfo(prev.id, section.type)}>{prev.title}</Link>
            ) : (
              <span>没有了</span>
            )}
          </p>
          <p>
            下一篇：
            {next ? (
              <Link to={paths.newsInfo(next.id, section.type)}>{next.title}</Link>
            ) : (
              <span>没有了</span>
            )}
          </p>
          <Link to={section.path} className={styles.back}>
            返回{section.name}列表
          </Link>
        </nav>
      </>
    );
  }
  return <NewsFrame current={current?.type}>{body}</NewsFrame>;
}
