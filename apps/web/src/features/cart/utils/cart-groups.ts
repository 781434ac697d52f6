/**
 * How the cart page groups its lines: one group per manjian/discount activity, then flash deals,
 * combination packages, trade-ups (换购), lines without an activity, and the invalid lines last.
 */
import type { CartLine } from '@mall/shared/cart';
import type { ActivityOutcome } from '@mall/shared/pricing/types';

export type LineGroupKind = 'activity' | 'flash' | 'combination' | 'tradeUp' | 'plain' | 'invalid';

export interface LineGroup {
  key: string;
  kind: LineGroupKind;
  title: string;
  /** the activity of an 'activity' group */
  activity: ActivityOutcome | null;
  lines: CartLine[];
}

const FIXED_TITLES: Record<Exclude<LineGroupKind, 'activity'>, string> = {
  flash: '秒杀',
  combination: '组合套餐',
  tradeUp: '换购',
  plain: '其他商品',
  invalid: '失效商品',
};

function kindOf(line: CartLine, activityIds: ReadonlySet<number>): LineGroupKind {
  // Invalid first: a dead flash or package line can only be deleted, wherever it came from.
  if (line.invalid_reason !== '') return 'invalid';
  if (line.type === 3) return 'combination';
  if (line.type === 4) return 'tradeUp';
  if (line.type === 1) return 'flash';
  if (line.goods_manjian_id > 0 && activityIds.has(line.goods_manjian_id)) return 'activity';
  return 'plain';
}

/** Groups in display order; empty groups are left out, lines keep their cart order. */
export function groupLines(lines: readonly CartLine[], activities: readonly ActivityOutcome[]): LineGroup[] {
  const activityIds = new Set(activities.map((a) => a.id));
  const byActivity = new Map<number, CartLine[]>();
  const fixed: Record<Exclude<LineGroupKind, 'activity'>, CartLine[]> = {
    flash: [],
    combination: [],
    tradeUp: [],
    plain: [],
    invalid: [],
  };
  for (const line of lines) {
    const kind = kindOf(line, activityIds);
    if (kind !== 'activity') {
      fixed[kind].push(line);
      continue;
    }
    const list = byActivity.get(line.goods_manjian_id) ?? [];
    list.push(line);
    byActivity.set(line.goods_manjian_id, list);
  }

  const groups: LineGroup[] = [];
  for (const activity of activities) {
    const list = byActivity.get(activity.id);
    if (list) {
      groups.push({
        key: `activity-${activity.id}`,
        kind: 'activity',
        title: activity.title,
        activity,
        lines: list,
      });
    }
  }
  for (const kind of ['flash', 'combination', 'tradeUp', 'plain', 'invalid'] as const) {
    if (fixed[kind].length > 0) {
      groups.push({ key: kind, kind, title: FIXED_TITLES[kind], activity: null, lines: fixed[kind] });
    }
  }
  return groups;
}
