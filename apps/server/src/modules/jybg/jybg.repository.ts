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

export interface PurchasedReportRow extends ReportRow {
  goods_id: number;
  goods_name: string;
}

/** Reports of the batches this store has ordered (not cancelled), newest first. */
export async function listPurchasedReports(
  ex: Executor,
  filter: { companyId: number; batchNumber?: string },
  limit: number,
): Promise<PurchasedReportRow[]> {
  const batch = filter.batchNumber === undefined ? sql`` : sql` AND r.batch_number = ${filter.batchNumber}`;
  const result = (await ex.execute(
    sql`SELECT r.id, r.title, r.image, to_char(r.issued_on, 'YYYY-MM-DD') AS issued_on, r.batch_number,
          r.goods_id, g.name AS goods_name
        FROM inspection_reports r JOIN goods g ON g.id = r.goods_id
        WHERE EXISTS (SELECT 1 FROM order_lines l JOIN orders o ON o.id = l.order_id
          WHERE o.company_id = ${filter.companyId} AND o.status <> 4
            AND l.goods_id = r.goods_id AND l.batch_number = r.batch_number)${batch}
        ORDER BY r.issued_on DESC, r.id DESC LIMIT ${limit}`,
  )) as unknown as { rows: PurchasedReportRow[] };
  return result.rows;
}
