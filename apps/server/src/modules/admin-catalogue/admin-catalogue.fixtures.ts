/** Shared set-up of the console catalogue's API tests: audit rows, offer rows, sheet uploads. */
import type { ImportPreview } from '@mall/shared/admin-catalogue';
import ExcelJS from 'exceljs';
import type { TestApp, TestClient } from '../../../test/helpers.ts';
import { postMultipart } from '../licence/upload.fixtures.ts';

export const auditRows = (t: TestApp, action: string, targetId?: string) =>
  t.handle.query<{ action: string; target_id: string; before: unknown; after: unknown; username: string }>(
    `SELECT a.action, a.target_id, a.before, a.after, o.username FROM operator_audit_log a
     JOIN operators o ON o.id = a.operator_id
     WHERE a.action = $1 AND ($2::text IS NULL OR a.target_id = $2) ORDER BY a.id`,
    [action, targetId ?? null],
  );

export const offerRow = async (t: TestApp, offerId: number) =>
  (
    await t.handle.query<{ base_price: number; stock: number; min_quantity: number; step: number }>(
      'SELECT base_price, stock, min_quantity, step FROM offers WHERE id = $1',
      [offerId],
    )
  )[0];

/** A sheet uploaded as an operator (the console's CSRF cookie in its header). */
export const upload = (
  t: TestApp,
  client: TestClient,
  filename: string,
  bytes: Buffer,
  url = '/api/admin/catalogue/import/preview',
) => postMultipart<ImportPreview>(t, client, url, [{ name: 'file', value: { filename, bytes } }]);

export async function xlsxOf(rows: (string | number)[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('价格表');
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
