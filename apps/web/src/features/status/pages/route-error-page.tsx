import { isRouteErrorResponse, useRouteError } from 'react-router';
import buttons from '@/components/button-link.module.css';
import { EmptyState } from '@/components/empty-state';

/** A lazy chunk that no longer exists: the site was updated while the page was open. */
function isChunkLoadError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /dynamically imported module|Importing a module script failed|error loading dynamically/i.test(
      error.message,
    )
  );
}

/** What a route shows when its loader or page throws. */
export default function RouteErrorPage(): React.JSX.Element {
  const error = useRouteError();
  const reload = () => window.location.reload();

  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <EmptyState testId="page-404" title="抱歉，您访问的页面不存在">
        <a className={buttons.primary} href="/">
          返回首页
        </a>
      </EmptyState>
    );
  }
  const stale = isChunkLoadError(error);
  return (
    <EmptyState
      testId="page-error"
      title={stale ? '网站已更新，请刷新页面' : '页面出错了'}
      description={stale ? '页面资源已有新版本。' : '很抱歉，页面加载时发生错误，请刷新后重试。'}
    >
      <button type="button" className={buttons.primary} onClick={reload}>
        刷新
      </button>
      <a className={buttons.default} href="/">
        返回首页
      </a>
    </EmptyState>
  );
}
