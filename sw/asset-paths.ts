import { OFFLINE_AREAS, type OfflineArea } from '../contract/worker-protocol';

// Which URLs the assets cache holds and fetches. Pure (no worker globals): unit-tested.

/** A build file of this origin (`/assets/…`): the only URLs this cache holds. */
export function assetPath(url: string, origin: string): string | null {
  try {
    const parsed = new URL(url, origin);
    return parsed.origin === origin && parsed.pathname.startsWith('/assets/')
      ? parsed.pathname
      : null;
  } catch {
    return null;
  }
}

/** The asset paths a `CACHE_ASSETS` message asks for: its own URLs and those of its areas. */
export function requestedAssets(
  data: Record<string, unknown>,
  origin: string,
  areaUrls: Record<OfflineArea, string[]>,
): string[] {
  const urls = Array.isArray(data.urls) ? data.urls : [];
  const areas = Array.isArray(data.areas) ? data.areas : [];
  const paths = new Set<string>();
  for (const url of urls) {
    const path = typeof url === 'string' ? assetPath(url, origin) : null;
    if (path) paths.add(path);
  }
  for (const area of areas) {
    if (!OFFLINE_AREAS.includes(area as OfflineArea)) continue;
    for (const url of areaUrls[area as OfflineArea]) paths.add(url);
  }
  return [...paths];
}
