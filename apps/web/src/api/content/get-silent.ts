import { api } from '@/api/client';

/**
 * Site-wide content is fetched silently (SPEC §8: failed header calls are swallowed); the
 * components then simply render without that piece.
 */
export function getSilent<T>(url: string, signal?: AbortSignal): Promise<T> {
  return api.get<T>(url, undefined, { silent: true, signal }).then((r) => r.data);
}
