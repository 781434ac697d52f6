/**
 * The CJK font the invoice PDF is drawn with. INVOICE_FONT_PATH wins (`path` or `path#PostScriptName`;
 * a collection (.ttc) needs the name of the face, Noto Sans CJK SC's by default); otherwise the
 * first common system location that exists. None found: the PDF cannot be made, and says so.
 */
import { existsSync } from 'node:fs';

export interface FontRef {
  path: string;
  /** the face inside a collection */
  family?: string;
}

const NOTO_SC = 'NotoSansCJKsc-Regular';

const SYSTEM_FONTS: readonly FontRef[] = [
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc', family: NOTO_SC },
  { path: '/usr/share/fonts/noto-cjk/NotoSansCJK-Regular.ttc', family: NOTO_SC },
  { path: '/usr/share/fonts/google-noto-cjk/NotoSansCJK-Regular.ttc', family: NOTO_SC },
  { path: '/usr/share/fonts/truetype/noto/NotoSansCJK-Regular.ttc', family: NOTO_SC },
  { path: '/usr/share/fonts/opentype/noto/NotoSansCJKsc-Regular.otf' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-microhei.ttc', family: 'WenQuanYiMicroHei' },
  { path: '/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc', family: 'WenQuanYiZenHei' },
  { path: '/System/Library/Fonts/PingFang.ttc', family: 'PingFangSC-Regular' },
  { path: 'C:\\Windows\\Fonts\\msyh.ttc', family: 'MicrosoftYaHei' },
];

export function parseFontSetting(setting: string): FontRef {
  const hash = setting.lastIndexOf('#');
  const path = hash > 0 ? setting.slice(0, hash) : setting;
  const family = hash > 0 ? setting.slice(hash + 1) : /\.ttc$/i.test(path) ? NOTO_SC : undefined;
  return family ? { path, family } : { path };
}

/** The configured font when set (null if it is missing: a wrong setting is not silently replaced). */
export function findInvoiceFont(setting: string | undefined): FontRef | null {
  if (setting) {
    const configured = parseFontSetting(setting);
    return existsSync(configured.path) ? configured : null;
  }
  return SYSTEM_FONTS.find((f) => existsSync(f.path)) ?? null;
}
