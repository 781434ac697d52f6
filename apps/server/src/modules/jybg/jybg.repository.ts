/** The only SQL of the quality-inspection reports. */
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export interface ReportRow {
  id: number;
  title: string;
  image: string;
  issued_on: string;
  batch_number: string;
}

/** Newest first; all batches of the goods when batchNumber is undefined. */
export async function listReports(
  ex: Executor,
  filter: { goodsId: number; batchNumber?: string },
  limit: number,
): Promise<ReportRow[]> {
  const batch = filter.batchNumber === undefined ? sql`` : sql` AND batch_number = ${filter.batchNumber}`;
  const result = (await ex.execute(
    sql`SELECT id, title, image, to_char(issued_on, 'YYYY-MM-DD') AS issued_on, batch_number
      FROM inspection_reports WHERE goods_id = ${filter.goodsId}${batch}
      ORDER BY issued_on DESC, id DESC LIMIT ${limit}`,
  )) as unknown as { rows: ReportRow[] };
  return result.rows;
}
