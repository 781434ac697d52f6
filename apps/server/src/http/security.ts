/** Security headers and response compression for every response, API and SPA alike. */
import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { AppConfig } from '../config.ts';

const SELF = "'self'";
/** 180 days, subdomains included. */
const HSTS = 'max-age=15552000; includeSubDomains';
/** Answers at least this many characters long are sent as bytes (see the onSend hook below). */
const ENCODE_ONCE_CHARS = 4096;

export async function registerSecurity(app: FastifyInstance, config: AppConfig): Promise<void> {
  // Built once: the plugin wrapper would build helmet's middleware again on every request.
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: [SELF],
        baseUri: [SELF],
        scriptSrc: [SELF],
        // antd's CSS-in-JS writes style elements at run time.
        styleSrc: [SELF, "'unsafe-inline'"],
        imgSrc: [SELF, 'data:', 'blob:'],
        fontSrc: [SELF, 'data:'],
        connectSrc: [SELF],
        objectSrc: ["'none'"],
        formAction: [SELF],
        // The side bar embeds the store's own chat page (/chat); no other site may frame it.
        frameAncestors: [SELF],
        // Only behind HTTPS: on a plain-HTTP intranet install it would break every asset.
        ...(config.cookieSecure ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    // Set below, per request: whether the store is reached over HTTPS is known only then.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    securityHeaders(request.raw, reply.raw, (error) => done(error instanceof Error ? error : undefined));
  });
  // Over HTTPS (the socket's, or the load balancer's by X-Forwarded-Proto with TRUST_PROXY), and
  // always with COOKIE_SECURE; never over plain HTTP, where browsers ignore it anyway.
  app.addHook('onRequest', async (request, reply) => {
    if (config.cookieSecure || request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // A long answer (a cart of hundreds of lines is some 300 KB) is encoded to bytes once, here: as a
  // string, its length for content-length and the socket write would each encode it again.
  app.addHook('onSend', (_request, _reply, payload, done) => {
    done(
      null,
      typeof payload === 'string' && payload.length >= ENCODE_ONCE_CHARS ? Buffer.from(payload) : payload,
    );
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Quality 11 (the default) costs tens of milliseconds per response; 4 is near gzip's speed.
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
