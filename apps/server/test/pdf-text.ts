/**
 * The text a PDF shows, for tests: inflates its streams, reads the fonts' ToUnicode maps and
 * decodes the strings of the text operators (Tj, TJ) through them. Enough for what pdfkit writes
 * (embedded CID fonts, hex strings); not a general PDF reader.
 */
import { inflateSync } from 'node:zlib';

/** Every stream's bytes, inflated when the stream says FlateDecode. */
function streamsOf(pdf: Buffer): Buffer[] {
  const text = pdf.toString('latin1');
  const out: Buffer[] = [];
  const head = /<<((?:[^<>]|<<[^<>]*>>|<[0-9A-Fa-f]*>)*)>>\s*stream\r?\n/g;
  for (let m = head.exec(text); m !== null; m = head.exec(text)) {
    const dict = m[1] ?? '';
    const start = m.index + m[0].length;
    const length = /\/Length (\d+)(?! \d+ R)/.exec(dict);
    const end = length ? start + Number(length[1]) : text.indexOf('endstream', start);
    const raw = pdf.subarray(start, end);
    out.push(dict.includes('/FlateDecode') ? inflateSync(raw) : raw);
    head.lastIndex = end;
  }
  return out;
}

/** Glyph code (hex) → text, from every ToUnicode CMap in the file. */
function unicodeMap(streams: Buffer[]): Map<string, string> {
  const map = new Map<string, string>();
  const utf16 = (hex: string) => Buffer.from(hex, 'hex').swap16().toString('utf16le');
  for (const stream of streams) {
    const cmap = stream.toString('latin1');
    if (!cmap.includes('begincmap')) continue;
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const [, code, value] of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g))
        map.set((code as string).toLowerCase(), utf16(value as string));
    }
    for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
      const body = block[1] ?? '';
      const ranges = body.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F]+>)/g);
      for (const [, from, to, target] of ranges) {
        const width = (from as string).length;
        const first = Number.parseInt(from as string, 16);
        const last = Number.parseInt(to as string, 16);
        const list = (target as string).startsWith('[')
          ? [...(target as string).matchAll(/<([0-9a-fA-F]+)>/g)].map((t) => t[1] as string)
          : null;
        for (let code = first; code <= last; code++) {
          const key = code.toString(16).padStart(width, '0');
          if (list) {
            const value = list[code - first];
            if (value) map.set(key, utf16(value));
          } else {
            const base = Number.parseInt((target as string).slice(1, -1), 16);
            map.set(key, String.fromCodePoint(base + code - first));
          }
        }
      }
    }
  }
  return map;
}

/** The text of every text object, one line per BT … ET, in drawing order. */
export function pdfText(pdf: Buffer): string {
  const streams = streamsOf(pdf);
  const map = unicodeMap(streams);
  const width = map.size > 0 ? ([...map.keys()][0] as string).length : 4;
  const lines: string[] = [];
  for (const stream of streams) {
    const content = stream.toString('latin1');
    if (!/\bBT\b/.test(content)) continue;
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let line = '';
      for (const op of (block[1] ?? '').matchAll(/(\[(?:[^\]]*)\]|<[0-9a-fA-F]*>)\s*(TJ|Tj)/g)) {
        for (const [, hex] of (op[1] as string).matchAll(/<([0-9a-fA-F]*)>/g)) {
          for (let i = 0; i < (hex as string).length; i += width)
            line += map.get((hex as string).slice(i, i + width).toLowerCase()) ?? '';
        }
      }
      lines.push(line);
    }
  }
  return lines.join('\n');
}
