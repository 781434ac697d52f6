/**
 * The console's zone templates (专区): a template with its groups of goods, listed, read, written and
 * switched on or off, each write in the caller's transaction.
 */
import type { AdminZoneGroup, ZoneTemplateKindName } from '@mall/shared/admin-marketing';
import type { MarketingListQuery, ZoneTemplateInput } from '@mall/shared/admin-marketing-schemas';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { containsPattern } from '../../db/like.ts';
import { ids, rowsOf, timestampAt, wholeEpoch } from '../../db/sql-rows.ts';
import { countOf } from './admin-marketing.repository.ts';

export interface ZoneTemplateRecord {
  id: number;
  kind: ZoneTemplateKindName;
  slug: string | null;
  title: string;
  banner_image: string;
  rules: string;
  starts_at: number | null;
  ends_at: number | null;
  is_enabled: boolean;
  sort: number;
}

const zoneColumns = sql`t.id, t.kind, t.slug, t.title, t.banner_image, t.rules, ${wholeEpoch(sql`t.starts_at`)} AS starts_at,
  ${wholeEpoch(sql`t.ends_at`)} AS ends_at, t.is_enabled, t.sort`;

export async function listZoneTemplates(
  ex: Executor,
  query: MarketingListQuery,
): Promise<{ rows: ZoneTemplateRecord[]; total: number }> {
  const parts: SQL[] = [sql`TRUE`];
  if (query.kind) parts.push(sql`t.kind = ${query.kind}`);
  if (query.keyword) parts.push(sql`t.title ILIKE ${containsPattern(query.keyword)}`);
  const where = sql.join(parts, sql` AND `);
  const total = await countOf(ex, sql`SELECT count(*)::int AS total FROM zone_templates t WHERE ${where}`);
  const rows = await rowsOf<ZoneTemplateRecord>(
    ex,
    sql`SELECT ${zoneColumns} FROM zone_templates t WHERE ${where} ORDER BY t.id DESC
      LIMIT ${query.page_size} OFFSET ${(query.page - 1) * query.page_size}`,
  );
  return { rows, total };
}

export async function findZoneTemplate(
  ex: Executor,
  id: number,
  lock = false,
): Promise<ZoneTemplateRecord | undefined> {
  const [row] = await rowsOf<ZoneTemplateRecord>(
    ex,
    sql`SELECT ${zoneColumns} FROM zone_templates t WHERE t.id = ${id} ${lock ? sql`FOR UPDATE` : sql``}`,
  );
  return row;
}

export async function slugTaken(ex: Executor, slug: string, exceptId: number | null): Promise<boolean> {
  return (
    (await countOf(
      ex,
      sql`SELECT count(*)::int AS total FROM zone_templates WHERE slug = ${slug} AND id <> ${exceptId ?? 0}`,
    )) > 0
  );
}

export async function zoneGroups(
  ex: Executor,
  templateIds: number[],
): Promise<Map<number, AdminZoneGroup[]>> {
  const rows = await rowsOf<{
    template_id: number;
    group_id: number;
    title: string;
    sort: number;
    goods_id: number | null;
    goods_name: string | null;
  }>(
    ex,
    sql`SELECT zg.template_id, zg.id AS group_id, zg.title, zg.sort, g.id AS goods_id, g.name || ' ' || g.spec AS goods_name
      FROM zone_template_groups zg
      LEFT JOIN zone_template_goods zgg ON zgg.group_id = zg.id
      LEFT JOIN goods g ON g.id = zgg.goods_id
      WHERE zg.template_id = ANY(${ids(templateIds)})
      ORDER BY zg.template_id, zg.sort, zg.id, zgg.sort, g.id`,
  );
  const map = new Map<number, AdminZoneGroup[]>();
  const byGroup = new Map<number, AdminZoneGroup>();
  for (const row of rows) {
    let group = byGroup.get(row.group_id);
    if (!group) {
      group = { title: row.title, sort: row.sort, goods: [] };
      byGroup.set(row.group_id, group);
      map.set(row.template_id, [...(map.get(row.template_id) ?? []), group]);
    }
    if (row.goods_id !== null) group.goods.push({ id: row.goods_id, name: row.goods_name ?? '' });
  }
  return map;
}

function zoneValues(input: ZoneTemplateInput) {
  return sql`${input.kind}, ${input.slug}, ${input.title}, ${input.banner_image}, ${input.rules},
    ${timestampAt(input.starts_at)}, ${timestampAt(input.ends_at)}, ${input.is_enabled}, ${input.sort}`;
}

export async function insertZoneTemplate(ex: Executor, input: ZoneTemplateInput): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(
    ex,
    sql`INSERT INTO zone_templates (kind, slug, title, banner_image, rules, starts_at, ends_at, is_enabled, sort)
      VALUES (${zoneValues(input)}) RETURNING id`,
  );
  return (row as { id: number }).id;
}

export async function updateZoneTemplate(ex: Executor, id: number, input: ZoneTemplateInput): Promise<void> {
  await ex.execute(
    sql`UPDATE zone_templates SET (kind, slug, title, banner_image, rules, starts_at, ends_at, is_enabled, sort)
      = (${zoneValues(input)}) WHERE id = ${id}`,
  );
}

export async function setZoneEnabled(ex: Executor, id: number, enabled: boolean): Promise<void> {
  await ex.execute(sql`UPDATE zone_templates SET is_enabled = ${enabled} WHERE id = ${id}`);
}

/** The groups and their goods replaced by the input's, in its order. */
export async function replaceZoneGroups(ex: Executor, id: number, input: ZoneTemplateInput): Promise<void> {
  await ex.execute(sql`DELETE FROM zone_template_groups WHERE template_id = ${id}`);
  for (const [index, group] of input.groups.entries()) {
    const [row] = await rowsOf<{ id: number }>(
      ex,
      sql`INSERT INTO zone_template_groups (template_id, title, sort) VALUES (${id}, ${group.title}, ${index}) RETURNING id`,
    );
    const groupId = (row as { id: number }).id;
    for (const [position, goodsId] of [...new Set(group.goods_ids)].entries())
      await ex.execute(
        sql`INSERT INTO zone_template_goods (group_id, goods_id, sort) VALUES (${groupId}, ${goodsId}, ${position})`,
      );
  }
}
