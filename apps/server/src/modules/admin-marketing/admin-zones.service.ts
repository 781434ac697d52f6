/**
 * Zone templates (专区) in the console: a page of the store with its banner, rules, window and groups
 * of goods. A save checks that the slug is free and the goods exist; it and 启用 / 停用 are each one
 * transaction with the audit row, and the catalogue caches are dropped after.
 */
import type { Paged } from '@mall/shared/admin';
import { type AdminZoneTemplate, marketingState } from '@mall/shared/admin-marketing';
import type { MarketingListQuery, ZoneTemplateInput } from '@mall/shared/admin-marketing-schemas';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, DbContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { invalidateCatalogueCaches } from '../goods/ttl-cache.ts';
import { databaseNow, missingIds } from './admin-marketing.repository.ts';
import { paged, throwIf } from './admin-marketing.service.ts';
import {
  findZoneTemplate,
  insertZoneTemplate,
  listZoneTemplates,
  replaceZoneGroups,
  setZoneEnabled,
  slugTaken,
  updateZoneTemplate,
  type ZoneTemplateRecord,
  zoneGroups,
} from './admin-zones.repository.ts';
import { type Actor, switchAudited } from './marketing-write.ts';

type Tx = Parameters<Parameters<AppContext['db']['transaction']>[0]>[0];

async function zoneRows(ex: Tx | AppContext['db'], rows: ZoneTemplateRecord[]): Promise<AdminZoneTemplate[]> {
  const now = await databaseNow(ex);
  const groups = await zoneGroups(
    ex,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    ...r,
    state: marketingState(r.is_enabled, r.starts_at, r.ends_at, now),
    groups: groups.get(r.id) ?? [],
  }));
}

export async function zoneTemplatePage(
  ctx: DbContext,
  query: MarketingListQuery,
): Promise<Paged<AdminZoneTemplate>> {
  const { rows, total } = await listZoneTemplates(ctx.db, query);
  return paged(await zoneRows(ctx.db, rows), total, query);
}

async function readZone(ex: Tx | AppContext['db'], id: number, lock = false): Promise<AdminZoneTemplate> {
  const record = await findZoneTemplate(ex, id, lock);
  if (!record) throw new AppError('not_found', '专区不存在');
  return (await zoneRows(ex, [record]))[0] as AdminZoneTemplate;
}

export async function saveZoneTemplate(
  ctx: DbContext,
  actor: Actor,
  id: number | null,
  input: ZoneTemplateInput,
): Promise<AdminZoneTemplate> {
  const saved = await ctx.db.transaction(async (tx) => {
    const before = id === null ? null : await readZone(tx, id, true);
    const errors: Record<string, string[]> = {};
    if (input.slug && (await slugTaken(tx, input.slug, id))) errors.slug = ['该标识已被其他专区使用'];
    const goods = await missingIds(
      tx,
      'goods',
      input.groups.flatMap((g) => g.goods_ids),
    );
    if (goods.length > 0) errors.groups = [`商品不存在：${[...new Set(goods)].join('、')}`];
    throwIf(errors);
    const templateId = id ?? (await insertZoneTemplate(tx, input));
    if (id !== null) await updateZoneTemplate(tx, id, input);
    await replaceZoneGroups(tx, templateId, input);
    const after = await readZone(tx, templateId);
    await recordAudit(tx, {
      ...actor,
      action: id === null ? 'zone_template.create' : 'zone_template.update',
      targetType: 'zone_template',
      targetId: templateId,
      before,
      after,
    });
    return after;
  });
  invalidateCatalogueCaches();
  return saved;
}

export function enableZoneTemplate(
  ctx: DbContext,
  actor: Actor,
  id: number,
  enabled: boolean,
): Promise<AdminZoneTemplate> {
  return switchAudited(
    ctx,
    actor,
    { action: 'zone_template.update', targetType: 'zone_template', read: readZone, set: setZoneEnabled },
    id,
    enabled,
  );
}
