/**
 * The console's frame: the side menu of the sections the operator may use, its name and 退出. On a
 * phone the menu is a drawer opened by 菜单 in the header.
 */
import { type AdminMe, roleLabel } from '@mall/shared/admin';
import { App, Button, ConfigProvider, Drawer, Layout, Menu, Space, Tag, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { errorText } from './api';
import { type AdminSection, menuRoutes, sectionPath } from './section';
import { useAdminLogout } from './session';
import { usePhone } from './use-phone';

/**
 * At phone width a table keeps its columns' widths and scrolls sideways inside its own box (unless it
 * sets its own scroll), and a drawer is never wider than the window.
 */
const PHONE_TABLE = { scroll: { x: 'max-content' } } as const;
const PHONE_DRAWER = { styles: { wrapper: { maxWidth: '100vw' } } };

function menuItems(sections: AdminSection[]) {
  return sections.map((section) => {
    const entries = menuRoutes(section);
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
  const phone = usePhone();
  const [menuOpen, setMenuOpen] = useState(false);
  // The group of the page shown stays open, also after a redirect into it.
  useEffect(() => {
    if (openGroup)
      setOpenKeys((keys) => (keys.includes(`group:${openGroup}`) ? keys : [...keys, `group:${openGroup}`]));
  }, [openGroup]);

  const menu = (
    <Menu
      mode="inline"
      data-testid="admin-menu"
      selectedKeys={selected ? [selected] : []}
      openKeys={openKeys}
      onOpenChange={setOpenKeys}
      items={menuItems(sections)}
      onClick={({ key }) => {
        setMenuOpen(false);
        navigate(key);
      }}
    />
  );

  return (
    <Layout style={{ minHeight: '100vh' }} data-testid="admin-layout">
      {phone ? (
        // On a phone the menu folds away behind 菜单 and opens over the content, which keeps the width.
        <Drawer
          placement="left"
          size={240}
          title="运营后台"
          open={menuOpen}
          onClose={() => setMenuOpen(false)}
          styles={{ body: { padding: 0 } }}
        >
          {menu}
        </Drawer>
      ) : (
        <Layout.Sider width={208} theme="light" style={{ borderRight: '1px solid #f0f0f0' }}>
          <div style={{ padding: '16px 24px', fontWeight: 600, fontSize: 16 }}>运营后台</div>
          {menu}
        </Layout.Sider>
      )}
      <Layout>
        <Layout.Header
          style={{
            background: '#fff',
            borderBottom: '1px solid #f0f0f0',
            display: 'flex',
            justifyContent: phone ? 'space-between' : 'flex-end',
            alignItems: 'center',
            paddingInline: phone ? 12 : 24,
          }}
        >
          {phone ? (
            <Button
              data-testid="admin-menu-toggle"
              aria-expanded={menuOpen}
              aria-haspopup="dialog"
              onClick={() => setMenuOpen(true)}
            >
              菜单
            </Button>
          ) : null}
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
        <Layout.Content style={{ padding: phone ? 12 : 24 }} data-testid="admin-content">
          <ConfigProvider table={phone ? PHONE_TABLE : undefined} drawer={phone ? PHONE_DRAWER : undefined}>
            {children}
          </ConfigProvider>
        </Layout.Content>
      </Layout>
    </Layout>
  );
}
