import { useMatches } from 'react-router-dom';
import type { RouteHandle } from './route-handle';

const isRouteHandle = (value: unknown): value is RouteHandle =>
  typeof value === 'object' && value !== null;

/** The handle of the deepest matched route (the screen being shown). */
export function useRouteHandle(): RouteHandle {
  const handle = useMatches().at(-1)?.handle;
  return isRouteHandle(handle) ? handle : {};
}
