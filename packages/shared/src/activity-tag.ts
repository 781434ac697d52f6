/**
 * Activity tags on goods cards and the detail page (decision 019). The server lists the
 * activities that apply to a goods for this reader; the label's leading word picks its colour
 * (SPEC §3, tag-color.ts) and the activity's title shows on hover.
 */

/**
 * An activity kind as stored (activities.kind), and the offer's marketing kept in tables of its
 * own: a running group buy (group_buy), a trade-up on offer (trade_up) and a package on sale the
 * offer is part of (combination).
 */
export type ActivityKind =
  | 'manjian'
  | 'discount'
  | 'gift'
  | 'flash'
  | 'combination'
  | 'coupon'
  | 'group_buy'
  | 'trade_up';

export interface ActivityTag {
  /** the activity's id */
  id: number;
  kind: string;
  /** short label: 满减, 满折, 赠品, 秒杀, 套餐, 领券, 拼团, 换购 */
  label: string;
  /** the activity's title, shown on hover */
  title: string;
}

const LABELS: Readonly<Record<ActivityKind, string>> = {
  manjian: '满减',
  discount: '满折',
  gift: '赠品',
  flash: '秒杀',
  combination: '套餐',
  coupon: '领券',
  group_buy: '拼团',
  trade_up: '换购',
};

/** The tag label of an activity kind; an unknown kind reads 活动. */
export function activityTagLabel(kind: string): string {
  return (LABELS as Readonly<Record<string, string>>)[kind] ?? '活动';
}

/**
 * The offer's own marks that stand for an activity: 满 (满减/满折) and 赠 (gifts). They show only
 * where such an activity applies for the reader, so a store outside an activity's scope does not
 * see its mark either.
 */
export const ACTIVITY_MARKS: Readonly<Record<string, readonly string[]>> = {
  满: ['manjian', 'discount'],
  赠: ['gift'],
};

/** The offer's tags less the activity marks no applying activity backs. */
export function backedTags(tags: readonly string[], applying: readonly { kind: string }[]): string[] {
  return tags.filter((tag) => {
    const kinds = ACTIVITY_MARKS[tag];
    return kinds === undefined || applying.some((a) => kinds.includes(a.kind));
  });
}
