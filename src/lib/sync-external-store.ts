// What `use-sync-external-store/shim` becomes in the build (vite.config.ts): React's own hook, which the
// shim would pick at run time anyway on React 18+.
export { useSyncExternalStore } from 'react';
