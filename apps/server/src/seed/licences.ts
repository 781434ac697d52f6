/**
 * Licence types, the demo stores' licences and the purchase contract (issue 4). demo's stores are
 * approved, their drug-trade licence lapses in 25 days (the inbox warns of it) and grants every
 * scope but 含特殊药品复方制剂, so a scope refusal can be shown; demo2's clinic is approved but has
 * not signed the contract; demo3's licences wait for review.
 */

import type { DbHandle } from '../db/client.ts';
import { contentHash } from '../modules/contract/contract.service.ts';
import { CONTRACT_CONTENT, CONTRACT_TITLE, CONTRACT_VERSION } from '../modules/contract/contract-text.ts';
import { addDays, chinaToday } from '../modules/licence/licence-rules.ts';

const DAY_MS = 86_400_000;

const TYPES: [code: string, name: string, grantsScope: boolean, requiredFor: string[]][] = [
  ['business_licence', '营业执照', false, ['pharmacy', 'medical']],
  ['drug_trade', '药品经营许可证', true, ['pharmacy']],
  ['medical_practice', '医疗机构执业许可证', true, ['medical']],
  ['purchase_mandate', '采购委托书', false, ['pharmacy', 'medical']],
  ['mandatary_id', '委托人身份证', false, ['pharmacy', 'medical']],
  ['gsp', 'GSP证书', false, []],
  ['gmp', 'GMP证书', false, []],
];

interface LicenceSeed {
  companyId: number;
  type: string;
  number: string;
  /** Days from today: negative for issued, positive for expiry. */
  issuedDaysAgo: number;
  expiresInDays: number;
  scopes?: string[];
  status: 0 | 1;
  reviewedDaysAgo?: number;
}

const PHARMACY_SCOPES = ['rx', 'otc', 'tcm', 'herbal', 'device', 'health_food'];
const CLINIC_SCOPES = ['rx', 'otc', 'tcm', 'device'];

const pharmacy = (companyId: number, serial: string, expiryShift: number, reviewedDaysAgo: number) =>
  [
    ['business_licence', `91330106MA2H3K7X${serial}`, 900, 3650],
    ['drug_trade', `浙AA57102${serial}`, 1800, 25 + expiryShift, PHARMACY_SCOPES],
    ['purchase_mandate', `KY-WT-2026-0${serial}`, 210, 155 + expiryShift],
    ['mandatary_id', `33010619880315421${serial.slice(-1)}`, 1500, 2100],
    ['gsp', `ZJ-GSP-2025-03${serial}`, 400, 700],
  ].map(
    ([type, number, issued, expires, scopes]): LicenceSeed => ({
      companyId,
      type: type as string,
      number: number as string,
      issuedDaysAgo: issued as number,
      expiresInDays: expires as number,
      ...(scopes ? { scopes: scopes as string[] } : {}),
      status: 1,
      reviewedDaysAgo,
    }),
  );

const LICENCES: LicenceSeed[] = [
  ...pharmacy(1, '12', 0, 201),
  ...pharmacy(2, '13', 300, 151),
  {
    companyId: 3,
    type: 'business_licence',
    number: '91420106MA4K2N8P3R',
    issuedDaysAgo: 700,
    expiresInDays: 3000,
    status: 1,
    reviewedDaysAgo: 91,
  },
  {
    companyId: 3,
    type: 'medical_practice',
    number: 'PDY00317842010617D2152',
    issuedDaysAgo: 600,
    expiresInDays: 1200,
    scopes: CLINIC_SCOPES,
    status: 1,
    reviewedDaysAgo: 91,
  },
  {
    companyId: 3,
    type: 'purchase_mandate',
    number: 'RH-WT-2026-001',
    issuedDaysAgo: 120,
    expiresInDays: 245,
    status: 1,
    reviewedDaysAgo: 91,
  },
  {
    companyId: 3,
    type: 'mandatary_id',
    number: '420106199002127735',
    issuedDaysAgo: 2000,
    expiresInDays: 1600,
    status: 1,
    reviewedDaysAgo: 91,
  },
  {
    companyId: 4,
    type: 'business_licence',
    number: '91440106MA5C8L2W1T',
    issuedDaysAgo: 300,
    expiresInDays: 3400,
    status: 0,
  },
  {
    companyId: 4,
    type: 'drug_trade',
    number: '粤AA0203187',
    issuedDaysAgo: 280,
    expiresInDays: 1500,
    scopes: ['rx', 'otc', 'tcm'],
    status: 0,
  },
  {
    companyId: 4,
    type: 'purchase_mandate',
    number: 'BCT-WT-2026-001',
    issuedDaysAgo: 10,
    expiresInDays: 355,
    status: 0,
  },
  {
    companyId: 4,
    type: 'mandatary_id',
    number: '440106199107083326',
    issuedDaysAgo: 900,
    expiresInDays: 2700,
    status: 0,
  },
];

/** demo's two stores signed when they joined; demo2 (company 3) and demo3 have not. */
const SIGNED: [companyId: number, signer: string][] = [
  [1, '张明'],
  [2, '张明'],
];

export async function seedLicences(handle: DbHandle, now: Date): Promise<void> {
  const today = chinaToday(now);
  const types = new Map<string, number>();
  for (const [i, [code, name, grantsScope, requiredFor]] of TYPES.entries()) {
    const rows = await handle.query<{ id: number }>(
      `INSERT INTO licence_types (code, name, grants_scope, required_for, sort) VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (code) DO UPDATE SET name = EXCLUDED.name RETURNING id`,
      [code, name, grantsScope, requiredFor, i + 1],
    );
    types.set(code, rows[0]?.id ?? 0);
  }
  for (const l of LICENCES) {
    const reviewedAt =
      l.reviewedDaysAgo === undefined ? null : new Date(now.getTime() - l.reviewedDaysAgo * DAY_MS);
    const rows = await handle.query<{ id: number }>(
      `INSERT INTO company_licences
         (company_id, type_id, number, holder, valid_from, expires_on, review_status, reviewed_by, reviewed_at, created_at)
       SELECT $1, $2, $3, c.name, $4::date, $5::date, $6, $7, $8, coalesce($8, now()) - interval '1 day'
       FROM companies c WHERE c.id = $1 RETURNING id`,
      [
        l.companyId,
        types.get(l.type),
        l.number,
        addDays(today, -l.issuedDaysAgo),
        addDays(today, l.expiresInDays),
        l.status,
        reviewedAt ? 'operator:seed' : null,
        reviewedAt,
      ],
    );
    const licenceId = rows[0]?.id;
    if (licenceId === undefined) throw new Error(`company ${l.companyId} is missing for its licences`);
    if (l.scopes)
      await handle.query(
        `INSERT INTO company_licence_scopes (licence_id, scope_id)
         SELECT $1, id FROM business_scopes WHERE code = ANY($2::text[])`,
        [licenceId, l.scopes],
      );
  }

  const contract = await handle.query<{ id: number }>(
    `INSERT INTO contracts (version, title, content) VALUES ($1, $2, $3)
     ON CONFLICT (version) DO UPDATE SET title = EXCLUDED.title RETURNING id`,
    [CONTRACT_VERSION, CONTRACT_TITLE, CONTRACT_CONTENT],
  );
  const hash = contentHash(CONTRACT_CONTENT);
  for (const [companyId, signer] of SIGNED) {
    await handle.query(
      `INSERT INTO contract_signatures (company_id, contract_id, signer_name, content_hash, signed_at)
       SELECT id, $2, $3, $4, coalesce(contract_signed_at, $5) FROM companies WHERE id = $1`,
      [companyId, contract[0]?.id, signer, hash, now],
    );
  }
  // The signature table is the record; the stores' own column follows it.
  await handle.query(
    `UPDATE companies SET contract_signed_at = NULL
     WHERE id NOT IN (SELECT company_id FROM contract_signatures)`,
  );
}
