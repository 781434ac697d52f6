/**
 * Quality-inspection reports (检验报告) of a goods, per batch. They are compliance documents of
 * the supplier, so only members read them; the caller checks that the goods is visible to them.
 */
import type { InspectionReport } from '@mall/shared/goods';
import type { Executor } from '../../db/client.ts';
import { listPurchasedReports, listReports } from './jybg.repository.ts';

const MAX_REPORTS = 50;

export function reportsOf(
  ex: Executor,
  filter: { goodsId: number; batchNumber?: string },
): Promise<InspectionReport[]> {
  return listReports(ex, filter, MAX_REPORTS);
}

/** The reports of every batch the store has ordered, for the call without a goods. */
export function purchasedReportsOf(
  ex: Executor,
  filter: { companyId: number; batchNumber?: string },
): Promise<InspectionReport[]> {
  return listPurchasedReports(ex, filter, MAX_REPORTS);
}
