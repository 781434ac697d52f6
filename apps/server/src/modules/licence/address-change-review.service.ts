/**
 * The operator's side of a registered-address change (the store's side is account/account.service.ts):
 * the pending requests, and a decision that copies an approved address into the store. Callers
 * run a decision inside their own transaction, so they can write the store's message beside it.
 */
import type { Database, Executor } from '../../db/client.ts';
import {
  type ChangeRequestRow,
  findPendingChangeRequests,
  lockChangeRequest,
  setChangeRequestDecision,
  updateRegisteredAddress,
} from './review.repository.ts';

export const CHANGE_PENDING = 0;
export const CHANGE_APPROVED = 1;
export const CHANGE_REJECTED = 2;

export type AddressChangeRow = ChangeRequestRow;

export const listPendingAddressChanges = (db: Database) => findPendingChangeRequests(db);

/** The request, locked until the caller's transaction ends; undefined when there is none. */
export const lockAddressChange = (ex: Executor, id: number) => lockChangeRequest(ex, id);

/** Records the decision on a pending request; an approval also moves the store's address. */
export async function decideAddressChange(
  ex: Executor,
  request: AddressChangeRow,
  decision: { approve: boolean; reason: string; reviewedBy: string; reviewedAt: Date },
): Promise<void> {
  if (decision.approve) {
    await updateRegisteredAddress(ex, request.companyId, {
      province: request.province,
      city: request.city,
      district: request.district,
      address: request.address,
    });
  }
  await setChangeRequestDecision(ex, request.id, {
    status: decision.approve ? CHANGE_APPROVED : CHANGE_REJECTED,
    reason: decision.approve ? null : decision.reason,
    reviewedBy: decision.reviewedBy,
    reviewedAt: decision.reviewedAt,
  });
}
