/** /help: every help category with its articles (GET /api/article/category). */
import { Link } from 'react-router';
import { useHelpCategories } from '@/api/content/get-help-categories';
import { EmptyState } from '@/components/empty-state';
import { Spinner } from '@/components/spinner';
import { HelpLayout } from '../components/help-layout';
import { articleHref } from '../utils/help-links';
import styles from './help-pages.module.css';

export default function HelpIndexPage(): React.JSX.Element {
  const { data: categories, isPending } = useHelpCategories();
  return (
    <HelpLayout currentPath="/help">
      <h1 className={styles.title}>帮助中心</h1>
      <p className={styles.lead}>
        注册、采购、支付配送和售后的规则与说明，找不到答案时欢迎联系您的专属客服。
      </p>
      {isPending ? <Spinner block /> : null}
      {!isPending && (categories ?? []).length === 0 ? <EmptyState title="暂无帮助文章" /> : null}
      <div className={styles.cards} data-testid="help-index">
        {(categories ?? []).map((category) => (
          <section key={category.id} className={styles.card}>
            <h2 className={styles.cardTitle}>{category.name}</h2>
            <ul className={styles.links}>
              {category.children.map((child) => (
                <li key={child.id}>
                  <Link to={articleHref(child)}>{child.name}</Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </HelpLayout>
  );
}
