/**
 * Reads an uploaded purchase list (.xlsx by its content, or .csv in UTF-8 or GB18030 as Excel
 * saves it) into text cells: the header row (the first of the top rows that names two known
 * columns, else the first non-empty row) and up to PURCHASE_LIST_MAX_ROWS rows under it. Any
 * file that cannot be read is a 422 with a Chinese message on `file`.
 */
import { PURCHASE_LIST_MAX_ROWS } from '@mall/shared/bulk-order';
import ExcelJS from 'exceljs';
import { AppError } from '../../http/app-error.ts';
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

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Quoted fields, doubled quotes, CRLF or LF; commas, or tabs when a line has no comma. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  const delimiter = !text.split(/\r?\n/, 1)[0]?.includes(',') && text.includes('\t') ? '\t' : ',';
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] as string;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"' && cell === '') quoted = true;
    else if (ch === delimiter) {
      row.push(cell);
      cell = '';
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && text[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += ch;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows;
}

function decodeText(bytes: Buffer): string {
  const body = startsWith(bytes, [0xef, 0xbb, 0xbf]) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('gb18030').decode(body);
  }
}

async function xlsxCells(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(SHEET_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) throw refuse(SHEET_MESSAGES.empty);
  if (sheet.actualColumnCount > MAX_COLUMNS) throw refuse(SHEET_MESSAGES.tooWide);
  if (sheet.actualRowCount > PURCHASE_LIST_MAX_ROWS + HEADER_SEARCH_ROWS + 1)
    throw refuse(SHEET_MESSAGES.tooMany);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(sheet.columnCount, MAX_COLUMNS); c++) cells.push(row.getCell(c).text ?? '');
    rows[number - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}

export interface SheetCells {
  headers: string[];
  rows: string[][];
}

const isCsvName = (name: string) => /\.(csv|txt)$/i.test(name);

/** The header and the goods rows of the file, as trimmed text of equal length. */
export async function readSheet(file: UploadedFile | undefined): Promise<SheetCells> {
  if (!file || file.bytes.length === 0) throw refuse(SHEET_MESSAGES.missing);
  let cells: string[][];
  if (startsWith(file.bytes, ZIP)) cells = await xlsxCells(file.bytes);
  else if (startsWith(file.bytes, OLE)) throw refuse(SHEET_MESSAGES.type);
  else if (isCsvName(file.filename) && !file.bytes.includes(0)) cells = parseCsv(decodeText(file.bytes));
  else throw refuse(SHEET_MESSAGES.type);

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
