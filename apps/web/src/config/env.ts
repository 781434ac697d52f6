/** Public settings of the SPA, fixed at build time. */

/** The brand name: the default document title when base's common_config.site_name is empty. */
export const SITE_NAME_DEFAULT = '康源医药商城';

/** Where the eleven_index guard sends the browser (VITE_MAIN_SITE_URL; default the site root). */
export const MAIN_SITE_URL: string = import.meta.env?.VITE_MAIN_SITE_URL || '/';
