import { Link, useNavigate } from 'react-router';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';
import { paths } from '@/config/paths';

export default function NotFoundPage(): React.JSX.Element {
  const navigate = useNavigate();
  // The unknown path was replaced by /404, so one step back is the page the buyer came from.
  const canGoBack = typeof window !== 'undefined' && window.history.length > 1;
  return (
    <EmptyState
      testId="page-404"
      title="抱歉，您访问的页面不存在"
      description="您要找的页面可能已被删除、更名或暂时不可用，请检查网址是否正确。"
    >
      <Link className={buttons.primary} to={paths.home}>
        返回首页
      </Link>
      {canGoBack ? (
        <button type="button" className={buttons.default} onClick={() => navigate(-1)}>
          返回上一页
        </button>
      ) : null}
    </EmptyState>
  );
}
