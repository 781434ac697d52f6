import { SITE_NAME_DEFAULT } from '../config/env';

/** `${route title} - ${site name}`, or the site name alone (SPEC §2). */
export function documentTitle(routeTitle: string | undefined, siteName: string | undefined): string {
  const site = siteName?.trim() || SITE_NAME_DEFAULT;
  const title = routeTitle?.trim();
  return title ? `${title} - ${site}` : site;
}
