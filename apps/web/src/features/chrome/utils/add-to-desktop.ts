import { showAlert } from '@/lib/feedback';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

let installPrompt: BeforeInstallPromptEvent | null = null;

// The browser offers installation once, early; keep the offer for the 添加到桌面 link.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as BeforeInstallPromptEvent;
  });
}

/** 添加到桌面: the browser's install prompt when it offers one, else how to do it by hand. */
export async function addToDesktop(): Promise<void> {
  if (installPrompt) {
    const offer = installPrompt;
    installPrompt = null;
    await offer.prompt();
    return;
  }
  const shortcut = /Mac|iPhone|iPad/i.test(navigator.userAgent) ? '⌘ + D' : 'Ctrl + D';
  await showAlert(
    `请按 ${shortcut} 将本站加入收藏夹；如需放到桌面，请在浏览器菜单中选择「创建快捷方式」或「添加到主屏幕」。`,
  );
}
