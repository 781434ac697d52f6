/**
 * Matching a purchase-list row to the catalogue's offers: the approval number (批准文号) first;
 * otherwise the name, then spec and manufacturer, each compared after normalising (full-width to
 * half-width, case, spaces, brackets, × for *, company suffixes). Pure, so it is unit tested.
 */
import type { PurchaseListRow } from '@mall/shared/bulk-order';

export const normaliseApproval = (text: string): string =>
  text
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[\s:：]/g, '');

export const normaliseName = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s()[\]【】<>《》"'“”‘’,，、.。·\-_]/g, '');

export const normaliseSpec = (text: string): string =>
  text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[×xX＊]/g, '*')
    .replace(/[\s()[\]【】,，、]/g, '');

const COMPANY_SUFFIX = /(股份有限公司|有限责任公司|有限公司|集团|公司|总厂|厂)$/;

export const normaliseMaker = (text: string): string => {
  let value = text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s()[\]【】,，、.。]/g, '');
  for (let i = 0; i < 3; i++) value = value.replace(COMPANY_SUFFIX, '');
  return value;
};

/** What the matcher knows of an offer. */
export interface MatchableOffer {
  name: string;
  generic_name: string;
  spec: string;
  sccj: string;
  approval_number: string;
}

export interface Score {
  /** 0–100; 0: not a candidate */
  confidence: number;
  basis: string;
}

function closeness(a: string, b: string, equal: number, partial: number): number {
  if (a === '' || b === '') return 0;
  if (a === b) return equal;
  return a.includes(b) || b.includes(a) ? partial : 0;
}

/** How sure it is that `row` means `offer`. */
export function scoreOffer(row: PurchaseListRow, offer: MatchableOffer): Score {
  const spec = closeness(normaliseSpec(row.spec), normaliseSpec(offer.spec), 1, 0.5);
  const maker = closeness(normaliseMaker(row.manufacturer), normaliseMaker(offer.sccj), 1, 0.6);
  const approval = normaliseApproval(row.approval_number);
  if (approval !== '' && approval === normaliseApproval(offer.approval_number)) {
    return { confidence: Math.round(90 + 5 * spec + 5 * maker), basis: '批准文号' };
  }
  const name = normaliseName(row.name);
  const nameScore = Math.max(
    closeness(name, normaliseName(offer.name), 50, 35),
    closeness(name, normaliseName(offer.generic_name), 45, 30),
  );
  if (nameScore === 0) return { confidence: 0, basis: '' };
  const parts = ['名称'];
  if (spec > 0) parts.push('规格');
  if (maker > 0) parts.push('厂家');
  // A row naming another approval number than the offer's is less likely this offer.
  const otherApproval = approval !== '' && normaliseApproval(offer.approval_number) !== '' ? 10 : 0;
  const confidence = Math.max(1, Math.round(nameScore + 30 * spec + 20 * maker) - otherApproval);
  return { confidence, basis: parts.join('+') };
}

/** Candidates worth showing: at least a name or approval match; best first, then by `order`. */
export function rankCandidates<T extends MatchableOffer>(
  row: PurchaseListRow,
  offers: readonly T[],
  limit = 5,
): (T & Score)[] {
  return offers
    .map((offer, order) => ({ offer, order, score: scoreOffer(row, offer) }))
    .filter((c) => c.score.confidence > 0)
    .sort((a, b) => b.score.confidence - a.score.confidence || a.order - b.order)
    .slice(0, limit)
    .map((c) => ({ ...c.offer, ...c.score }));
}
