/**
 * The buyer-facing messages of SPEC §8: alert dialog, toast, error message, the timeout dialog and
 * confirmation. antd arrives on first use, so pages that never show one never load it.
 */
import { MESSAGES } from '@mall/shared/constants';
import type { AlertOptions, ToastType } from './antd-feedback';

type Kit = typeof import('./antd-feedback');

let kit: Promise<Kit> | null = null;

function load(): Promise<Kit> {
  kit ??= import('./antd-feedback').catch((error: unknown) => {
    kit = null; // a failed chunk load may succeed next time
    throw error;
  });
  return kit;
}

/** An alert dialog with a 确定 button; resolves when the buyer closes it. */
export async function showAlert(msg: string, options?: AlertOptions): Promise<void> {
  const k = await load();
  await k.alert(msg, options);
}

/** A short message that disappears by itself. */
export async function showToast(msg: string, type: ToastType = 'info'): Promise<void> {
  (await load()).toast(msg, type);
}

/** A short message with the error icon (validation failures, SPEC §5). */
export async function showErrorMessage(msg: string): Promise<void> {
  (await load()).toast(msg, 'error');
}

/** '请求超时，请刷新页面' with a 刷新 button that reloads the page; one at a time. */
export async function showTimeoutDialog(): Promise<void> {
  (await load()).timeoutDialog(MESSAGES.timeout);
}

/** Asks a yes/no question; resolves true for 确定. */
export async function confirm(msg: string, title = '提示'): Promise<boolean> {
  return (await load()).confirm(msg, title);
}

export type { AlertOptions, ToastType };

/** An alert with an extra action button; resolves true when the buyer picks the action. */
export async function showAlertWithAction(
  msg: string,
  actionText: string,
  options?: AlertOptions,
): Promise<boolean> {
  return (await load()).alertWithAction(msg, actionText, options);
}
