import { useUserBase } from '@/api/user/get-user-base';
import { SITE_NAME_DEFAULT } from '@/config/env';

/** The operator's site name from the base call, else the brand name. */
export function useSiteName(): string {
  const { data } = useUserBase();
  return data?.common_config.site_name || SITE_NAME_DEFAULT;
}
