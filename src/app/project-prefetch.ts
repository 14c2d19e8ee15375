import { routeModule } from './route-helpers';

/** The client's project screens' requests (route-table.tsx, route-groups.tsx): one module, named once. */
export const projectPrefetch = routeModule(() => import('../features/project/api/prefetch-tender'));
