/**
 * The purchase-list import: reading the file (the sheet and a guessed column mapping) and matching
 * the mapped rows to the offers the acting store may see. Adding the accepted lines is the cart's
 * batch add (POST /api/cart/batch).
 */
import type { PurchaseListCandidate, PurchaseListMatch, PurchaseListSheet } from '@mall/shared/bulk-order';
import { formatFen } from '@mall/shared/money';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import type { UploadedFile } from '../../http/uploads.ts';
import { viewerOf } from '../goods/goods.service.ts';
import type { OfferRow } from '../goods/goods-columns.repository.ts';
import { STORE_NOT_FOUND } from '../store/store.service.ts';
import { findCandidates } from './purchase-list.repository.ts';
import type { MatchBody } from './purchase-list.schemas.ts';
import { detectMapping } from './purchase-list-columns.ts';
import { normaliseApproval, rankCandidates, type Score } from './purchase-list-match.ts';
import { readSheet } from './purchase-list-sheet.ts';

export async function parsePurchaseList(file: UploadedFile | undefined): Promise<PurchaseListSheet> {
  const sheet = await readSheet(file);
  return {
    file_name: file?.filename ?? '',
    headers: sheet.headers,
    mapping: detectMapping(sheet.headers),
    rows: sheet.rows,
  };
}

function candidateOf(offer: OfferRow & Score, seesPrices: boolean): PurchaseListCandidate {
  return {
    goods_id: offer.id,
    goods_price_id: offer.offer_id,
    name: offer.name,
    spec: offer.spec,
    sccj: offer.sccj,
    approval_number: offer.approval_number,
    bzdw: offer.unit,
    price: seesPrices ? formatFen(offer.base_price) : null,
    qg_number: offer.min_quantity,
    step: offer.step,
    member_limit: offer.member_limit,
    number: offer.stock,
    expiry_date: offer.expiry_date,
    confidence: Math.min(100, offer.confidence),
    basis: offer.basis,
  };
}

export async function matchPurchaseList(
  ctx: AppContext,
  session: SessionInfo,
  body: MatchBody,
): Promise<PurchaseListMatch[]> {
  const viewer = await viewerOf(ctx, session);
  if (!viewer) throw new AppError('not_found', STORE_NOT_FOUND);
  const approvals = [...new Set(body.rows.map((r) => normaliseApproval(r.approval_number)).filter(Boolean))];
  const names = [...new Set(body.rows.map((r) => r.name).filter((n) => n.length >= 2))];
  const offers = await findCandidates(ctx.db, viewer, approvals, names);
  return body.rows.map((input, row) => {
    const ranked = rankCandidates(input, offers).map((o) => candidateOf(o, viewer.approved));
    return { row, input, best: ranked[0] ?? null, alternatives: ranked.slice(1) };
  });
}
