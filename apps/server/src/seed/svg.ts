/**
 * Building blocks of the generated SVG images: escaping, text width, product glyphs.
 * Images are drawn by the browser with the system's CJK font, so they stay ~1–2 KB.
 */
import type { Glyph } from './categories-data.ts';

export const FONT_FAMILY = `"Noto Sans CJK SC","PingFang SC","Microsoft YaHei",sans-serif`;

export function esc(text: string): string {
  return text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

/** Width of a line in ems: CJK characters are one em, Latin letters and digits about half. */
export function textEms(text: string): number {
  let ems = 0;
  for (const ch of text) ems += (ch.codePointAt(0) ?? 0) > 0x2e7f ? 1 : 0.56;
  return ems;
}

/** The largest font size (px) at which `text` fits `width`, capped at `max`. */
export function fitFont(text: string, width: number, max: number): number {
  return Math.max(10, Math.min(max, Math.floor(width / Math.max(1, textEms(text)))));
}

export function svgOpen(width: number, height: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family='${FONT_FAMILY}'>`;
}

/** A 48x48 pictogram of the product kind in one colour. */
export function glyphPaths(glyph: Glyph, color: string): string {
  switch (glyph) {
    case 'pill':
      return `<circle cx="17" cy="22" r="13" fill="${color}"/><path d="M6 22h22" stroke="#fff" stroke-width="2.5"/><circle cx="35" cy="33" r="10" fill="${color}" opacity=".55"/>`;
    case 'capsule':
      return `<g transform="rotate(-35 24 24)"><rect x="5" y="15" width="38" height="18" rx="9" fill="#fff" stroke="${color}" stroke-width="3"/><path d="M24 15h10a9 9 0 0 1 0 18H24z" fill="${color}"/></g>`;
    case 'bottle':
      return `<rect x="17" y="3" width="14" height="8" rx="2" fill="${color}"/><rect x="10" y="11" width="28" height="35" rx="6" fill="${color}"/><rect x="14" y="22" width="20" height="12" rx="2" fill="#fff"/>`;
    case 'tube':
      return `<path d="M9 16h27l9 8-9 8H9z" fill="${color}"/><rect x="2" y="19" width="7" height="10" rx="1" fill="${color}" opacity=".6"/><path d="M15 24h14" stroke="#fff" stroke-width="2.5"/>`;
    case 'leaf':
      return `<path d="M7 42C7 19 23 8 43 5c0 22-11 37-36 37z" fill="${color}"/><path d="M8 41L31 18" stroke="#fff" stroke-width="2.5"/>`;
    case 'device':
      return `<rect x="4" y="8" width="40" height="32" rx="6" fill="${color}"/><path d="M20 14h8v7h7v8h-7v7h-8v-7h-7v-8h7z" fill="#fff"/>`;
    case 'sachet':
      return `<path d="M10 5h28l-3 38H13z" fill="${color}"/><path d="M11 12h26" stroke="#fff" stroke-width="2" stroke-dasharray="3 2"/><circle cx="24" cy="28" r="6" fill="#fff"/>`;
    case 'box':
      return `<path d="M6 16l7-9h35l-7 9z" fill="${color}" opacity=".6"/><rect x="6" y="16" width="35" height="27" fill="${color}"/><path d="M41 16l7-9v27l-7 9z" fill="${color}" opacity=".8"/><path d="M15 29h17" stroke="#fff" stroke-width="3"/>`;
  }
}

const FORM_GLYPHS: [RegExp, Glyph][] = [
  [/饮片/, 'leaf'],
  [/胶剂|糕/, 'box'],
  [/胶囊/, 'capsule'],
  [/片|丸/, 'pill'],
  [/颗粒|散|干混悬|粉/, 'sachet'],
  [/膏/, 'tube'],
  [/仪器|试条|试纸|注射器|输液器/, 'device'],
  [/液|剂|水|凝胶|乳/, 'bottle'],
];

/** The pictogram for a dosage form, falling back to the category root's glyph. */
export function glyphForForm(form: string, fallback: Glyph): Glyph {
  for (const [pattern, glyph] of FORM_GLYPHS) if (pattern.test(form)) return glyph;
  return fallback;
}

/** A colour mixed toward white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const mix = (c: number) => Math.round(c + (target - c) * a);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

/** A small stable hash of a string (FNV-1a), to derive decorations from names. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
