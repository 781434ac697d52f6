import { showAlert } from '@/lib/feedback';
import { shortcutFile, shortcutPlatform } from './desktop-shortcut';

interface BeforeInstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let installPrompt: BeforeInstallPromptEvent | null = null;

// The browser offers installation (from the web app manifest) once, early; keep the offer for the
// 添加到桌面 link.
if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    installPrompt = event as BeforeInstallPromptEvent;
  });
  window.addEventListener('appinstalled', () => {
    installPrompt = null;
  });
}

function download(file: { filename: string; mime: string; content: string }): void {
  const href = URL.createObjectURL(new Blob([file.content], { type: file.mime }));
  const link = document.createElement('a');
  link.href = href;
  link.download = file.filename;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoke later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 10_000);
}

/**
 * 添加到桌面: the browser's install prompt where it offers one (the store installs as an app with
 * its own desktop icon); else a shortcut file for this desktop to save there.
 */
export async function addToDesktop(siteName: string): Promise<void> {
  if (installPrompt) {
    const offer = installPrompt;
    installPrompt = null;
    await offer.prompt();
    return;
  }
  const file = shortcutFile(shortcutPlatform(navigator.userAgent), siteName, window.location.origin);
  download(file);
  await showAlert(`已下载快捷方式「${file.filename}」，将它移到桌面，双击即可打开${siteName}。`);
}
