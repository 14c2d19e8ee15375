import { modulePlugin } from '../../http/route-kit';
import { projectCompleteRoutes } from './complete';
import { projectMatchingRoutes } from './matching.routes';
import { projectRoutes } from './projects.routes';

/** `/project/api`: a client company's projects, and matching around them (preview, similar agencies). */
export const projectModule = modulePlugin(
  projectRoutes,
  projectMatchingRoutes,
  projectCompleteRoutes,
);

// The recruitment and location modules serve the requirements' parts through these.
export * from './requirements';
// The contractor module's ranking endpoint answers only for the caller's company's project.
export { ownProject } from './projects.service';
