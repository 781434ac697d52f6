/**
 * The downloadable desktop shortcut of 添加到桌面 for browsers that offer no install prompt: an
 * Internet Shortcut (.url) on Windows, a .webloc on macOS, a .desktop link elsewhere.
 */

export type ShortcutPlatform = 'windows' | 'mac' | 'linux';

export interface ShortcutFile {
  filename: string;
  mime: string;
  content: string;
}

export function shortcutPlatform(userAgent: string): ShortcutPlatform {
  if (/Windows/i.test(userAgent)) return 'windows';
  if (/Macintosh|Mac OS X/i.test(userAgent)) return 'mac';
  return 'linux';
}

/** File names keep to characters every desktop accepts. */
function safeName(name: string): string {
  return name.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'shortcut';
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** origin: the store's origin, e.g. https://mall.example.com; the shortcut opens its home page. */
export function shortcutFile(platform: ShortcutPlatform, siteName: string, origin: string): ShortcutFile {
  const name = safeName(siteName);
  const url = `${origin.replace(/\/+$/, '')}/`;
  if (platform === 'windows') {
    return {
      filename: `${name}.url`,
      mime: 'application/internet-shortcut',
      content: ['[InternetShortcut]', `URL=${url}`, `IconFile=${url}favicon.ico`, 'IconIndex=0', ''].join(
        '\r\n',
      ),
    };
  }
  if (platform === 'mac') {
    return {
      filename: `${name}.webloc`,
      mime: 'application/x-apple-plist',
      content: [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">',
        '<plist version="1.0">',
        '<dict>',
        '  <key>URL</key>',
        `  <string>${escapeXml(url)}</string>`,
        '</dict>',
        '</plist>',
        '',
      ].join('\n'),
    };
  }
  return {
    filename: `${name}.desktop`,
    mime: 'application/x-desktop',
    content: [
      '[Desktop Entry]',
      'Version=1.0',
      'Type=Link',
      `Name=${siteName.replace(/[\r\n]+/g, ' ')}`,
      `URL=${url}`,
      'Icon=web-browser',
      '',
    ].join('\n'),
  };
}
