/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the eleven_index route leaves to (SPEC §4); defaults to the site root. */
  readonly VITE_MAIN_SITE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
