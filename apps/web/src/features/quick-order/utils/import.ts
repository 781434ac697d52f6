/**
 * The purchase-list import as data: the sheet's rows read through the buyer's column mapping, and
 * the matched rows the buyer accepts, as batch lines. Pure.
 */
import {
  PURCHASE_LIST_SURE,
  type PurchaseListCandidate,
  type PurchaseListMapping,
  type PurchaseListMatch,
  type PurchaseListRow,
} from '@mall/shared/bulk-order';

/** A sheet row that could not be read as a purchase line, with why. */
export interface SkippedRow {
  line: number;
  reason: string;
}

/** Rows with a name or an approval number; a quantity that is not a whole number ≥ 1 skips the row. */
export function rowsOf(
  sheet: readonly string[][],
  mapping: PurchaseListMapping,
): { rows: PurchaseListRow[]; lines: number[]; skipped: SkippedRow[] } {
  const cell = (row: readonly string[], column: number | null) =>
    column === null ? '' : (row[column] ?? '').trim();
  const rows: PurchaseListRow[] = [];
  const lines: number[] = [];
  const skipped: SkippedRow[] = [];
  sheet.forEach((row, i) => {
    const line = i + 1;
    const name = cell(row, mapping.name);
    const approval = cell(row, mapping.approval_number);
    if (name === '' && approval === '') {
      skipped.push({ line, reason: '没有商品名称或批准文号' });
      return;
    }
    const rawQuantity = cell(row, mapping.quantity).replace(/[,，\s]/g, '');
    const quantity = mapping.quantity === null ? 1 : Number(rawQuantity);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > 999_999) {
      skipped.push({ line, reason: `数量“${rawQuantity}”无效` });
      return;
    }
    rows.push({
      name: name.slice(0, 100),
      spec: cell(row, mapping.spec).slice(0, 100),
      manufacturer: cell(row, mapping.manufacturer).slice(0, 100),
      approval_number: approval.slice(0, 60),
      quantity,
    });
    lines.push(line);
  });
  return { rows, lines, skipped };
}

/** The buyer's decision on a matched row: which candidate, whether to add it, how many. */
export interface ImportChoice {
  candidate: number;
  accepted: boolean;
  quantity: string;
}

export const candidatesOf = (match: PurchaseListMatch): PurchaseListCandidate[] =>
  match.best ? [match.best, ...match.alternatives] : [];

/** Sure matches are accepted at first; unsure ones wait for the buyer. */
export const initialChoice = (match: PurchaseListMatch): ImportChoice => ({
  candidate: 0,
  accepted: (match.best?.confidence ?? 0) >= PURCHASE_LIST_SURE,
  quantity: String(match.input.quantity),
});

export const confidenceText = (confidence: number): string =>
  confidence >= PURCHASE_LIST_SURE
    ? `高 ${confidence}%`
    : confidence >= 50
      ? `中 ${confidence}%`
      : `低 ${confidence}%`;
