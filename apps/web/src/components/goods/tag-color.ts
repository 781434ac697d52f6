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

export interface TagItem {
  label: string;
  color: string;
  /** the activity's title, shown on hover; absent for the offer's own marks */
  title?: string;
}

/**
 * What a goods card shows: the offer's own marks, then the activities that apply to this reader
 * (decision 019), each with its title on hover. A mark that an activity tag already says (满 beside
 * 满减, 赠 beside 赠品, 秒 beside 秒杀) is left out, so the tag with the title shows once.
 */
export function tagItems(
  tags: readonly string[],
  activities: readonly { label: string; title: string }[] = [],
): TagItem[] {
  const said = new Set(activities.map((a) => a.label.trim().charAt(0)));
  const seen = new Set<string>();
  const items: TagItem[] = [];
  for (const tag of tags) {
    if (said.has(tag.trim().charAt(0)) || seen.has(tag)) continue;
    seen.add(tag);
    items.push({ label: tag, color: tagColor(tag) });
  }
  for (const activity of activities) {
    const key = `${activity.label}\u0000${activity.title}`;
    if (seen.has(key)) continue;
    seen.add(key);
    items.push({ label: activity.label, color: tagColor(activity.label), title: activity.title });
  }
  return items;
}

/** WCAG relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

/**
 * The shade a tag's colour is drawn in as text: the colour itself when it already reads at 5:1 on
 * white (so at least 4.5:1 on the light grey surfaces too), else the same hue darkened step by step
 * until it does. SPEC §3's bright tag colours stay the tags' identity; only their text is darkened.
 */
export function readableShade(color: string): string {
  const hex = /^#[0-9a-f]{6}$/i.test(color) ? color.toLowerCase() : TAG_COLOR_DEFAULT;
  let [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
  const toHex = () => `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`;
  while (1.05 / (luminance(toHex()) + 0.05) < 5) {
    [r, g, b] = [r, g, b].map((c) => Math.floor(c * 0.95)) as [number, number, number];
  }
  return toHex();
}
