/**
 * Where a bank transfer goes: the account name is the site's company (settings 'site'), the bank and
 * account number come from settings 'bank_transfer' with a fallback, and the remark is the order
 * number so the finance desk can match the money to the order.
 */
import type { PayStart } from '@mall/shared/payment';
import { z } from 'zod';
import type { Executor } from '../../db/client.ts';
import { findSiteAndBank } from './payment.repository.ts';

const DEFAULT_BANK = { bank_name: '中国工商银行杭州分行营业部', account: '1202 0210 0910 0123 456' };
const DEFAULT_ACCOUNT_NAME = '杭州康源医药有限公司';

const field = z.string().trim().min(1).optional().catch(undefined);
const bankSchema = z.object({ account_name: field, bank_name: field, account: field }).catch({});
const siteSchema = z.object({ footer: z.object({ company: z.string() }) }).catch({ footer: { company: '' } });

export async function bankDetails(ex: Executor, orderNo: string): Promise<NonNullable<PayStart['bank']>> {
  const values = await findSiteAndBank(ex);
  const bank = bankSchema.parse(values.get('bank_transfer') ?? {});
  const company = siteSchema.parse(values.get('site') ?? {}).footer.company;
  return {
    account_name: bank.account_name ?? (company || DEFAULT_ACCOUNT_NAME),
    bank_name: bank.bank_name ?? DEFAULT_BANK.bank_name,
    account: bank.account ?? DEFAULT_BANK.account,
    remark: orderNo,
  };
}
