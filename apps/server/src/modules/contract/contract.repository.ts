/** The only SQL of the purchase contract: its versions and the stores' signatures. */
import { and, desc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { companies, contractSignatures, contracts } from '../../db/schema.ts';

export type ContractRow = Pick<typeof contracts.$inferSelect, 'id' | 'version' | 'title' | 'content'>;

export async function findLatestContract(ex: Executor): Promise<ContractRow | undefined> {
  const rows = await ex
    .select({
      id: contracts.id,
      version: contracts.version,
      title: contracts.title,
      content: contracts.content,
    })
    .from(contracts)
    .orderBy(desc(contracts.version))
    .limit(1);
  return rows[0];
}

export type SignatureRow = Pick<
  typeof contractSignatures.$inferSelect,
  'signerName' | 'contentHash' | 'signedAt'
>;

export async function findSignature(
  ex: Executor,
  companyId: number,
  contractId: number,
): Promise<SignatureRow | undefined> {
  const rows = await ex
    .select({
      signerName: contractSignatures.signerName,
      contentHash: contractSignatures.contentHash,
      signedAt: contractSignatures.signedAt,
    })
    .from(contractSignatures)
    .where(and(eq(contractSignatures.companyId, companyId), eq(contractSignatures.contractId, contractId)))
    .limit(1);
  return rows[0];
}

/** Signs once per store and version; a second signature keeps the first. */
export async function insertSignature(
  ex: Executor,
  signature: { companyId: number; contractId: number; signerName: string; contentHash: string },
): Promise<void> {
  await ex
    .insert(contractSignatures)
    .values(signature)
    .onConflictDoNothing({ target: [contractSignatures.companyId, contractSignatures.contractId] });
}

export async function markCompanySigned(ex: Executor, companyId: number, at: Date): Promise<void> {
  await ex.update(companies).set({ contractSignedAt: at }).where(eq(companies.id, companyId));
}
