/**
 * Licences of the acting store: the list with review state and expiry warnings, uploads of a new
 * version (a replacement or a registration's step 3), the scans served to their owner only, and
 * the business scopes in force. Other modules read licences through these functions.
 */
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../http/app-error.ts';
import type { AppContext, DbContext } from '../../http/context.ts';
import type { SessionInfo } from '../../http/session.ts';
import { FileStore, type OpenedFile, openStoredFile, type UploadedFile } from '../../http/uploads.ts';
import { parseInput } from '../../http/validation.ts';
import {
  findAllScopes,
  findCompanyProfile,
  findExistingScopeIds,
  findGrantedScopes,
  findLatestLicences,
  findLicenceTypes,
  findOwnFile,
  findScopesOfLicences,
  findTypesInForce,
  insertFile,
  insertLicence,
} from './licence.repository.ts';
import { uploadFieldsSchema } from './licence.schemas.ts';
import { ALLOWED_UPLOAD_MIMES, chinaToday, UPLOAD_TYPE_MESSAGE } from './licence-rules.ts';
import { type LicenceView, licenceView, typeView, type ZizhiView } from './licence-view.ts';

const COMPANY_STATUS_TEXT: Record<number, string> = { 0: '审核中', 1: '已通过', 2: '未通过' };

async function companyOf(ctx: AppContext, session: SessionInfo) {
  const company = await findCompanyProfile(ctx.db, session.companyId);
  if (!company) throw new AppError('not_found', '门店不存在');
  return company;
}

export async function listLicences(
  ctx: AppContext,
  session: SessionInfo,
  now = new Date(),
): Promise<ZizhiView> {
  const company = await companyOf(ctx, session);
  const today = chinaToday(now);
  const [types, rows, inForce, scopeOptions] = await Promise.all([
    findLicenceTypes(ctx.db),
    findLatestLicences(ctx.db, company.id),
    findTypesInForce(ctx.db, company.id, today),
    findAllScopes(ctx.db),
  ]);
  const scopes = await findScopesOfLicences(
    ctx.db,
    rows.map((r) => r.id),
  );
  const typeViews = types.map((t) => typeView(t, company.customerType));
  const byId = new Map(typeViews.map((t) => [t.id, t]));
  const order = new Map(types.map((t, i) => [t.id, i]));
  const forced = new Set(inForce);
  return {
    company: {
      name: company.name,
      customer_type: company.customerType,
      review_status: company.reviewStatus,
      review_status_text: COMPANY_STATUS_TEXT[company.reviewStatus] ?? '',
    },
    types: typeViews,
    scope_options: scopeOptions,
    list: rows
      .sort((a, b) => (order.get(a.typeId) ?? 0) - (order.get(b.typeId) ?? 0))
      .map((r) => licenceView(r, byId.get(r.typeId), scopes, forced.has(r.typeId), today)),
    missing: typeViews.filter((t) => t.required === 1 && !forced.has(t.id)).map((t) => t.name),
  };
}

export interface GrantedScope {
  id: number;
  code: string;
  name: string;
  expires_on: string;
}

/** GET /api/user/jyfw: the scopes granted by approved licences that have not lapsed. */
export async function grantedScopes(
  ctx: DbContext,
  companyId: number,
  now = new Date(),
): Promise<GrantedScope[]> {
  const rows = await findGrantedScopes(ctx.db, companyId, chinaToday(now));
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.name, expires_on: r.expiresOn }));
}

const invalid = (field: string, message: string) => AppError.validation({ [field]: [message] });

/** A new pending version of a licence; the scan is checked by its content, not its name. */
export async function uploadLicence(
  ctx: AppContext,
  session: SessionInfo,
  fields: Record<string, unknown>,
  file: UploadedFile | undefined,
  now = new Date(),
): Promise<LicenceView> {
  const input = parseInput(uploadFieldsSchema, fields);
  const company = await companyOf(ctx, session);
  const types = await findLicenceTypes(ctx.db);
  const type = types.find((t) => t.id === input.type);
  if (!type) throw invalid('type', '请选择证件类型');
  const today = chinaToday(now);
  if (input.expires_on < today) throw invalid('expires_on', '证件已过期，请上传有效期内的证件');
  if (input.valid_from && input.valid_from > input.expires_on)
    throw invalid('valid_from', '发证日期不能晚于有效期至');
  const scopeIds = type.grantsScope ? [...new Set(input.scope_ids)] : [];
  if (type.grantsScope) {
    if (scopeIds.length === 0) throw invalid('scope_ids', '请选择经营范围');
    const existing = await findExistingScopeIds(ctx.db, scopeIds);
    if (existing.length !== scopeIds.length) throw invalid('scope_ids', '经营范围不存在');
  }
  if (!file || file.bytes.length === 0) throw invalid('file', '请上传证件文件');
  const sniffed = await fileTypeFromBuffer(file.bytes);
  if (!sniffed || !ALLOWED_UPLOAD_MIMES.has(sniffed.mime)) throw invalid('file', UPLOAD_TYPE_MESSAGE);

  const sha256 = await FileStore.inDataDir(ctx.config.dataDir).save(file.bytes);
  const licenceId = await ctx.db.transaction(async (tx) => {
    const fileId = await insertFile(tx, {
      companyId: company.id,
      sha256,
      mime: sniffed.mime,
      size: file.bytes.length,
      originalName: file.filename,
    });
    return insertLicence(
      tx,
      {
        companyId: company.id,
        typeId: type.id,
        number: input.number,
        holder: input.holder ?? company.name,
        validFrom: input.valid_from ?? null,
        expiresOn: input.expires_on,
        fileId,
      },
      scopeIds,
    );
  });
  const view = await listLicences(ctx, session, now);
  const created = view.list.find((l) => l.id === licenceId);
  if (!created) throw new Error('the uploaded licence is not listed');
  return created;
}

/** A scan of the acting store; anyone else's id is simply not found. */
export async function openOwnFile(
  ctx: AppContext,
  session: SessionInfo,
  fileId: number,
): Promise<OpenedFile> {
  const file = await findOwnFile(ctx.db, fileId, session.companyId);
  return openStoredFile(ctx.config.dataDir, file, '文件不存在');
}
