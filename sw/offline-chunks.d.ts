// Written by the build from the app bundle (scripts/offline-chunks.ts): per logged-in area, the URLs of the
// chunks (and their CSS) of the screens that area needs, without those already in the precached shell.
declare module 'virtual:offline-chunks' {
  import type { OfflineArea } from '../contract/worker-protocol';

  export const AREA_URLS: Record<OfflineArea, string[]>;
}
