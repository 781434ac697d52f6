/**
 * Import and export of goods, stock and prices. The preview reads the file and says what each row
 * would change (or why it cannot); apply takes the previewed changes back, checks that every
 * "before" is still what the database holds, and writes them all in one transaction with one
 * audit row, or nothing. Price and stock go through the subscriptions' updateOffer.
 */

import {
  CATALOGUE_SHEET_COLUMNS,
  IMPORT_FIELD_LABELS,
  type ImportApplyResult,
  type ImportPreview,
  type ImportRowCreate,
  type ImportRowError,
} from '@mall/shared/admin-catalogue';
import type { GoodsQuery, ImportApplyInput } from '@mall/shared/admin-catalogue-schemas';
import { formatChinaTime } from '@mall/shared/china-time';
import { formatFen } from '@mall/shared/money';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
import { csvCell } from '../../http/spreadsheet.ts';
import type { UploadedFile } from '../../http/uploads.ts';
import type { ExportSheet } from '../excel-export/workbook.ts';
import { updateOffer } from '../subscription/subscription.repository.ts';
import {
  ladderOf,
  patchGoods,
  patchOfferRules,
  type SheetRow,
  sheetRowsByOffer,
  sheetRowsOf,
} from './admin-catalogue.repository.ts';
import { type Actor, afterCatalogueChange } from './admin-catalogue.service.ts';
import {
  goodsByApproval,
  idsByName,
  insertImportedGoods,
  insertImportedOffer,
  lockImports,
  scopesOfCategories,
} from './catalogue-import.repository.ts';
import {
  type CreateDraft,
  checkValue,
  currentValue,
  diffSheet,
  isGoodsField,
  ladderError,
  readCreateLine,
  readImportSheet,
} from './catalogue-import.ts';

export const EXPORT_MAX_ROWS = 10_000;

async function highestTiers(ex: AppContext['db'], offerIds: number[]): Promise<Map<number, number>> {
  const ladders = await ladderOf(ex, offerIds);
  const highest = new Map<number, number>();
  for (const [offerId, tiers] of ladders) if (tiers[0]) highest.set(offerId, tiers[0].price);
  return highest;
}

export async function previewImport(ctx: AppContext, file: UploadedFile | undefined): Promise<ImportPreview> {
  const sheet = await readImportSheet(file);
  const offerIds = [
    ...new Set(
      sheet.lines
        .map((l) => Number(l.cells.offer_id ?? ''))
        .filter((n) => Number.isSafeInteger(n) && n > 0 && n < 2 ** 31),
    ),
  ];
  const rows = await sheetRowsByOffer(ctx.db, offerIds);
  const current = new Map(rows.map((r) => [r.offer_id, r]));
  const { drafts: lines, ...diffed } = diffSheet(sheet, current, await highestTiers(ctx.db, offerIds));
  const drafts: CreateDraft[] = [];
  for (const line of lines) {
    const read = readCreateLine(line);
    if ('errors' in read) diffed.errors.push(...read.errors);
    else drafts.push(read.draft);
  }
  const resolved = await resolveCreates(ctx.db, drafts);
  diffed.errors.push(...resolved.errors);
  diffed.errors.sort((a, b) => a.row - b.row);
  return { total: sheet.lines.length, ...diffed, created: resolved.rows.map((r) => r.shown) };
}

interface ResolvedCreate {
  shown: ImportRowCreate;
  manufacturer_id: number;
  category_id: number;
  warehouse_id: number;
  scope_id: number;
}

/**
 * The names of new rows to ids: the manufacturer, category and warehouse must exist (one of each
 * name); the goods with the same approval number, spec and manufacturer is reused, and must not
 * have an offer in that warehouse yet; a new goods takes the business scope most goods of its
 * category have. Two rows for the same goods and warehouse are refused.
 */
async function resolveCreates(
  ex: AppContext['db'],
  drafts: CreateDraft[],
  lock = false,
): Promise<{ rows: ResolvedCreate[]; errors: ImportRowError[] }> {
  const errors: ImportRowError[] = [];
  const rows: ResolvedCreate[] = [];
  if (drafts.length === 0) return { rows, errors };
  const unique = (pick: (d: CreateDraft) => string) => [...new Set(drafts.map(pick))];
  const makers = await idsByName(
    ex,
    'manufacturers',
    unique((d) => d.manufacturer),
  );
  const categories = await idsByName(
    ex,
    'categories',
    unique((d) => d.category),
  );
  const warehouses = await idsByName(
    ex,
    'warehouses',
    unique((d) => d.warehouse),
  );
  const scopes = await scopesOfCategories(ex, [...categories.values()].flat());
  const existing = await goodsByApproval(
    ex,
    unique((d) => d.approval_number),
    lock,
  );
  const seen = new Map<string, number>();
  for (const d of drafts) {
    const before = errors.length;
    const fail = (column: string, message: string) => errors.push({ row: d.row, column, message });
    const one = (map: Map<string, number[]>, name: string, column: string, label: string) => {
      const found = map.get(name) ?? [];
      if (found.length === 0) fail(column, `${label}“${name}”不存在`);
      else if (found.length > 1) fail(column, `${label}“${name}”有重名，无法确定`);
      return found[0] ?? 0;
    };
    const manufacturerId = one(makers, d.manufacturer, '生产厂家', '生产厂家');
    const categoryId = one(categories, d.category, '分类', '分类');
    const warehouseId = one(warehouses, d.warehouse, '仓库', '仓库');
    if (errors.length > before) continue;
    const goods = existing.goods.find(
      (g) =>
        g.approval_number === d.approval_number && g.spec === d.spec && g.manufacturer_id === manufacturerId,
    );
    const scopeId = scopes.get(categoryId);
    if (!goods && scopeId === undefined) {
      fail('分类', `分类“${d.category}”下还没有商品，无法确定经营范围，请先在商品中新建`);
      continue;
    }
    const offer =
      goods && existing.offers.find((o) => o.goods_id === goods.id && o.warehouse_id === warehouseId);
    if (offer) {
      fail('报价编号', `该商品在${d.warehouse}已有报价（报价编号${offer.id}），请填写报价编号修改`);
      continue;
    }
    const key = JSON.stringify([d.approval_number, d.spec, manufacturerId, warehouseId]);
    const first = seen.get(key);
    if (first !== undefined) {
      fail('', `与第${first}行是同一商品同一仓库`);
      continue;
    }
    seen.set(key, d.row);
    rows.push({
      shown: { ...d, goods_id: goods?.id ?? null },
      manufacturer_id: manufacturerId,
      category_id: categoryId,
      warehouse_id: warehouseId,
      scope_id: scopeId ?? 0,
    });
  }
  return { rows, errors };
}

const STALE_MESSAGE = (row: number) => `第${row}行的数据在预览后已被修改，请重新预览后再导入`;

export async function applyImport(
  ctx: AppContext,
  actor: Actor,
  input: ImportApplyInput,
): Promise<ImportApplyResult> {
  // Each value as a cell would be checked; a repeated offer is refused as the preview does.
  const errors: Record<string, string[]> = {};
  const seen = new Set<number>();
  input.rows.forEach((row, i) => {
    if (seen.has(row.offer_id)) errors[`rows.${i}.offer_id`] = [`报价编号${row.offer_id}重复`];
    seen.add(row.offer_id);
    row.changes.forEach((change, j) => {
      const message = checkValue(change.field, change.after);
      if (message) errors[`rows.${i}.changes.${j}.after`] = [message];
    });
  });
  if (Object.keys(errors).length > 0) throw AppError.validation(errors);

  let renamed = false;
  const result = await ctx.db.transaction(async (tx) => {
    await lockImports(tx);
    // New offers first: checked again as the preview did, against what the database holds now.
    const { rows: creates, errors: createErrors } = await resolveCreates(
      tx,
      input.created.map(({ goods_id: _, ...d }) => d),
      true,
    );
    const refused = createErrors[0];
    if (refused) throw new AppError('bad_request', `第${refused.row}行：${refused.message}`);
    const createdGoods = new Map<string, number>();
    const createdAudit: Record<string, unknown>[] = [];
    for (const c of creates) {
      const d = c.shown;
      const key = JSON.stringify([d.approval_number, d.spec, c.manufacturer_id]);
      let goodsId = d.goods_id ?? createdGoods.get(key);
      if (goodsId === undefined) {
        goodsId = await insertImportedGoods(tx, {
          name: d.name,
          generic_name: d.generic_name,
          spec: d.spec,
          manufacturer_id: c.manufacturer_id,
          approval_number: d.approval_number,
          unit: d.unit,
          scope_id: c.scope_id,
          category_id: c.category_id,
          is_on_sale: d.is_on_sale,
        });
        createdGoods.set(key, goodsId);
        renamed = true;
      }
      const offerId = await insertImportedOffer(tx, {
        ...d,
        goods_id: goodsId,
        warehouse_id: c.warehouse_id,
      });
      createdAudit.push({ ...d, goods_id: goodsId, offer_id: offerId, new_goods: d.goods_id === null });
    }
    const offerIds = input.rows.map((r) => r.offer_id);
    const rows = await sheetRowsByOffer(tx, offerIds, true);
    const current = new Map(rows.map((r) => [r.offer_id, r]));
    const tiers = await highestTiers(tx, offerIds);
    const goodsPatches = new Map<number, Record<string, unknown>>();
    const before: { offer_id: number; [field: string]: unknown }[] = [];
    const after: { offer_id: number; [field: string]: unknown }[] = [];
    const offerPatches: { row: SheetRow; change: Record<string, number> }[] = [];
    for (const line of input.rows) {
      const row = current.get(line.offer_id);
      if (!row) throw new AppError('bad_request', `第${line.row}行：报价编号${line.offer_id}不存在`);
      const was: Record<string, unknown> = { offer_id: line.offer_id };
      const now: Record<string, unknown> = { offer_id: line.offer_id };
      const offerChange: Record<string, number> = {};
      for (const change of line.changes) {
        if (currentValue(row, change.field) !== change.before)
          throw new AppError('conflict', STALE_MESSAGE(line.row));
        was[change.field] = change.before;
        now[change.field] = change.after;
        if (isGoodsField(change.field)) {
          const patch = goodsPatches.get(row.goods_id) ?? {};
          if (change.field in patch && patch[change.field] !== change.after)
            throw new AppError(
              'bad_request',
              `第${line.row}行：同一商品的${IMPORT_FIELD_LABELS[change.field]}不一致`,
            );
          patch[change.field] = change.after;
          goodsPatches.set(row.goods_id, patch);
          if (change.field === 'name' || change.field === 'generic_name') renamed = true;
        } else {
          offerChange[change.field] = change.after as number;
        }
      }
      if (offerChange.price !== undefined) {
        const refused = ladderError(offerChange.price, tiers.get(line.offer_id));
        if (refused) throw new AppError('bad_request', `第${line.row}行：${refused}`);
      }
      offerPatches.push({ row, change: offerChange });
      before.push(was as { offer_id: number });
      after.push(now as { offer_id: number });
    }
    for (const { row, change } of offerPatches) {
      if (change.price !== undefined || change.stock !== undefined)
        await updateOffer(tx, row.offer_id, { price: change.price, stock: change.stock });
      if (change.min_quantity !== undefined || change.step !== undefined)
        await patchOfferRules(tx, row.offer_id, { min_quantity: change.min_quantity, step: change.step });
    }
    for (const [goodsId, patch] of goodsPatches) await patchGoods(tx, goodsId, patch);
    await recordAudit(tx, {
      ...actor,
      action: 'catalogue.import',
      targetType: 'offer',
      targetId:
        offerIds.length === 1 && creates.length === 0
          ? String(offerIds[0])
          : `${offerIds.length + creates.length}个报价`,
      before,
      after: createdAudit.length > 0 ? [...after, ...createdAudit.map((c) => ({ created: c }))] : after,
    });
    return {
      offers: offerPatches.length,
      goods: goodsPatches.size,
      created: creates.length,
      created_goods: createdGoods.size,
    };
  });
  await afterCatalogueChange(ctx, renamed);
  return result;
}

/** The export: every offer of the goods the list's filters find, in the columns an import reads. */
export async function exportSheet(ctx: AppContext, query: GoodsQuery): Promise<ExportSheet> {
  const rows = await sheetRowsOf(ctx.db, query, EXPORT_MAX_ROWS);
  return {
    name: '商品价格库存',
    heading: [
      [
        `导出时间：${formatChinaTime(Math.floor(Date.now() / 1000))}`,
        '修改后按“报价编号”导入，留空的单元格不修改；不填报价编号、填写商品名称等列的行新建报价',
      ],
    ],
    columns: CATALOGUE_SHEET_COLUMNS.map((c) => ({
      header: c.header,
      kind: c.key === 'price' ? 'money' : c.key === 'stock' || c.key.endsWith('_id') ? 'count' : 'text',
      width: c.key === 'name' || c.key === 'manufacturer' ? 28 : undefined,
    })),
    rows: rows.map((r) => [
      r.offer_id,
      r.goods_id,
      r.name,
      r.generic_name,
      r.spec,
      r.manufacturer,
      r.approval_number,
      r.warehouse,
      formatFen(r.price),
      r.stock,
      r.min_quantity,
      r.step,
      r.is_on_sale ? '是' : '否',
      r.category,
      r.unit,
    ]),
  };
}

/** The same rows as CSV in UTF-8 with a BOM, so Excel reads the Chinese. */
export function csvOf(sheet: ExportSheet): Buffer {
  const lines = [sheet.columns.map((c) => c.header), ...sheet.rows].map((r) => r.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
