import { createPreloadLimiter } from './preload-limiter';

// The app registers how to find the lazy chunks of a path; links call `preloadRoute` on hover or visibility.
type ChunkLoaders = (path: string) => Array<() => Promise<unknown>>;

const limiter = createPreloadLimiter();
let chunksFor: ChunkLoaders = () => [];

export function setRouteChunkResolver(resolver: ChunkLoaders): void {
  chunksFor = resolver;
}

export function preloadRoute(path: string): void {
  for (const load of chunksFor(path)) void limiter.preload(load, load);
}
