/** The only SQL of SMS codes and the dev outbox. Time is the database's clock. */
import { and, desc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { members, smsCodes, smsOutbox } from '../../db/schema.ts';

export async function insertOutboxMessage(ex: Executor, phone: string, body: string): Promise<void> {
  await ex.insert(smsOutbox).values({ phone, body });
}

/** The newest message sent to a phone (tests and developers read codes from it). */
export async function findLatestOutboxMessage(ex: Executor, phone: string): Promise<string | undefined> {
  const rows = await ex
    .select({ body: smsOutbox.body })
    .from(smsOutbox)
    .where(eq(smsOutbox.phone, phone))
    .orderBy(desc(smsOutbox.id))
    .limit(1);
  return rows[0]?.body;
}

export async function phoneIsRegistered(ex: Executor, phone: string): Promise<boolean> {
  const rows = await ex
    .select({ id: members.id })
    .from(members)
    .where(or(eq(members.phone, phone), eq(members.username, phone)))
    .limit(1);
  return rows.length > 0;
}

/** Whole seconds since the live code of this phone and scene was sent, if there is one. */
export async function secondsSinceLastCode(
  ex: Executor,
  phone: string,
  scene: string,
): Promise<number | undefined> {
  const rows = await ex
    .select({ elapsed: sql<number>`floor(extract(epoch from now() - ${smsCodes.sentAt}))::int` })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene)));
  return rows[0] ? Number(rows[0].elapsed) : undefined;
}

/**
 * The one live code of a phone and scene: a new one replaces the old with fresh tries, but only
 * once the resend gap has passed, so two requests racing cannot both send. False when too soon.
 */
export async function saveCode(
  ex: Executor,
  values: { phone: string; scene: string; codeHash: string; ttlSeconds: number; gapSeconds: number },
): Promise<boolean> {
  const expiresAt = sql`now() + make_interval(secs => ${values.ttlSeconds})`;
  const rows = await ex
    .insert(smsCodes)
    .values({ phone: values.phone, scene: values.scene, codeHash: values.codeHash, expiresAt })
    .onConflictDoUpdate({
      target: [smsCodes.phone, smsCodes.scene],
      set: { codeHash: values.codeHash, attempts: 0, sentAt: sql`now()`, expiresAt },
      setWhere: sql`${smsCodes.sentAt} <= now() - make_interval(secs => ${values.gapSeconds})`,
    })
    .returning({ phone: smsCodes.phone });
  return rows.length > 0;
}

const live = (phone: string, scene: string, maxTries: number) =>
  and(
    eq(smsCodes.phone, phone),
    eq(smsCodes.scene, scene),
    lt(smsCodes.attempts, maxTries),
    gt(smsCodes.expiresAt, sql`now()`),
  );

/**
 * One try at the live code, judged and counted in one statement: a wrong code uses up a try, the
 * right one ends the code (then it is deleted). Parallel tries queue on the code's row and each
 * sees the tries before it, so no more than `maxTries` are ever judged. Undefined when no code is
 * live; else whether it matched and the wrong tries so far.
 */
export async function tryCode(
  ex: Executor,
  phone: string,
  scene: string,
  codeHash: string,
  maxTries: number,
): Promise<{ matched: boolean; attempts: number } | undefined> {
  const matches = eq(smsCodes.codeHash, codeHash);
  const rows = await ex
    .update(smsCodes)
    .set({
      attempts: sql`${smsCodes.attempts} + CASE WHEN ${matches} THEN 0 ELSE 1 END`,
      expiresAt: sql`CASE WHEN ${matches} THEN now() - interval '1 second' ELSE ${smsCodes.expiresAt} END`,
    })
    .where(live(phone, scene, maxTries))
    .returning({ matched: sql<boolean>`${matches}`, attempts: smsCodes.attempts });
  const row = rows[0];
  if (row?.matched)
    await ex.delete(smsCodes).where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene), matches));
  return row;
}

/** True when an unexpired code exists but its tries are used up. */
export async function codeIsExhausted(
  ex: Executor,
  phone: string,
  scene: string,
  maxTries: number,
): Promise<boolean> {
  const rows = await ex
    .select({ attempts: smsCodes.attempts })
    .from(smsCodes)
    .where(and(eq(smsCodes.phone, phone), eq(smsCodes.scene, scene), gt(smsCodes.expiresAt, sql`now()`)));
  return rows[0] !== undefined && rows[0].attempts >= maxTries;
}
