/**
 * The antd side of lib/feedback.ts, loaded on first use. Static Modal/message calls render through
 * a ConfigProvider holder so they get the Chinese locale and the store's theme.
 */
import { ConfigProvider, Modal, message } from 'antd';
import { antdButtonConfig, antdLocale, antdTheme } from './antd-theme';

ConfigProvider.config({
  holderRender: (children) => (
    <ConfigProvider locale={antdLocale} theme={antdTheme} button={antdButtonConfig}>
      {children}
    </ConfigProvider>
  ),
});
message.config({ top: 96, maxCount: 3, duration: 2.5 });

export interface AlertOptions {
  title?: string;
  okText?: string;
}

export function alert(msg: string, options: AlertOptions = {}): Promise<void> {
  return new Promise((resolve) => {
    Modal.info({
      title: options.title ?? '提示',
      content: msg,
      okText: options.okText ?? '确定',
      centered: true,
      onOk: () => resolve(),
      afterClose: () => resolve(),
    });
  });
}

export type ToastType = 'info' | 'success' | 'warning' | 'error';

/** Same text replaces itself instead of stacking (a retried 5xx shows one toast, not two). */
export function toast(msg: string, type: ToastType): void {
  void message.open({ type, content: msg, key: `${type}:${msg}` });
}

let timeoutDialogOpen = false;

export function timeoutDialog(text: string): void {
  if (timeoutDialogOpen) return;
  timeoutDialogOpen = true;
  Modal.warning({
    title: text,
    okText: '刷新',
    centered: true,
    onOk: () => window.location.reload(),
    afterClose: () => {
      timeoutDialogOpen = false;
    },
  });
}

export function confirm(msg: string, title: string): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title,
      content: msg,
      okText: '确定',
      cancelText: '取消',
      centered: true,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/**
 * An alert with a second button that leads somewhere (e.g. 收藏成功 → 查看我的收藏); resolves true
 * when the buyer picks that action, false when the alert is closed with 确定.
 */
export function alertWithAction(
  msg: string,
  actionText: string,
  options: AlertOptions = {},
): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.success({
      title: options.title ?? '提示',
      content: msg,
      okCancel: true,
      okText: actionText,
      cancelText: options.okText ?? '确定',
      centered: true,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
      afterClose: () => resolve(false),
    });
  });
}
