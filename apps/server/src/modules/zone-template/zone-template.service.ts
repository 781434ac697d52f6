/**
 * Zone templates as a reader sees them: running and scheduled ones listed, a running one with its
 * groups of goods priced and hidden as in the goods list (prices only for approved members,
 * controlled goods only where their rule allows). And the state lookup behind /loading/activity:
 * missing (never was, or switched off), scheduled, running (with its zone) or ended.
 */
import type { GoodsRead } from '@mall/shared/goods';
import {
  activityZoneUrl,
  templateZoneUrl,
  ZONE_TEMPLATE_NOT_FOUND,
  type ZoneLookupKind,
  type ZoneStatus,
  type ZoneTemplateDetail,
  type ZoneTemplateKind,
  type ZoneTemplateSummary,
} from '@mall/shared/zone-templates';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import { readGoods } from '../goods/goods.service.ts';
import type { CatalogueViewer } from '../goods/visibility.ts';
import {
  databaseNow,
  findActivityState,
  findTemplate,
  listGroups,
  listGroupTemplates,
  listLiveTemplates,
  listVisibleGroupGoods,
  type TemplateRow,
} from './zone-template.repository.ts';

function summaryOf(row: TemplateRow, goodsCount: number): ZoneTemplateSummary {
  return {
    id: row.id,
    kind: row.kind,
    slug: row.slug,
    title: row.title,
    banner_image: row.banner_image,
    rules: row.rules,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    state: row.state === 'scheduled' ? 'scheduled' : 'running',
    goods_count: goodsCount,
  };
}

/** Running and scheduled templates of a kind, with the goods this reader may see in each. */
export async function listTemplates(
  ex: Executor,
  viewer: CatalogueViewer | null,
  kind: ZoneTemplateKind,
): Promise<ZoneTemplateSummary[]> {
  const rows = (await listLiveTemplates(ex, kind)).filter(
    (r) => r.state === 'running' || r.state === 'scheduled',
  );
  const templateIds = rows.map((r) => r.id);
  const [groups, goods] = await Promise.all([
    listGroupTemplates(ex, templateIds),
    listVisibleGroupGoods(ex, templateIds, viewer),
  ]);
  const templateOf = new Map(groups.map((g) => [g.id, g.template_id]));
  const counts = new Map<number, Set<number>>();
  for (const g of goods) {
    const templateId = templateOf.get(g.group_id);
    if (templateId === undefined) continue;
    const set = counts.get(templateId) ?? new Set<number>();
    set.add(g.goods_id);
    counts.set(templateId, set);
  }
  return rows.map((r) => summaryOf(r, counts.get(r.id)?.size ?? 0));
}

/** A running or scheduled template; its groups only while it runs. Missing, off or ended: not found. */
export async function getTemplate(
  ex: Executor,
  viewer: CatalogueViewer | null,
  id: number,
): Promise<ZoneTemplateDetail> {
  const row = await findTemplate(ex, id);
  if (!row || (row.state !== 'running' && row.state !== 'scheduled')) {
    throw new AppError('not_found', ZONE_TEMPLATE_NOT_FOUND);
  }
  if (row.state === 'scheduled') return { ...summaryOf(row, 0), groups: [] };
  const [groups, groupGoods] = await Promise.all([
    listGroups(ex, id),
    listVisibleGroupGoods(ex, [id], viewer),
  ]);
  const goodsIds = [...new Set(groupGoods.map((g) => g.goods_id))];
  const reads = await readGoods(ex, viewer, goodsIds);
  const readOf = new Map<number, GoodsRead>(reads.map((r) => [r.id, r]));
  const detailGroups = groups
    .map((group) => ({
      id: group.id,
      title: group.title,
      goods: groupGoods.flatMap((g) => (g.group_id === group.id ? (readOf.get(g.goods_id) ?? []) : [])),
    }))
    .filter((group) => group.goods.length > 0);
  return { ...summaryOf(row, readOf.size), groups: detailGroups };
}

export type StatusLookup = { kind: ZoneLookupKind; id?: number | undefined; slug?: string | undefined };

/** The state of an activity (by id or slug) or a template (by id), and its zone while it runs. */
export async function lookUpStatus(ex: Executor, lookup: StatusLookup): Promise<ZoneStatus> {
  const now = await databaseNow(ex);
  const missing: ZoneStatus = {
    kind: lookup.kind,
    id: lookup.id ?? null,
    state: 'missing',
    title: '',
    starts_at: null,
    ends_at: null,
    url: null,
    now,
  };
  if (lookup.kind === 'activity') {
    const by = lookup.id !== undefined ? { id: lookup.id } : { slug: lookup.slug ?? '' };
    const row = await findActivityState(ex, by);
    if (!row || row.state === 'missing') return missing;
    return {
      kind: 'activity',
      id: row.id,
      state: row.state,
      title: row.title,
      starts_at: row.starts_at,
      ends_at: row.ends_at,
      url: row.state === 'running' ? activityZoneUrl(row) : null,
      now,
    };
  }
  const row = lookup.id === undefined ? undefined : await findTemplate(ex, lookup.id);
  if (!row || row.kind !== lookup.kind || row.state === 'missing') return missing;
  return {
    kind: row.kind,
    id: row.id,
    state: row.state,
    title: row.title,
    starts_at: row.starts_at,
    ends_at: row.ends_at,
    url: row.state === 'running' ? templateZoneUrl(row.kind, row.id) : null,
    now,
  };
}
