/**
 * antd's ConfigProvider (Chinese locale, the store's theme) for the lazy pages that use antd. Loaded
 * with those pages only, so the home page's initial bundle never contains antd. No antd `App`: no
 * page reads its context, and it would bring message, notification and modal to every antd page.
 */
import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdButtonConfig, antdLocale, antdTheme } from '@/lib/antd-theme';

export function AntdScope({ children }: { children: ReactNode }): React.JSX.Element {
  return (
    <ConfigProvider locale={antdLocale} theme={antdTheme} button={antdButtonConfig}>
      {children}
    </ConfigProvider>
  );
}
