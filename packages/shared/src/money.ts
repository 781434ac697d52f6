/**
 * Money is integer fen everywhere; the wire carries yuan strings with two decimals.
 * No floating point touches an amount.
 */
export type Fen = number;

/** 1234 -> "12.34"; negative amounts keep their sign. */
export function formatFen(fen: Fen): string {
  if (!Number.isSafeInteger(fen)) throw new RangeError(`not an integer amount of fen: ${fen}`);
  const sign = fen < 0 ? '-' : '';
  const abs = Math.abs(fen);
  const yuan = Math.trunc(abs / 100);
  const cents = abs % 100;
  return `${sign}${yuan}.${cents.toString().padStart(2, '0')}`;
}

/** "12.3" / "12.34" / "12" -> fen; more than two decimals are floored (SPEC §9). */
export function parseYuan(text: string): Fen {
  const m = /^(-?)(\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!m) throw new RangeError(`not an amount: ${text}`);
  const cents = (m[3] ?? '').padEnd(2, '0').slice(0, 2);
  const fen = Number(m[2]) * 100 + Number(cents);
  return m[1] === '-' ? -fen : fen;
}
