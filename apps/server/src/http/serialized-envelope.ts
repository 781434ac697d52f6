/**
 * The success envelope as JSON text, made once per data object. A route that answers from a cache
 * (the goods list's page cache) hands back the same object on every hit, so only the first answer
 * pays for JSON.stringify; the text is dropped with the object when the cache lets it go. The data
 * must not change once answered, which a shared cached value never does.
 */
import { ok } from './envelope.ts';

const bodies = new WeakMap<object, string>();

export function okJson(data: object): string {
  let body = bodies.get(data);
  if (body === undefined) {
    body = JSON.stringify(ok(data));
    bodies.set(data, body);
  }
  return body;
}
