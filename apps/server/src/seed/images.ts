/** The generated images: goods packages, banners, icons, licences, QR tiles, brand logos. */
import type { Glyph } from './categories-data.ts';
import { esc, fitFont, glyphPaths, hashString, shade, svgOpen, textEms } from './svg.ts';

export interface GoodsImageInput {
  name: string;
  spec: string;
  manufacturer: string;
  /** Rx, OTC or the scope's name, printed on the colour band. */
  mark: string;
  /** The third-level category, printed at the band's right end. */
  category: string;
  color: string;
  glyph: Glyph;
}

/** Splits a long name in two lines at the middle, so it stays large on the box face. */
function nameLines(name: string): string[] {
  if (textEms(name) <= 8) return [name];
  const chars = [...name];
  const cut = Math.ceil(chars.length / 2);
  return [chars.slice(0, cut).join(''), chars.slice(cut).join('')];
}

/** A 400x400 product card: a package in perspective with band, name, spec, maker and glyph. */
export function goodsImageSvg(g: GoodsImageInput): string {
  const dark = shade(g.color, -0.25);
  const lines = nameLines(g.name);
  const size = Math.min(...lines.map((l) => fitFont(l, 224, 34)));
  const top = lines.length === 1 ? 208 : 190;
  const names = lines.map((l, i) => `<tspan x="174" y="${top + i * (size + 6)}">${esc(l)}</tspan>`).join('');
  const maker = esc(g.manufacturer);
  return `${svgOpen(400, 400)}<rect width="400" height="400" fill="#f3f5f8"/>\
<ellipse cx="200" cy="352" rx="150" ry="12" fill="#000" opacity=".08"/>\
<path d="M50 110l40-32h264l-40 32z" fill="${shade(g.color, 0.55)}"/>\
<path d="M314 110l40-32v232l-40 32z" fill="${dark}"/>\
<rect x="50" y="110" width="264" height="232" fill="#fff"/>\
<rect x="50" y="110" width="264" height="44" fill="${g.color}"/>\
<text x="64" y="139" font-size="18" font-weight="700" fill="#fff">${esc(g.mark)}</text>\
<text x="300" y="138" font-size="14" fill="#fff" text-anchor="end">${esc(g.category)}</text>\
<text font-size="${size}" font-weight="700" fill="#1f2329" text-anchor="middle">${names}</text>\
<text x="174" y="${top + lines.length * (size + 6) + 16}" font-size="17" fill="#4e5969" text-anchor="middle">${esc(g.spec)}</text>\
<g transform="translate(252 262) scale(.9)">${glyphPaths(g.glyph, g.color)}</g>\
<rect x="50" y="312" width="264" height="30" fill="${shade(g.color, 0.88)}"/>\
<text x="64" y="332" font-size="${fitFont(g.manufacturer, 240, 13)}" fill="#4e5969">${maker}</text></svg>`;
}

export interface BannerInput {
  width: number;
  height: number;
  title: string;
  subtitle: string;
  cta: string;
  from: string;
  to: string;
  glyph: Glyph;
}

/** Banners and ads of any size: a gradient, a headline, a line of copy and a button. */
export function bannerSvg(b: BannerInput): string {
  const { width: w, height: h } = b;
  // A unique gradient id keeps banners apart when several are inlined into one page.
  const id = `g${hashString(`${b.title}${w}x${h}`).toString(36)}`;
  const gradient = `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${b.from}"/><stop offset="1" stop-color="${b.to}"/></linearGradient></defs><rect width="${w}" height="${h}" fill="url(#${id})"/>`;
  const deco = `<circle cx="${w * 0.86}" cy="${h * 0.15}" r="${h * 0.45}" fill="#fff" opacity=".08"/><circle cx="${w * 0.95}" cy="${h * 0.9}" r="${h * 0.3}" fill="#fff" opacity=".1"/>`;
  if (h <= 120) {
    const titleSize = Math.round(h * 0.4);
    const titleEnd = 40 + textEms(b.title) * titleSize + 24;
    const ctaW = Math.round(h * 1.6);
    return `${svgOpen(w, h)}${gradient}${deco}\
<text x="40" y="${Math.round(h * 0.64)}" font-size="${titleSize}" font-weight="700" fill="#fff">${esc(b.title)}</text>\
<text x="${Math.round(titleEnd)}" y="${Math.round(h * 0.62)}" font-size="${Math.round(h * 0.24)}" fill="#fff" opacity=".92">${esc(b.subtitle)}</text>\
<rect x="${w - ctaW - 40}" y="${Math.round(h * 0.25)}" width="${ctaW}" height="${Math.round(h * 0.5)}" rx="${Math.round(h * 0.25)}" fill="#fff"/>\
<text x="${w - ctaW / 2 - 40}" y="${Math.round(h * 0.58)}" font-size="${Math.round(h * 0.22)}" fill="${b.from}" text-anchor="middle">${esc(b.cta)}</text></svg>`;
  }
  const pad = Math.round(Math.min(w, h) * 0.12);
  const textWidth = w >= 380 ? w * 0.62 : w - pad * 2;
  const titleSize = fitFont(b.title, textWidth, Math.round(h * 0.15));
  const subSize = fitFont(b.subtitle, textWidth, Math.round(titleSize * 0.5));
  // The button keeps inside the banner on tall, narrow art (the home page's floors).
  const ctaH = Math.round(Math.min(h * 0.13, (w - pad * 2) / 3.4));
  const ctaW = Math.round(ctaH * 3.4);
  const glyphScale = (h * 0.5) / 48;
  const glyph =
    w >= 380
      ? `<g transform="translate(${Math.round(w * 0.7)} ${Math.round(h * 0.25)}) scale(${glyphScale.toFixed(2)})" opacity=".9">${glyphPaths(b.glyph, '#fff')}</g>`
      : '';
  return `${svgOpen(w, h)}${gradient}${deco}${glyph}\
<text x="${pad}" y="${Math.round(h * 0.38)}" font-size="${titleSize}" font-weight="700" fill="#fff">${esc(b.title)}</text>\
<text x="${pad}" y="${Math.round(h * 0.38 + subSize * 2)}" font-size="${subSize}" fill="#fff" opacity=".92">${esc(b.subtitle)}</text>\
<rect x="${pad}" y="${Math.round(h * 0.68)}" width="${ctaW}" height="${ctaH}" rx="${Math.round(ctaH / 2)}" fill="#fff"/>\
<text x="${pad + ctaW / 2}" y="${Math.round(h * 0.68 + ctaH * 0.68)}" font-size="${Math.round(ctaH * 0.45)}" fill="${b.from}" text-anchor="middle">${esc(b.cta)}</text></svg>`;
}

/** A 48x48 menu icon; the light variant is drawn in white for the hovered row. */
export function categoryIconSvg(glyph: Glyph, color: string): string {
  return `${svgOpen(48, 48)}${glyphPaths(glyph, color)}</svg>`;
}

/** A certificate-like tile for the footer's licences. */
export function licenceSvg(title: string, numberText: string, company: string): string {
  return `${svgOpen(400, 280)}<rect width="400" height="280" fill="#fffdf6"/>\
<rect x="10" y="10" width="380" height="260" fill="none" stroke="#c9a646" stroke-width="4"/>\
<rect x="20" y="20" width="360" height="240" fill="none" stroke="#c9a646"/>\
<text x="200" y="78" font-size="${fitFont(title, 320, 26)}" font-weight="700" fill="#8c2a1c" text-anchor="middle">${esc(title)}</text>\
<text x="200" y="128" font-size="16" fill="#333" text-anchor="middle">编号：${esc(numberText)}</text>\
<text x="200" y="162" font-size="15" fill="#333" text-anchor="middle">${esc(company)}</text>\
<circle cx="300" cy="212" r="34" fill="none" stroke="#d4302b" stroke-width="3"/>\
<path d="M300 194l5 11h12l-10 7 4 12-11-7-11 7 4-12-10-7h12z" fill="#d4302b"/>\
<text x="90" y="220" font-size="13" fill="#666">（演示图片）</text></svg>`;
}

/** A QR-looking tile (finder patterns and modules derived from the caption) with a caption. */
export function qrSvg(caption: string): string {
  const n = 25;
  const cell = 7;
  const offset = 12;
  let state = hashString(caption);
  const bit = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) % 2 === 0;
  };
  const inFinder = (x: number, y: number) =>
    (x < 8 && y < 8) || (x >= n - 8 && y < 8) || (x < 8 && y >= n - 8);
  let modules = '';
  for (let y = 0; y < n; y++) {
    for (let x = 0; x < n; x++) if (!inFinder(x, y) && bit()) modules += `M${x} ${y}h1v1h-1z`;
  }
  const finder = (x: number, y: number) =>
    `<path d="M${x} ${y}h7v7h-7z M${x + 1} ${y + 1}v5h5v-5z" fill-rule="evenodd"/><rect x="${x + 2}" y="${y + 2}" width="3" height="3"/>`;
  return `${svgOpen(200, 230)}<rect width="200" height="230" fill="#fff"/>\
<g transform="translate(${offset} ${offset}) scale(${cell})" fill="#111"><path d="${modules}"/>${finder(0, 0)}${finder(n - 7, 0)}${finder(0, n - 7)}</g>\
<text x="100" y="218" font-size="14" fill="#333" text-anchor="middle">${esc(caption)}</text></svg>`;
}

/** A 200x100 word-mark for the brand zone. */
export function brandLogoSvg(name: string, color: string): string {
  return `${svgOpen(200, 100)}<rect x="1" y="1" width="198" height="98" rx="8" fill="#fff" stroke="${shade(color, 0.6)}" stroke-width="2"/>\
<text x="100" y="58" font-size="${fitFont(name, 170, 32)}" font-weight="700" fill="${color}" text-anchor="middle">${esc(name)}</text>\
<text x="100" y="84" font-size="12" fill="#86909c" text-anchor="middle">品牌直供 · 正品保障</text></svg>`;
}
