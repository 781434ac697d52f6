import { describe, expect, it } from 'vitest';
import { shortcutFile, shortcutPlatform } from './desktop-shortcut';

describe('shortcutPlatform', () => {
  it('reads the platform from the user agent', () => {
    expect(shortcutPlatform('Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/120')).toBe('windows');
    expect(shortcutPlatform('Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605')).toBe('mac');
    expect(shortcutPlatform('Mozilla/5.0 (X11; Linux x86_64) Chrome/120')).toBe('linux');
  });
});

describe('shortcutFile', () => {
  it('writes a Windows Internet Shortcut to the home page with CRLF lines', () => {
    const file = shortcutFile('windows', '康源医药商城', 'https://mall.example.com/');
    expect(file.filename).toBe('康源医药商城.url');
    expect(file.content.split('\r\n').slice(0, 2)).toEqual([
      '[InternetShortcut]',
      'URL=https://mall.example.com/',
    ]);
  });

  it('writes a macOS webloc with the URL escaped', () => {
    const file = shortcutFile('mac', '康源', 'http://localhost:3000');
    expect(file.filename).toBe('康源.webloc');
    expect(file.content).toContain('<string>http://localhost:3000/</string>');
  });

  it('writes a desktop link elsewhere and keeps file names safe', () => {
    const file = shortcutFile('linux', 'A/B:商城', 'http://localhost:3000');
    expect(file.filename).toBe('A B 商城.desktop');
    expect(file.content).toContain('Type=Link');
    expect(file.content).toContain('URL=http://localhost:3000/');
    expect(file.content).toContain('Name=A/B:商城');
  });
});
