// Trading buyers for `npm run bench:all`, made the way a store becomes one: the registration service
// creates the member and its store, the licence service takes each required licence (a real PNG
// scan, the demo's scopes), the review service approves them (which approves the store), the
// contract service signs and the address service adds the delivery address. Only the SMS code of
// registration step 1 is skipped: the token it would issue is issued directly.
import { deflateSync } from 'node:zlib';
import type { AppConfig } from '../apps/server/src/config.ts';
import type { DbHandle } from '../apps/server/src/db/client.ts';
import type { AppContext } from '../apps/server/src/http/context.ts';
import { createAddress } from '../apps/server/src/modules/address/address.service.ts';
import { signContract } from '../apps/server/src/modules/contract/contract.service.ts';
import { uploadLicence } from '../apps/server/src/modules/licence/licence.service.ts';
import { isRequiredFor } from '../apps/server/src/modules/licence/licence-rules.ts';
import { reviewLicence } from '../apps/server/src/modules/licence/review.service.ts';
import { registerStep2 } from '../apps/server/src/modules/registration/registration.service.ts';
import { issueVerificationToken } from '../apps/server/src/modules/sms/verification-token.service.ts';
import { hashPassword } from '../apps/server/src/modules/user/password.ts';
import { DEMO_BUYABLE, DEMO_SCOPES } from '../apps/server/src/seed/pricing.ts';

export const BUYER_PASSWORD = 'bench123456';

/** A 1×1 PNG, sniffed as image/png by the licence service. */
function tinyPng(): Buffer {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf: Buffer) => {
    let c = 0xffffffff;
    for (const b of buf) c = (crcTable[(c ^ b) & 0xff] as number) ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), body.length + 4);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(1, 0);
  ihdr.writeUInt32BE(1, 4);
  ihdr[8] = 8;
  ihdr[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 255, 255, 255]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** Enough of the app's context for the services the onboarding calls (no sessions, no limiter);
 * the licence scans are kept in config.dataDir. */
export function serviceContext(handle: DbHandle, config: AppConfig): AppContext {
  return {
    config,
    handle,
    db: handle.db,
    readDb: handle.readDb,
    sessions: undefined as never,
    loginLimiter: undefined as never,
  };
}

interface Template {
  province: string;
  city: string;
  district: string;
  address: string;
  customer_type: string;
  province_code: string;
  city_code: string;
  district_code: string;
}

async function template(handle: DbHandle): Promise<Template> {
  const [row] = await handle.query<Template>(
    `SELECT c.province, c.city, c.district, c.address, c.customer_type,
            a.province_code, a.city_code, a.district_code
     FROM companies c JOIN addresses a ON a.company_id = c.id WHERE c.id = 1 ORDER BY a.id LIMIT 1`,
  );
  if (!row) throw new Error('the demo store has no address to copy the region from');
  return row;
}

export interface Buyer {
  username: string;
  memberId: number;
  companyId: number;
}

/** `count` trading buyers named `${prefix}1…`, phones from `phoneBase`. */
export async function onboardBuyers(
  ctx: AppContext,
  prefix: string,
  count: number,
  phoneBase: number,
): Promise<Buyer[]> {
  const from = await template(ctx.handle);
  const types = await ctx.handle.query<{ id: number; grants_scope: boolean; required_for: string[] }>(
    'SELECT id, grants_scope, required_for FROM licence_types ORDER BY sort, id',
  );
  const required = types.filter((t) => isRequiredFor(t.required_for, from.customer_type));
  const scopes = await ctx.handle.query<{ id: number }>(
    'SELECT id FROM business_scopes WHERE code = ANY($1::text[]) ORDER BY id',
    [DEMO_SCOPES],
  );
  const png = tinyPng();
  const passwordHash = await hashPassword(BUYER_PASSWORD);
  const expires = new Date(Date.now() + 2 * 365 * 86_400_000).toISOString().slice(0, 10);
  const buyers: Buyer[] = [];
  for (let i = 1; i <= count; i++) {
    const phone = String(phoneBase + i);
    const name = `压测大药房${prefix}${i}`;
    const token = await issueVerificationToken(ctx.db, 'register', phone, passwordHash);
    const { memberId, companyId } = await registerStep2(ctx, {
      register_token: token,
      company_name: name,
      customer_type: from.customer_type as never,
      province: from.province,
      city: from.city,
      district: from.district,
      address: from.address,
      contact_name: '压测采购员',
      contact_phone: phone,
    });
    const session = { memberId, companyId, csrfToken: '' };
    for (const type of required) {
      const licence = await uploadLicence(
        ctx,
        session,
        {
          type: String(type.id),
          number: `BENCH-${prefix}-${i}-${type.id}`,
          expires_on: expires,
          ...(type.grants_scope ? { scope_ids: scopes.map((s) => String(s.id)) } : {}),
        },
        { bytes: png, filename: 'licence.png' },
      );
      await reviewLicence(ctx.db, { id: licence.id, decision: 'approve', reviewer: 'operator:bench' });
    }
    await signContract(ctx, session, { name: '压测采购员', agree: '1' });
    await createAddress(ctx.db, companyId, {
      consignee: '压测收货人',
      phone,
      province: from.province_code,
      city: from.city_code,
      district: from.district_code,
      detail: from.address,
      is_default: 1,
    } as never);
    // registration makes the username the phone
    buyers.push({ username: phone, memberId, companyId });
  }
  return buyers;
}

/** Offers the buyers may put in a cart, spread over the catalogue. */
export const buyable = (handle: DbHandle, limit: number, salt: number) =>
  handle.query<{ id: number; goods_id: number; min_quantity: number }>(
    `SELECT o.id, o.goods_id, o.min_quantity FROM offers o JOIN goods g ON g.id = o.goods_id
     WHERE ${DEMO_BUYABLE} AND o.type = 0 AND o.is_buy AND o.stock >= o.min_quantity * 50
     ORDER BY (o.id::bigint * $2) % 100003, o.id LIMIT $3`,
    [DEMO_SCOPES, salt, limit],
  );
