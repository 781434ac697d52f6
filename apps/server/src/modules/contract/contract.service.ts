/**
 * The electronic purchase contract (/dzht): the newest text, and a store's signature of it with
 * the signatory, the time and the SHA-256 of exactly the text signed.
 */
import { createHash } from 'node:crypto';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../../http/app-error.ts';
import type { AppContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import {
  findLatestContract,
  findSignature,
  insertSignature,
  markCompanySigned,
} from './contract.repository.ts';
import type { SignInput } from './contract.schemas.ts';

export interface ContractView {
  title: string;
  content: string;
  version: number;
  signed: { name: string; signed_at: number; content_hash: string } | null;
}

export const contentHash = (content: string) => createHash('sha256').update(content, 'utf8').digest('hex');

async function latest(ex: Executor) {
  const contract = await findLatestContract(ex);
  if (!contract) throw new AppError('not_found', '采购合同尚未发布，请联系客服');
  return contract;
}

export async function getContract(ctx: AppContext, session: SessionInfo): Promise<ContractView> {
  const contract = await latest(ctx.db);
  const signature = await findSignature(ctx.db, session.companyId, contract.id);
  return {
    title: contract.title,
    content: contract.content,
    version: contract.version,
    signed: signature
      ? {
          name: signature.signerName,
          signed_at: Math.floor(signature.signedAt.getTime() / 1000),
          content_hash: signature.contentHash,
        }
      : null,
  };
}

export async function signContract(
  ctx: AppContext,
  session: SessionInfo,
  input: SignInput,
): Promise<ContractView> {
  await ctx.db.transaction(async (tx) => {
    const contract = await latest(tx);
    await insertSignature(tx, {
      companyId: session.companyId,
      contractId: contract.id,
      signerName: input.name,
      contentHash: contentHash(contract.content),
    });
    await markCompanySigned(tx, session.companyId, new Date());
  });
  return getContract(ctx, session);
}
