/** The only SQL of verification tokens: a verified phone carried to the next step. */
import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { verificationTokens } from '../../db/schema.ts';

export type NewVerificationToken = Pick<
  typeof verificationTokens.$inferSelect,
  'tokenHash' | 'purpose' | 'phone' | 'passwordHash'
> & {
  ttlSeconds: number;
};

export async function insertVerificationToken(ex: Executor, token: NewVerificationToken): Promise<void> {
  // Expired tokens of anyone go with each new one, so the table stays small without a job.
  await ex.delete(verificationTokens).where(lt(verificationTokens.expiresAt, sql`now()`));
  await ex.insert(verificationTokens).values({
    tokenHash: token.tokenHash,
    purpose: token.purpose,
    phone: token.phone,
    passwordHash: token.passwordHash,
    expiresAt: sql`now() + make_interval(secs => ${token.ttlSeconds})`,
  });
}

/** Deletes a live token of this purpose and returns what it carried. */
export async function takeVerificationToken(
  ex: Executor,
  tokenHash: string,
  purpose: string,
): Promise<{ phone: string; passwordHash: string | null } | undefined> {
  const rows = await ex
    .delete(verificationTokens)
    .where(
      and(
        eq(verificationTokens.tokenHash, tokenHash),
        eq(verificationTokens.purpose, purpose),
        gt(verificationTokens.expiresAt, sql`now()`),
      ),
    )
    .returning({ phone: verificationTokens.phone, passwordHash: verificationTokens.passwordHash });
  return rows[0];
}
