/**
 * After a code is verified, the next step is authorised by a single-use random token (only its
 * SHA-256 is stored): registration step 2, or setting the new password of a reset.
 */
import type { Executor } from '../../db/client.ts';
import { randomToken, sha256 } from '../../http/tokens.ts';
import { insertVerificationToken, takeVerificationToken } from './verification-token.repository.ts';

export type TokenPurpose = 'register' | 'forget';

export const VERIFICATION_TOKEN_TTL_SECONDS = 30 * 60;

export async function issueVerificationToken(
  db: Executor,
  purpose: TokenPurpose,
  phone: string,
  passwordHash: string | null = null,
): Promise<string> {
  const token = randomToken();
  await insertVerificationToken(db, {
    tokenHash: sha256(token),
    purpose,
    phone,
    passwordHash,
    ttlSeconds: VERIFICATION_TOKEN_TTL_SECONDS,
  });
  return token;
}

/** The phone (and carried password hash) of a live token, which is used up; run it in the step's transaction. */
export function takeToken(ex: Executor, purpose: TokenPurpose, token: string) {
  return takeVerificationToken(ex, sha256(token), purpose);
}
