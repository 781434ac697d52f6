/**
 * One sheet of an Excel export: a title row, column headers and rows, written with exceljs.
 * Money arrives as the read models' yuan strings (made from integer fen by formatFen) and is
 * written as a number with two decimals; times are already China time (formatChinaTime).
 */
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export type CellKind = 'text' | 'money' | 'count';

export interface ExportColumn {
  header: string;
  kind: CellKind;
  width?: number;
}

export type ExportCell = string | number | null;

export interface ExportSheet {
  name: string;
  /** lines above the table, e.g. 订单号 and 下单时间 */
  heading: string[][];
  columns: ExportColumn[];
  rows: ExportCell[][];
  /** lines under the table, e.g. the order's amounts; a money cell is a yuan string */
  footer?: [string, string][];
}

const MONEY_FORMAT = '0.00';

const moneyOf = (value: ExportCell): number | null => {
  if (value === null || value === '') return null;
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

export async function workbookOf(sheet: ExportSheet): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = '药品商城';
  const ws = workbook.addWorksheet(sheet.name);
  for (const line of sheet.heading) ws.addRow(line);
  if (sheet.heading.length > 0) ws.addRow([]);
  const header = ws.addRow(sheet.columns.map((c) => c.header));
  header.font = { bold: true };
  for (const values of sheet.rows) {
    const row = ws.addRow(
      values.map((value, i) => (sheet.columns[i]?.kind === 'money' ? moneyOf(value) : (value ?? ''))),
    );
    sheet.columns.forEach((column, i) => {
      if (column.kind === 'money') row.getCell(i + 1).numFmt = MONEY_FORMAT;
    });
  }
  if (sheet.footer?.length) {
    ws.addRow([]);
    for (const [label, amount] of sheet.footer) {
      const row = ws.addRow([label, moneyOf(amount)]);
      row.getCell(2).numFmt = MONEY_FORMAT;
    }
  }
  sheet.columns.forEach((column, i) => {
    ws.getColumn(i + 1).width = column.width ?? (column.kind === 'text' ? 20 : 12);
  });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Sends the workbook as a download named `fileName` (UTF-8, RFC 5987), never cached by a shared cache. */
export function sendWorkbook(reply: FastifyReply, bytes: Buffer, fileName: string): FastifyReply {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .header('content-type', XLSX_MIME)
    .header('content-length', String(bytes.length))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-disposition',
      `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
    )
    .send(bytes);
}
