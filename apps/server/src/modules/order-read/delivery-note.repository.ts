/** The SQL of the 随货同行单: an order's lines with their snapshots and gifts, and the store's name. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { rowsOf } from '../../db/sql-rows.ts';
import type { NoteLineRow } from './delivery-note.ts';

export function listNoteLines(ex: Executor, orderId: number): Promise<NoteLineRow[]> {
  return rowsOf<NoteLineRow>(
    ex,
    sql`SELECT id, name, generic_name, spec, dosage_form, manufacturer, mah, approval_number, batch_number,
          to_char(expiry_date, 'YYYY-MM-DD') AS expiry_date, unit, quantity, unit_price, amount, gift_quantity,
          gift_stock, gift_name, cancelled_quantity
        FROM order_lines WHERE order_id = ${orderId} ORDER BY id`,
  );
}

export async function findCompanyName(ex: Executor, companyId: number): Promise<string> {
  const rows = await rowsOf<{ name: string }>(ex, sql`SELECT name FROM companies WHERE id = ${companyId}`);
  return rows[0]?.name ?? '';
}
