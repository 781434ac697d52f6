/**
 * antd's ConfigProvider (Chinese locale, the store's theme) and App context for the lazy pages that
 * use antd. Loaded with those pages only, so the home page's initial bundle never contains antd.
 */
import { App, ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { antdButtonConfig, antdLocale, antdTheme } from '@/lib/antd-theme';

export function AntdScope({ children }: { children: ReactNode }): React.JSX.Element {
  return (
    <ConfigProvider locale={antdLocale} theme={antdTheme} button={antdButtonConfig}>
      <App component={false}>{children}</App>
    </ConfigProvider>
  );
}
