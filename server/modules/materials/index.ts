import type { FastifyPluginAsync } from 'fastify';
import { materialsRoutes } from './routes';
import { registerMultipart } from './multipart';

/** `/materials/api`: uploads — an agency's images (its logo among them) and its cases' files. */
export const materialsModule: FastifyPluginAsync = async (app) => {
  await registerMultipart(app);
  materialsRoutes(app);
};

// The contractor module shows the logo and the cases' files; a seed makes images; the cases' routes remove
// a case's files.
export { imageRefColumns, toImageRef, type ImageFiles } from './images';
export { createAvatar } from './avatars.service';
export { seedDemoLogos } from './demo-logos';
export { caseMaterials, deletingCaseFiles, toMaterial } from './materials.service';
