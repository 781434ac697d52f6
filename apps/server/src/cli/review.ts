/**
 * The operator's review command, until an operator console exists:
 *
 *   npm run review -- list
 *   npm run review -- approve licence <id>
 *   npm run review -- reject licence <id> --reason 证件照片不清晰
 *   npm run review -- approve company <id>
 *   npm run review -- reject company <id> --reason 企业名称与营业执照不符
 *   npm run review -- approve change <id>
 *   npm run review -- reject change <id> --reason 新地址与营业执照不符
 *
 * Works on DATABASE_URL, or the embedded store under DATA_DIR (default ./data). The reviewer is
 * recorded as operator:<OS user>; the member gets a message either way.
 */
import { userInfo } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, openPglite, openPostgres } from '../db/client.ts';
import { migrate } from '../db/migrate.ts';
import {
  listPending,
  ReviewError,
  reviewAddressChange,
  reviewCompany,
  reviewLicence,
} from '../modules/licence/review.service.ts';
import { parseReviewArgs } from '../modules/licence/review-command.ts';

async function open(): Promise<DbHandle> {
  const url = process.env.DATABASE_URL?.trim();
  if (url) return openPostgres(url);
  return openPglite({ dataDir: join(process.env.DATA_DIR?.trim() || './data', 'pglite') });
}

const day = (date: Date) => date.toISOString().slice(0, 16).replace('T', ' ');

async function printPending(handle: DbHandle): Promise<void> {
  const { licences, companies, changes } = await listPending(handle.db);
  console.log(`licences pending review: ${licences.length}`);
  for (const l of licences) {
    console.log(
      `  licence ${l.id}  company ${l.companyId} ${l.companyName}  ${l.typeName} ${l.number}  expires ${l.expiresOn}  file ${l.fileId ?? '-'}  submitted ${day(l.createdAt)}`,
    );
  }
  console.log(`companies pending review: ${companies.length}`);
  for (const c of companies) {
    console.log(
      `  company ${c.id}  ${c.name} (${c.customerType})  login ${c.username}  registered ${day(c.createdAt)}`,
    );
  }
  console.log(`address changes pending review: ${changes.length}`);
  for (const c of changes) {
    const r = c.request;
    console.log(
      `  change ${r.id}  company ${r.companyId} ${c.companyName}  from ${c.currentProvince}${c.currentCity}${c.currentDistrict}${c.currentAddress}  to ${r.province}${r.city}${r.district}${r.address}  submitted ${day(r.createdAt)}`,
    );
  }
}

async function main(): Promise<void> {
  const command = parseReviewArgs(process.argv.slice(2));
  const handle = await open();
  try {
    await migrate(handle);
    if (command.action === 'list') return await printPending(handle);
    const input = {
      id: command.id ?? 0,
      decision: command.action,
      reviewer: `operator:${userInfo().username}`,
      ...(command.reason ? { reason: command.reason } : {}),
    };
    const review =
      command.target === 'licence'
        ? reviewLicence
        : command.target === 'change'
          ? reviewAddressChange
          : reviewCompany;
    const outcome = await review(handle.db, input);
    console.log(outcome.summary);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ReviewError ? error.message : error);
  process.exitCode = 1;
});
