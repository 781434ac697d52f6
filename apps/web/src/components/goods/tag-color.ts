/** Goods tag colours by label (SPEC §3). */
export const TAG_COLOR_DEFAULT = '#ff2828';

const BY_FIRST_CHAR: Readonly<Record<string, string>> = {
  优: '#ff2828',
  新: '#ff2828',
  秒: '#FF0000',
  特: '#FF0000',
  满: '#FF7E28',
  赠: '#FF228F',
};

/**
 * The colour of a tag. Labels are matched by their leading word so that 「满减」, 「秒杀」 or
 * 「赠品」 colour like 满, 秒 and 赠. SPEC §3 lists two readings for 换购; #1D88CA is used.
 */
export function tagColor(label: string): string {
  const text = label.trim();
  if (text.startsWith('换购')) return '#1D88CA';
  return BY_FIRST_CHAR[text.charAt(0)] ?? TAG_COLOR_DEFAULT;
}
