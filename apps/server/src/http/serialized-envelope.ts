/**
 * The success envelope as UTF-8 JSON bytes, made once per data object. A route that answers from a
 * cache (the goods list's page cache) hands back the same object on every hit, so only the first
 * answer pays for JSON.stringify and the encoding; the bytes are dropped with the object when the
 * cache lets it go. The data must not change once answered, which a shared cached value never does.
 * The route sets the JSON content type itself: Fastify sends bytes as they are.
 */
import { ok } from './envelope.ts';

const bodies = new WeakMap<object, Buffer>();

export function okJson(data: object): Buffer {
  let body = bodies.get(data);
  if (body === undefined) {
    body = Buffer.from(JSON.stringify(ok(data)));
    bodies.set(data, body);
  }
  return body;
}
