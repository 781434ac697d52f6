/** The console's frame: the side menu of the sections the operator may use, its name and 退出. */
import { type AdminMe, roleLabel } from '@mall/shared/admin';
import { App, Button, Layout, Menu, Space, Tag, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from './api';
import { type AdminSection, sectionPath } from './section';
import { useAdminLogout } from './session';

function menuItems(sections: AdminSection[]) {
  return sections.map((section) => {
    const entries = section.routes.filter((route) => route.label !== undefined);
    if (entries.length <= 1) return { key: sectionPath(section), icon: section.icon, label: section.label };
    return {
      key: `group:${section.key}`,
      icon: section.icon,
      label: section.label,
      children: entries.map((route) => ({ key: sectionPath(section, route), label: route.label })),
    };
  });
}

/** The longest menu path the current location lies under. */
function selectedKey(pathname: string, sections: AdminSection[]): string | undefined {
  const paths = sections.flatMap((section) => section.routes.map((route) => sectionPath(section, route)));
  return paths
    .filter((path) => pathname === path || pathname.startsWith(`${path}/`))
    .sort((a, b) => b.length - a.length)[0];
}

export function AdminLayout({
  me,
  sections,
  children,
}: {
  me: AdminMe;
  sections: AdminSection[];
  children: ReactNode;
}): React.JSX.Element {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { message } = App.useApp();
  const logout = useAdminLogout();
  const selected = selectedKey(pathname, sections);
  const openGroup = sections.find((s) => selected?.startsWith(`/admin/${s.key}`))?.key;
  const [openKeys, setOpenKeys] = useState<string[]>([]);
  // The group of the page shown stays open, also after a redirect into it.
  useEffect(() => {
    if (openGroup)
      setOpenKeys((keys) => (keys.includes(`group:${openGroup}`) ? keys : [...keys, `group:${openGroup}`]));
  }, [openGroup]);

  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="admin-layout">
      <Layout.Sider width={208} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
        <div style={{ padding: '16px 24px', fontWeight: 600, fontSize: 16 }}>运营后台</div>
        <Menu
          mode="inline"
          data-testid="admin-menu"
          selectedKeys={selected ? [selected] : []}
          openKeys={openKeys}
          onOpenChange={setOpenKeys}
          items={menuItems(sections)}
          onClick={({ key }) => navigate(key)}
        />
      </Layout.Sider>
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            borderBottom: '1px solid #f0f0f0',
            display: 'flex',
            justifyContent: 'flex-end',
            alignItems: 'center',
            paddingInline: 24,
          }}
        >
          <Space>
            <Typography.Text data-testid="admin-operator">{me.name}</Typography.Text>
            {me.roles.map((role) => (
              <Tag key={role}>{roleLabel(role)}</Tag>
            ))}
            <Button
              type="link"
              loading={logout.isPending}
              onClick={() =>
                logout.mutate(undefined, {
                  onSuccess: () => navigate('/admin/login', { replace: true }),
                  onError: (error) => void message.error(errorText(error)),
                })
              }
            >
              退出
            </Button>
          </Space>
        </Layout.Header>
        <Layout.Content style={{ padding: 24 }}>{children}</Layout.Content>
      </Layout>
    </Layout>
  );
}
