/**
 * The built SPA: hashed assets cached for a year, everything else revalidated, and every other
 * GET answered with index.html so history routing works on reload (DESIGN §2).
 */
import { existsSync } from 'node:fs';
import { join, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendApiNotFound } from './error-handler.ts';
import { isApiPath, isMediaPath } from './paths.ts';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
const NOT_BUILT = '前端页面尚未构建，请先运行 npm run build 后再启动服务。';

export async function registerSpa(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = join(webDist, 'index.html');
  const assetsDir = join(webDist, 'assets') + sep;
  if (existsSync(webDist)) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      index: 'index.html',
      cacheControl: false,
      setHeaders: (reply, path) => {
        reply.header('cache-control', path.startsWith(assetsDir) ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const { url, method } = request;
    if (isApiPath(url) || isMediaPath(url) || (method !== 'GET' && method !== 'HEAD')) {
      return sendApiNotFound(reply);
    }
    if (url.startsWith('/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('文件不存在');
    }
    if (!existsSync(indexFile)) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(NOT_BUILT);
    }
    reply.header('cache-control', REVALIDATE);
    return reply.sendFile('index.html', webDist);
  });
}
