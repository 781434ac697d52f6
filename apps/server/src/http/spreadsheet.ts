/**
 * Reading an uploaded sheet (.xlsx by its content, or .csv/.txt in UTF-8 or GB18030 as Excel saves
 * it) into text cells — the one reader behind the buyer's purchase-list import and the console's
 * goods, stock and prices import. An .xlsx is a zip: before it is opened its entries are counted
 * and their inflated sizes checked against SHEET_MAX_INFLATED_BYTES (yauzl refuses an entry whose
 * bytes run past what it declares), so a small upload that inflates to gigabytes is refused
 * instead of filling memory. Every refusal is a 422 on `file` with the caller's Chinese message.
 */
import ExcelJS from 'exceljs';
import yauzl from 'yauzl';
import { AppError } from './app-error.ts';
import type { UploadedFile } from './uploads.ts';

/** What the whole workbook may inflate to: a 2,000-row sheet is well under 2 MB. */
export const SHEET_MAX_INFLATED_BYTES = 32 * 1024 * 1024;
const SHEET_MAX_ENTRIES = 500;
const SHEET_MAX_COLUMNS = 50;

export interface SheetMessages {
  missing: string;
  type: string;
  unreadable: string;
  empty: string;
  tooMany: string;
}

export interface SheetLimits {
  /** rows an .xlsx sheet may hold at most, header rows included (a .csv is bounded by the upload) */
  maxRows: number;
}

const refuse = (message: string) => AppError.validation({ file: [message] });

const ZIP = [0x50, 0x4b, 0x03, 0x04];
const OLE = [0xd0, 0xcf, 0x11, 0xe0];
const BOM = [0xef, 0xbb, 0xbf];
const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b);

/** Text a spreadsheet opening the file would run as a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * One CSV field of an export: quoted when it holds a quote, comma or line break; text that a
 * spreadsheet would run as a formula (=HYPERLINK(…) in a goods name) gets a leading ', as Excel
 * marks text, so opening the file runs nothing. Numbers are written as they are. Reading a sheet
 * takes the ' off again (unguardFormula), so an export imports back unchanged.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = typeof value === 'string' && FORMULA_START.test(value) ? `'${value}` : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const unguardFormula = (text: string): string =>
  text.startsWith("'") && FORMULA_START.test(text.slice(1)) ? text.slice(1) : text;

/** Quoted fields, doubled quotes, CRLF or LF; commas, or tabs when the first line has no comma. */
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
  const body = startsWith(bytes, BOM) ? bytes.subarray(3) : bytes;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    return new TextDecoder('gb18030').decode(body);
  }
}

type ZipCheck = 'ok' | 'unreadable' | 'too_big';

/** Inflates every entry once, counting: within the limit, or refused before exceljs sees it. */
export function checkZipInflation(bytes: Buffer, limit = SHEET_MAX_INFLATED_BYTES): Promise<ZipCheck> {
  return new Promise((resolve) => {
    yauzl.fromBuffer(bytes, { lazyEntries: true, validateEntrySizes: true }, (openError, zip) => {
      if (openError || !zip) return resolve('unreadable');
      let entries = 0;
      let declared = 0;
      let settled = false;
      const finish = (result: ZipCheck) => {
        if (settled) return;
        settled = true;
        zip.close();
        resolve(result);
      };
      zip.on('error', () => finish('unreadable'));
      zip.on('end', () => finish('ok'));
      zip.on('entry', (entry: yauzl.Entry) => {
        entries += 1;
        declared += entry.uncompressedSize;
        if (entries > SHEET_MAX_ENTRIES || declared > limit) return finish('too_big');
        if (entry.fileName.endsWith('/')) return zip.readEntry();
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return finish('unreadable');
          stream.on('error', () => finish('unreadable'));
          stream.on('data', () => {});
          stream.on('end', () => zip.readEntry());
        });
      });
      zip.readEntry();
    });
  });
}

async function xlsxCells(bytes: Buffer, messages: SheetMessages, limits: SheetLimits): Promise<string[][]> {
  const check = await checkZipInflation(bytes);
  if (check === 'unreadable') throw refuse(messages.unreadable);
  if (check === 'too_big') throw refuse(messages.tooMany);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  } catch {
    throw refuse(messages.unreadable);
  }
  const sheet = workbook.worksheets.find((s) => s.actualRowCount > 0);
  if (!sheet) throw refuse(messages.empty);
  if (sheet.actualRowCount > limits.maxRows) throw refuse(messages.tooMany);
  const width = Math.min(sheet.columnCount, SHEET_MAX_COLUMNS + 1);
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: string[] = [];
    for (let c = 1; c <= width; c++) cells.push(row.getCell(c).text ?? '');
    rows[number - 1] = cells;
  });
  return Array.from(rows, (r) => r ?? []);
}

/**
 * The file's cells as text, rows in file order (empty rows kept, so row numbers match the file),
 * without the ' an export put before formula-like text.
 * A sheet wider than 50 columns comes back with 51, so the caller can say it is too wide.
 */
export async function readSheetCells(
  file: UploadedFile | undefined,
  messages: SheetMessages,
  limits: SheetLimits,
): Promise<string[][]> {
  if (!file || file.bytes.length === 0) throw refuse(messages.missing);
  const unguarded = (rows: string[][]) => rows.map((row) => row.map(unguardFormula));
  if (startsWith(file.bytes, ZIP)) return unguarded(await xlsxCells(file.bytes, messages, limits));
  if (startsWith(file.bytes, OLE)) throw refuse(messages.type);
  if (/\.(csv|txt)$/i.test(file.filename) && !file.bytes.includes(0)) {
    return unguarded(parseCsv(decodeText(file.bytes)));
  }
  throw refuse(messages.type);
}
