/**
 * The reads of zone templates and of activity states. A template or activity runs while enabled and
 * inside its window (open-ended when null), by the database's clock.
 */
import type { ZoneState, ZoneTemplateKind } from '@mall/shared/zone-templates';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf, wholeEpoch } from '../../db/sql-rows.ts';
import { visibleTo } from '../goods/catalogue-filter.repository.ts';
import type { CatalogueViewer } from '../goods/visibility.ts';

/** The state of the row under `alias` (enabled, window), as ZoneState. */
function stateOf(alias: string): SQL {
  const a = sql.raw(alias);
  return sql`CASE WHEN NOT ${a}.is_enabled THEN 'missing'
    WHEN ${a}.starts_at IS NOT NULL AND ${a}.starts_at > now() THEN 'scheduled'
    WHEN ${a}.ends_at IS NOT NULL AND ${a}.ends_at <= now() THEN 'ended'
    ELSE 'running' END`;
}

export interface TemplateRow {
  id: number;
  kind: ZoneTemplateKind;
  slug: string | null;
  title: string;
  banner_image: string;
  rules: string;
  starts_at: number | null;
  ends_at: number | null;
  state: ZoneState;
}

const templateColumns = sql`t.id, t.kind, t.slug, t.title, t.banner_image, t.rules,
  ${wholeEpoch(sql`t.starts_at`)} AS starts_at, ${wholeEpoch(sql`t.ends_at`)} AS ends_at,
  ${stateOf('t')} AS state`;

/** Enabled templates of a kind that have not ended, in the operator's order. */
export function listLiveTemplates(ex: Executor, kind: ZoneTemplateKind): Promise<TemplateRow[]> {
  return rowsOf<TemplateRow>(
    ex,
    sql`SELECT ${templateColumns} FROM zone_templates t
      WHERE t.kind = ${kind} AND t.is_enabled AND (t.ends_at IS NULL OR t.ends_at > now())
      ORDER BY t.sort, t.id`,
  );
}

export async function findTemplate(ex: Executor, id: number): Promise<TemplateRow | undefined> {
  const rows = await rowsOf<TemplateRow>(
    ex,
    sql`SELECT ${templateColumns} FROM zone_templates t WHERE t.id = ${id}`,
  );
  return rows[0];
}

export async function findTemplateBySlug(ex: Executor, slug: string): Promise<TemplateRow | undefined> {
  const rows = await rowsOf<TemplateRow>(
    ex,
    sql`SELECT ${templateColumns} FROM zone_templates t WHERE t.slug = ${slug}`,
  );
  return rows[0];
}

export interface GroupRow {
  id: number;
  title: string;
}

export function listGroups(ex: Executor, templateId: number): Promise<GroupRow[]> {
  return rowsOf<GroupRow>(
    ex,
    sql`SELECT id, title FROM zone_template_groups WHERE template_id = ${templateId} ORDER BY sort, id`,
  );
}

export interface GroupGoodsRow {
  group_id: number;
  goods_id: number;
}

/** The goods of the templates' groups this reader may see (on sale, control rules), in order. */
export function listVisibleGroupGoods(
  ex: Executor,
  templateIds: number[],
  viewer: CatalogueViewer | null,
): Promise<GroupGoodsRow[]> {
  if (templateIds.length === 0) return Promise.resolve([]);
  return rowsOf<GroupGoodsRow>(
    ex,
    sql`SELECT zg.group_id, zg.goods_id FROM zone_template_goods zg
      JOIN zone_template_groups gr ON gr.id = zg.group_id
      JOIN goods g ON g.id = zg.goods_id
      WHERE gr.template_id = ANY(${sql.param(templateIds)}::int[]) AND g.is_on_sale AND ${visibleTo(viewer)}
      ORDER BY gr.template_id, gr.sort, gr.id, zg.sort, zg.goods_id`,
  );
}

/** The template each group belongs to, for counting goods per template. */
export function listGroupTemplates(
  ex: Executor,
  templateIds: number[],
): Promise<{ id: number; template_id: number }[]> {
  if (templateIds.length === 0) return Promise.resolve([]);
  return rowsOf(
    ex,
    sql`SELECT id, template_id FROM zone_template_groups WHERE template_id = ANY(${sql.param(templateIds)}::int[])`,
  );
}

export interface ActivityStateRow {
  id: number;
  slug: string | null;
  title: string;
  starts_at: number | null;
  ends_at: number | null;
  state: ZoneState;
}

/** An activity by id or by slug, with its state. */
export async function findActivityState(
  ex: Executor,
  by: { id: number } | { slug: string },
): Promise<ActivityStateRow | undefined> {
  const where = 'id' in by ? sql`a.id = ${by.id}` : sql`a.slug = ${by.slug}`;
  const rows = await rowsOf<ActivityStateRow>(
    ex,
    sql`SELECT a.id, a.slug, a.title, ${wholeEpoch(sql`a.starts_at`)} AS starts_at,
        ${wholeEpoch(sql`a.ends_at`)} AS ends_at, ${stateOf('a')} AS state
      FROM activities a WHERE ${where}`,
  );
  return rows[0];
}

/** The database's clock, 10-digit seconds. */
export async function databaseNow(ex: Executor): Promise<number> {
  const rows = await rowsOf<{ now: number }>(ex, sql`SELECT ${wholeEpoch(sql`now()`)} AS now`);
  return rows[0]?.now ?? Math.floor(Date.now() / 1000);
}
