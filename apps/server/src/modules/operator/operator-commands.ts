/**
 * The operator's two commands, `npm run orders -- …` and `npm run review -- …`, as one function from
 * their words to the text they print. The running store runs it behind its operator API; the
 * command line runs it itself only when no store holds the database. Either way the same services
 * do the work, so an act is written once, by one process.
 */
import { formatChinaTime } from '@mall/shared/china-time';
import type { DbHandle } from '../../db/client.ts';
import { AfterSaleCommandError, afterSaleCommand } from '../after-sale/after-sale-command.ts';
import { SelfServiceCommandError, selfServiceCommand } from '../feedback/self-service-command.ts';
import {
  addParcel,
  addTrace,
  confirmTransfer,
  deliver,
  FulfilmentError,
  listOrders,
  ship,
} from '../fulfilment/fulfilment.service.ts';
import { parseOrdersArgs } from '../fulfilment/orders-command.ts';
import {
  listPending,
  ReviewError,
  reviewAddressChange,
  reviewCompany,
  reviewLicence,
} from '../licence/review.service.ts';
import { parseReviewArgs } from '../licence/review-command.ts';
import type { PaymentGateway } from '../payment/gateway.ts';
import { OfferCommandError, offerCommand } from '../subscription/offer-command.ts';

export const OPERATOR_TOOLS = ['orders', 'review'] as const;
export type OperatorTool = (typeof OPERATOR_TOOLS)[number];

export interface OperatorDeps {
  handle: DbHandle;
  /** Approving a refund kind of after-sale pays the money back through it. */
  gateway: PaymentGateway;
}

/** A refusal the operator should read (usage, wrong state, unknown number), not a crash. */
export function isOperatorRefusal(error: unknown): error is Error {
  return (
    error instanceof FulfilmentError ||
    error instanceof AfterSaleCommandError ||
    error instanceof SelfServiceCommandError ||
    error instanceof ReviewError ||
    error instanceof OfferCommandError
  );
}

async function ordersCommand(deps: OperatorDeps, args: readonly string[], operator: string) {
  // Reviews of returns and after-sales (approving a refund kind pays the money back), replies to
  // feedback and the state of wanted varieties.
  if (args[0] === 'review-after-sale')
    return afterSaleCommand(deps.handle, args.slice(1), deps.gateway, operator);
  if (args[0] === 'reply-feedback' || args[0] === 'wanted')
    return selfServiceCommand(deps.handle, args, operator);
  // An offer's stock or price; subscribers are told through the check it queues (decision 021).
  if (args[0] === 'offer') return offerCommand(deps.handle.db, args.slice(1));
  const command = parseOrdersArgs(args);
  const db = deps.handle.db;
  switch (command.action) {
    case 'list': {
      const lines = await listOrders(db, command.status);
      return lines.length === 0 ? '没有订单' : lines.join('\n');
    }
    case 'confirm-transfer':
      return confirmTransfer(db, command.orderNo, operator);
    case 'ship':
      return ship(db, command.orderNo, command.parcels, operator);
    case 'parcel':
      return addParcel(db, command.orderNo, command, operator);
    case 'trace':
      return addTrace(db, command.orderNo, command.text, operator);
    case 'deliver':
      return deliver(db, command.orderNo, operator);
  }
}

const chinaMinute = (date: Date) => formatChinaTime(Math.floor(date.getTime() / 1000));

async function pendingReviewsText(deps: OperatorDeps): Promise<string> {
  const { licences, companies, changes } = await listPending(deps.handle.db);
  const lines = [`licences pending review: ${licences.length}`];
  for (const l of licences) {
    lines.push(
      `  licence ${l.id}  company ${l.companyId} ${l.companyName}  ${l.typeName} ${l.number}  expires ${l.expiresOn}  file ${l.fileId ?? '-'}  submitted ${chinaMinute(l.createdAt)}`,
    );
  }
  lines.push(`companies pending review: ${companies.length}`);
  for (const c of companies) {
    lines.push(
      `  company ${c.id}  ${c.name} (${c.customerType})  login ${c.username}  registered ${chinaMinute(c.createdAt)}`,
    );
  }
  lines.push(`address changes pending review: ${changes.length}`);
  for (const c of changes) {
    const r = c.request;
    lines.push(
      `  change ${r.id}  company ${r.companyId} ${c.companyName}  from ${c.currentProvince}${c.currentCity}${c.currentDistrict}${c.currentAddress}  to ${r.province}${r.city}${r.district}${r.address}  submitted ${chinaMinute(r.createdAt)}`,
    );
  }
  return lines.join('\n');
}

async function reviewCommand(deps: OperatorDeps, args: readonly string[], operator: string) {
  const command = parseReviewArgs(args);
  if (command.action === 'list') return pendingReviewsText(deps);
  const review =
    command.target === 'licence'
      ? reviewLicence
      : command.target === 'change'
        ? reviewAddressChange
        : reviewCompany;
  const outcome = await review(deps.handle.db, {
    id: command.id ?? 0,
    decision: command.action,
    reviewer: operator,
    ...(command.reason ? { reason: command.reason } : {}),
  });
  return outcome.summary;
}

/**
 * Runs `npm run <tool> -- <args…>` for `operator` (e.g. operator:alice, recorded on what it
 * changes) and returns what to print. Refusals throw errors that isOperatorRefusal recognises.
 */
export function runOperatorCommand(
  deps: OperatorDeps,
  tool: OperatorTool,
  args: readonly string[],
  operator: string,
): Promise<string> {
  return tool === 'orders' ? ordersCommand(deps, args, operator) : reviewCommand(deps, args, operator);
}
