/** The only SQL of members as users of the store: login lookup and the base user state. */
import { and, asc, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { accountManagers, cartLines, companies, members, messages, pointsLedger } from '../../db/schema.ts';

export interface LoginCandidate {
  id: number;
  passwordHash: string;
  status: number;
  currentCompanyId: number | null;
}

/** By login name (any case) or phone; an exact name match wins over a phone match. */
export async function findLoginCandidate(
  ex: Executor,
  identifier: string,
): Promise<LoginCandidate | undefined> {
  const byName = sql`lower(${members.username}) = lower(${identifier})`;
  const rows = await ex
    .select({
      id: members.id,
      passwordHash: members.passwordHash,
      status: members.status,
      currentCompanyId: members.currentCompanyId,
    })
    .from(members)
    .where(or(byName, eq(members.phone, identifier)))
    .orderBy(desc(byName), asc(members.id))
    .limit(1);
  return rows[0];
}

/** The member's chosen store when it is still theirs, else their first. */
export async function findActingCompanyId(
  ex: Executor,
  memberId: number,
  preferred: number | null,
): Promise<number | undefined> {
  const rows = await ex
    .select({ id: companies.id })
    .from(companies)
    .where(eq(companies.memberId, memberId))
    .orderBy(desc(sql`${companies.id} = ${preferred ?? 0}`), asc(companies.id))
    .limit(1);
  return rows[0]?.id;
}

const defaultManagerId = sql`(SELECT id FROM ${accountManagers} WHERE ${accountManagers.isDefault} ORDER BY id LIMIT 1)`;

export async function findMemberBaseRow(ex: Executor, memberId: number, companyId: number) {
  const rows = await ex
    .select({
      username: members.username,
      role: members.role,
      name: members.name,
      phone: members.phone,
      face: members.face,
      wechat: members.wechatNickname,
      company: companies.name,
      rank: companies.rank,
      province: companies.province,
      city: companies.city,
      district: companies.district,
      address: companies.address,
      reviewStatus: companies.reviewStatus,
      salespersonCode: companies.salespersonCode,
      customerType: companies.customerType,
      isShowYoux: companies.isShowYoux,
      isSpecial: companies.isSpecial,
      isCanChat: companies.isCanChat,
      isAfterSale: companies.isAfterSale,
      managerName: accountManagers.name,
      managerPhone: accountManagers.phone,
      managerIsDefault: accountManagers.isDefault,
      points: sql`(SELECT coalesce(sum(${pointsLedger.delta}), 0) FROM ${pointsLedger}
        WHERE ${pointsLedger.companyId} = ${companies.id})`.mapWith(Number),
      cartCount: sql`(SELECT count(*) FROM ${cartLines}
        WHERE ${cartLines.companyId} = ${companies.id})`.mapWith(Number),
      unreadMessages: sql`(SELECT count(*) FROM ${messages}
        WHERE ${messages.companyId} = ${companies.id} AND NOT ${messages.isRead})`.mapWith(Number),
    })
    .from(companies)
    .innerJoin(members, eq(members.id, companies.memberId))
    .leftJoin(
      accountManagers,
      eq(accountManagers.id, sql`coalesce(${companies.accountManagerId}, ${defaultManagerId})`),
    )
    .where(and(eq(companies.id, companyId), eq(members.id, memberId)))
    .limit(1);
  return rows[0];
}
