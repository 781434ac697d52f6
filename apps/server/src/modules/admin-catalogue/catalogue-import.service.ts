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
} from '@mall/shared/admin-catalogue';
import type { GoodsQuery, ImportApplyInput } from '@mall/shared/admin-catalogue-schemas';
import { formatChinaTime } from '@mall/shared/china-time';
import { formatFen } from '@mall/shared/money';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import { recordAudit } from '../../http/operator-audit.repository.ts';
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
  checkValue,
  currentValue,
  diffSheet,
  isGoodsField,
  ladderError,
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
  const diffed = diffSheet(sheet, current, await highestTiers(ctx.db, offerIds));
  return { total: sheet.lines.length, ...diffed };
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
      targetId: offerIds.length === 1 ? String(offerIds[0]) : `${offerIds.length}个报价`,
      before,
      after,
    });
    return { offers: offerPatches.length, goods: goodsPatches.size };
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
        '修改后按“报价编号”导入；留空的单元格不修改',
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
    ]),
  };
}

const csvCell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

/** The same rows as CSV in UTF-8 with a BOM, so Excel reads the Chinese. */
export function csvOf(sheet: ExportSheet): Buffer {
  const lines = [sheet.columns.map((c) => c.header), ...sheet.rows].map((r) => r.map(csvCell).join(','));
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}
