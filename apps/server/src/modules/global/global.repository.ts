/** The only SQL of the footer's link list. */
import { asc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { links } from '../../db/schema.ts';

export function listLinks(ex: Executor) {
  return ex
    .select({ id: links.id, name: links.name, url: links.url })
    .from(links)
    .orderBy(asc(links.sort), asc(links.id));
}
