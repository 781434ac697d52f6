/** The home page's brand wall: page 1 of api/content/get-brands, asked for silently. */
import { useQuery } from '@tanstack/react-query';
import { BRANDS_PER_PAGE, brandPageQueryOptions, getBrandPage } from '@/api/content/get-brands';
import { HOME_STALE_MS } from './home-keys';

/** Two rows of six logos. */
export const HOME_BRANDS = BRANDS_PER_PAGE;

export function useHomeBrands(enabled = true) {
  return useQuery({
    ...brandPageQueryOptions(1),
    queryFn: ({ signal }) => getBrandPage(1, { signal, silent: true }),
    staleTime: HOME_STALE_MS,
    enabled,
  });
}
