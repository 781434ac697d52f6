import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/**
 * Retry only what a retry can fix: a fault of the server or the network, once. A business answer
 * (4xx, 10001, 422, 459) or a cancelled request would only fail the same way again.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (!(error instanceof ApiError)) return true;
  return error.code >= 500 && error.code < 600;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        refetchOnWindowFocus: false,
        staleTime: 30_000,
        gcTime: 5 * 60_000,
      },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; the HTTP client reads the base user's `login_url` from it. */
export const queryClient = createQueryClient();
