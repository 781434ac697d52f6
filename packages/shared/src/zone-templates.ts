/**
 * Zone templates (专区模板 zqmb, 活动模板 hdmb, 专场 yyh): zones an operator makes without code, and
 * the state lookup behind /loading/activity (GET /api/activity/status).
 */
import type { GoodsActivity, GoodsRead } from './goods.ts';

export const ZONE_TEMPLATE_KINDS = ['zqmb', 'hdmb', 'yyh'] as const;
export type ZoneTemplateKind = (typeof ZONE_TEMPLATE_KINDS)[number];

/** running: enabled and inside its window; scheduled: enabled, starts later; ended: past its end. */
export type ZoneState = 'missing' | 'scheduled' | 'running' | 'ended';

export const ZONE_TEMPLATE_NOT_FOUND = '专区不存在或已结束';
export const ACTIVITY_NOT_STARTED = '活动未开始';

/** One template as listed (GET /api/zone_template?kind=): running and scheduled ones. */
export interface ZoneTemplateSummary {
  id: number;
  kind: ZoneTemplateKind;
  slug: string | null;
  title: string;
  banner_image: string;
  rules: string;
  /** 10-digit Unix seconds, or null when open-ended */
  starts_at: number | null;
  ends_at: number | null;
  state: 'scheduled' | 'running';
  /** goods the reader may see across its groups */
  goods_count: number;
}

export interface ZoneTemplateGroup {
  id: number;
  title: string;
  /** priced and hidden as in the goods list: prices only for approved members */
  goods: GoodsRead[];
}

/** GET /api/zone_template/{id}: the template; groups only while it runs. */
export interface ZoneTemplateDetail extends ZoneTemplateSummary {
  groups: ZoneTemplateGroup[];
}

/** What /loading/activity looks up: an activity (kind activity) or a template. */
export type ZoneLookupKind = 'activity' | ZoneTemplateKind;

/** GET /api/activity/status: the state of an activity or template, and its zone while it runs. */
export interface ZoneStatus {
  kind: ZoneLookupKind;
  id: number | null;
  state: ZoneState;
  title: string;
  starts_at: number | null;
  ends_at: number | null;
  /** the zone's path, e.g. /yjh/3, /welfare, /zqmb?id=2; null unless running */
  url: string | null;
  /** the server's clock, 10-digit seconds, for the countdown */
  now: number;
}

/** GET /api/goods/activities: a running activity with what its zone entry shows. */
export interface ActivityEntry extends GoodsActivity {
  /** a fixed zone's name (welfare: the 94折 zone at /welfare), else null */
  slug: string | null;
  banner_image: string;
  /** the entry's tag label: the operator's, else the kind's (满减, 满折, 买赠, 秒杀) */
  tag: string;
  /** goods linked to it (0 for a store-wide activity) */
  goods_count: number;
  /** percent payable that every purchase reaches (a 满折 tier from 0.01元), else null */
  unit_rate: number | null;
  /** the zone the entry opens */
  url: string;
}

/** The zone path of a running activity. */
export function activityZoneUrl(activity: { id: number; slug: string | null }): string {
  return activity.slug === 'welfare' ? '/welfare' : `/yjh/${activity.id}`;
}

/** The zone path of a running template. */
export function templateZoneUrl(kind: ZoneTemplateKind, id: number): string {
  return kind === 'yyh' ? `/yyh/list?id=${id}` : `/${kind}?id=${id}`;
}
