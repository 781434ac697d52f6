/**
 * Reads an uploaded purchase list (.xlsx by its content, or .csv in UTF-8 or GB18030 as Excel
 * saves it) into text cells: the header row (the first of the top rows that names two known
 * columns, else the first non-empty row) and up to PURCHASE_LIST_MAX_ROWS rows under it. Any
 * file that cannot be read is a 422 with a Chinese message on `file`.
 */
import { PURCHASE_LIST_MAX_ROWS } from '@mall/shared/bulk-order';
import { AppError } from '../../http/app-error.ts';
import { readSheetCells } from '../../http/spreadsheet.ts';
import type { UploadedFile } from '../../http/uploads.ts';
import { headerScore } from './purchase-list-columns.ts';

export const SHEET_MESSAGES = {
  missing: '请选择要导入的采购单文件',
  type: '只支持 .xlsx 或 .csv 格式的采购单（.xls 请另存为 .xlsx）',
  unreadable: '文件无法读取，请确认是有效的 .xlsx 或 .csv 文件',
  empty: '采购单中没有内容',
  noRows: '采购单中没有商品行',
  tooMany: `采购单最多${PURCHASE_LIST_MAX_ROWS}行，请分批导入`,
  tooWide: '采购单的列数过多（最多50列）',
} as const;

const MAX_COLUMNS = 50;
const MAX_CELL = 200;
/** How far down the header row is looked for. */
const HEADER_SEARCH_ROWS = 10;

const refuse = (message: string) => AppError.validation({ file: [message] });

export interface SheetCells {
  headers: string[];
  rows: string[][];
}

/** The header and the goods rows of the file, as trimmed text of equal length. */
export async function readSheet(file: UploadedFile | undefined): Promise<SheetCells> {
  const cells = await readSheetCells(file, SHEET_MESSAGES, {
    maxRows: PURCHASE_LIST_MAX_ROWS + HEADER_SEARCH_ROWS + 1,
  });

  const trimmed = cells.map((row) => row.map((cell) => String(cell).trim().slice(0, MAX_CELL)));
  const filled = trimmed.filter((row) => row.some((cell) => cell !== ''));
  if (filled.length === 0) throw refuse(SHEET_MESSAGES.empty);
  const width = Math.max(...filled.map((row) => row.length));
  if (width > MAX_COLUMNS) throw refuse(SHEET_MESSAGES.tooWide);
  const top = filled.slice(0, HEADER_SEARCH_ROWS);
  const named = top.findIndex((row) => headerScore(row) >= 2);
  const headerAt = Math.max(named, 0);
  const pad = (row: string[]) => Array.from({ length: width }, (_, i) => row[i] ?? '');
  const rows = filled.slice(headerAt + 1).map(pad);
  if (rows.length === 0) throw refuse(SHEET_MESSAGES.noRows);
  if (rows.length > PURCHASE_LIST_MAX_ROWS) throw refuse(SHEET_MESSAGES.tooMany);
  return { headers: pad(filled[headerAt] as string[]), rows };
}
