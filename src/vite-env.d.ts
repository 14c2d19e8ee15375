/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base address of the API; empty = same origin (the default build is served by the API server). */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
