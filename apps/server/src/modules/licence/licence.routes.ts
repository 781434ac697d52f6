/** Licences (资质) and business scopes (经营范围) of the acting store. */
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../http/context.ts';
import { ok } from '../../http/envelope.ts';
import { memberOf, requireMember } from '../../http/session.ts';
import { MAX_UPLOAD_BYTES, readUploadForm, sendStoredFile } from '../../http/uploads.ts';
import { parseInput } from '../../http/validation.ts';
import { fileIdParamsSchema } from './licence.schemas.ts';
import { grantedScopes, listLicences, openOwnFile, uploadLicence } from './licence.service.ts';

export function licenceRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Multipart only here, in this plugin's scope: no other route accepts uploads by accident.
  void app.register(async (scope) => {
    await scope.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1 } });

    scope.get('/api/user/zizhi', { onRequest: requireMember }, async (request) =>
      ok(await listLicences(ctx, memberOf(request))),
    );

    scope.post('/api/user/zizhi', { onRequest: requireMember }, async (request) => {
      const session = memberOf(request);
      const form = await readUploadForm(request);
      return ok(await uploadLicence(ctx, session, form.fields, form.file));
    });

    scope.get('/api/user/zizhi/file/:id', { onRequest: requireMember }, async (request, reply) => {
      const { id } = parseInput(fileIdParamsSchema, request.params);
      return sendStoredFile(reply, await openOwnFile(ctx, memberOf(request), id));
    });

    scope.get('/api/user/jyfw', { onRequest: requireMember }, async (request) =>
      ok(await grantedScopes(ctx, memberOf(request).companyId)),
    );
  });
}
