import { describe, expect, it } from 'vitest';
import { catalogueKeys } from '@/api/catalogue/catalogue-keys';
import { contentKeys } from '@/api/content/content-keys';
import { isMemberScopedQuery, isUserBaseKey } from '@/api/query-scope';
import { userKeys } from '@/api/user/user-keys';
import { ApiError } from '../api/api-error';
import { createQueryClient, shouldRetry } from './query-client';

describe('shouldRetry', () => {
  it('never retries a business answer or a cancelled request', () => {
    for (const code of [400, 403, 404, 409, 422, 429, 459, 10001, ApiError.CANCELLED, ApiError.NO_RESPONSE]) {
      expect(shouldRetry(0, new ApiError(code, 'x'))).toBe(false);
    }
  });

  it('retries a 5xx or an unexpected error once', () => {
    expect(shouldRetry(0, new ApiError(503, ''))).toBe(true);
    expect(shouldRetry(1, new ApiError(503, ''))).toBe(false);
    expect(shouldRetry(0, new TypeError('boom'))).toBe(true);
    expect(shouldRetry(1, new TypeError('boom'))).toBe(false);
  });

  it('is the default of the app query client, without refetch on focus', () => {
    const options = createQueryClient().getDefaultOptions().queries;
    expect(options?.retry).toBe(shouldRetry);
    expect(options?.refetchOnWindowFocus).toBe(false);
  });
});

describe('query keys', () => {
  it('are the contract keys', () => {
    expect(userKeys.base).toEqual(['user', 'base']);
    expect(contentKeys.focusCommon).toEqual(['focus', 'common']);
    expect(contentKeys.banners('login')).toEqual(['banners', 'login']);
    expect(catalogueKeys.goodsList({ page: 1 })).toEqual(['goods', 'list', { page: 1 }]);
  });

  it('tell public content from what depends on the member', () => {
    expect(isMemberScopedQuery(contentKeys.focusCommon)).toBe(false);
    expect(isMemberScopedQuery(contentKeys.articleCategory)).toBe(false);
    expect(isMemberScopedQuery(contentKeys.globalLinks)).toBe(false);
    // Banners may be for guests only, so login and logout read them again.
    expect(isMemberScopedQuery(contentKeys.banners('ads'))).toBe(true);
    expect(isMemberScopedQuery(catalogueKeys.goodsList({}))).toBe(true);
    expect(isMemberScopedQuery(['cart', 'list'])).toBe(true);
    expect(isUserBaseKey(userKeys.base)).toBe(true);
    expect(isUserBaseKey(['user', 'base', 1])).toBe(false);
  });
});
