/**
 * antd's theme and locale, matching styles/tokens.css so antd pages look like the light chrome.
 * Only ever loaded with antd itself (lazy routes and the feedback helpers), never up front. dayjs's
 * Chinese calendar comes with the date picker (antd-date-picker.ts), not with every antd page.
 */
import type { ThemeConfig } from 'antd';
// The ES module build, as antd itself is imported: 'antd/locale/zh_CN' is the CommonJS build, which
// brings a second copy of the date-picker and pagination locales along.
import zhCN from 'antd/es/locale/zh_CN';

export const antdLocale = zhCN;

/** Keep 登录 / 刷新 as written: antd would otherwise space two-character Chinese button labels. */
export const antdButtonConfig = { autoInsertSpace: false } as const;

export const antdTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0b7a45',
    colorLink: '#0b7a45',
    colorError: '#cf1322',
    colorWarning: '#b85400',
    colorInfo: '#1470a8',
    colorSuccess: '#0b7a45',
    colorText: '#333333',
    colorTextDescription: '#6e6e6e',
    colorTextTertiary: '#6e6e6e',
    colorBorder: '#d9d9d9',
    // What antd derives from the colours above fails WCAG AA contrast (4.5:1) for small text: the
    // selected menu item's and options' ground (a grey green under green text), placeholders, and the
    // status tags' grounds. These are the store's own instead. Tags take the status colours (success,
    // processing, warning, error) or a preset whose text passes on its own light ground (blue, purple,
    // red), never the others (green, gold, orange, cyan…): below 4.5:1, and they cannot be themed.
    colorPrimaryBg: '#e8f6ef',
    colorSuccessBg: '#e8f6ef',
    colorWarningBg: '#fef6ec',
    colorInfoBg: '#e8f2f8',
    colorTextPlaceholder: '#767676',

    borderRadius: 4,
    fontSize: 14,
    fontFamily:
      '"Noto Sans CJK SC", "PingFang SC", "Microsoft YaHei", "Hiragino Sans GB", "Source Han Sans SC", "Helvetica Neue", Arial, sans-serif',
  },
};
