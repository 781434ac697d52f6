/**
 * The operator console (运营后台), loaded only under /admin: its own antd scope (Chinese locale,
 * the store's theme) and layout, no store chrome. Sections come from sections/*\/index.tsx.
 */

import type { Permission } from '@mall/shared/admin';
import { useQueryClient } from '@tanstack/react-query';
import { App as AntdApp, ConfigProvider, Result, Spin } from 'antd';
import { Suspense, useEffect } from 'react';
import { type RouteObject, useLocation, useNavigate, useRoutes } from 'react-router';
import { antdButtonConfig, antdLocale, antdTheme } from '@/lib/antd-theme';
import { ADMIN_LOGIN_PATH, setLoggedOutHandler } from './api';
import { AdminLayout } from './layout';
import LoginPage from './login-page';
import { Redirect } from './redirect';
import { type AdminSection, collectSections, sectionFor, sectionPath } from './section';
import { adminKeys, allows, useAdminMe } from './session';

const sections: AdminSection[] = collectSections(
  import.meta.glob<{ default?: AdminSection }>('./sections/*/index.tsx', { eager: true }),
);

const Loading = () => (
  <div style={{ padding: 48, textAlign: 'center' }}>
    <Spin />
  </div>
);

function Forbidden() {
  return <Result status="403" title="无权访问" subTitle="您没有该操作的权限" />;
}

function ConsoleRoutes() {
  const { data: me, isPending, isError } = useAdminMe();
  const location = useLocation();
  const may = (permission: Permission) => allows(me, permission);
  const visible = sections.flatMap((section) => sectionFor(section, may) ?? []);
  const first = visible[0];
  const routes: RouteObject[] = [
    {
      index: true,
      element: first ? <Redirect to={sectionPath(first)} /> : <Result title="暂无可用的功能" />,
    },
    ...sections.flatMap((section) =>
      section.routes.map((route) => {
        const Page = route.component;
        return {
          path: route.path ? `${section.key}/${route.path}` : section.key,
          element:
            may(section.permission) && (!route.permission || may(route.permission)) ? (
              <Page />
            ) : (
              <Forbidden />
            ),
        };
      }),
    ),
    { path: '*', element: <Result status="404" title="页面不存在" /> },
  ];
  const page = useRoutes(routes);
  if (isPending) return <Loading />;
  if (isError) return <Result status="error" title="加载失败，请刷新页面重试" />;
  if (!me) {
    const back = `${location.pathname}${location.search}`;
    return <Redirect to={`${ADMIN_LOGIN_PATH}?redirect=${encodeURIComponent(back)}`} />;
  }
  return (
    <AdminLayout me={me} sections={visible}>
      <Suspense fallback={<Loading />}>{page}</Suspense>
    </AdminLayout>
  );
}

function AdminRoutes() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  useEffect(() => {
    document.title = '运营后台';
    setLoggedOutHandler(() => {
      queryClient.setQueryData(adminKeys.me, null);
      if (!window.location.pathname.startsWith(ADMIN_LOGIN_PATH))
        navigate(ADMIN_LOGIN_PATH, { replace: true });
    });
  }, [navigate, queryClient]);
  return useRoutes([
    { path: 'login', element: <LoginPage /> },
    { path: '*', element: <ConsoleRoutes /> },
  ]);
}

export default function AdminApp(): React.JSX.Element {
  return (
    <ConfigProvider locale={antdLocale} theme={antdTheme} button={antdButtonConfig}>
      <AntdApp>
        <AdminRoutes />
      </AntdApp>
    </ConfigProvider>
  );
}
