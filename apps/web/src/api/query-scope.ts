/**
 * Which cached answers depend on who is looking. Login, logout, registering and switching store
 * drop or refetch those and keep the rest. The keys themselves live in each resource's key factory
 * (api/<resource>/<resource>-keys.ts).
 */
import { userKeys } from './user/user-keys';

/** Roots of queries whose answers do not depend on who is logged in; logout keeps them. */
export const PUBLIC_QUERY_ROOTS: readonly string[] = ['focus', 'article', 'global'];

/** Whether a query's answer may differ between a guest and a member (prices, cart, profile). */
export function isMemberScopedQuery(queryKey: readonly unknown[]): boolean {
  const root = queryKey[0];
  return !(typeof root === 'string' && PUBLIC_QUERY_ROOTS.includes(root));
}

export function isUserBaseKey(queryKey: readonly unknown[]): boolean {
  return queryKey.length === userKeys.base.length && userKeys.base.every((part, i) => queryKey[i] === part);
}
