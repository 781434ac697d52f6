/** The arguments of `npm run review` (apps/server/src/cli/review.ts), parsed apart so tests can reach them. */
import { type Decision, ReviewError } from './review.service.ts';

const USAGE = `usage:
  npm run review -- list
  npm run review -- approve licence <id>
  npm run review -- reject licence <id> --reason <text>
  npm run review -- approve company <id>
  npm run review -- reject company <id> --reason <text>
  npm run review -- approve change <id>
  npm run review -- reject change <id> --reason <text>`;

export type ReviewTarget = 'licence' | 'company' | 'change';
const isTarget = (value: string | undefined): value is ReviewTarget =>
  value === 'licence' || value === 'company' || value === 'change';

export interface ReviewCommand {
  action: 'list' | Decision;
  target?: ReviewTarget;
  id?: number;
  reason?: string;
}

/** Parses the arguments after `--`; throws ReviewError with the usage on anything else. */
export function parseReviewArgs(args: readonly string[]): ReviewCommand {
  const [action, target, rawId, ...rest] = args;
  if (action === 'list' && args.length === 1) return { action };
  if ((action !== 'approve' && action !== 'reject') || !isTarget(target)) throw new ReviewError(USAGE);
  const id = Number(rawId);
  if (!Number.isInteger(id) || id <= 0) throw new ReviewError(`not an id: ${rawId ?? ''}\n${USAGE}`);
  let reason: string | undefined;
  if (rest.length > 0) {
    if (rest[0] !== '--reason' || rest.length < 2) throw new ReviewError(USAGE);
    reason = rest.slice(1).join(' ');
  }
  if (action === 'reject' && !reason?.trim()) throw new ReviewError(`a rejection needs --reason\n${USAGE}`);
  return { action, target, id, ...(reason ? { reason } : {}) };
}
