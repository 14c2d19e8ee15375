export { deletingFiles, storingFiles, type NewFile } from './files-and-rows';
export { mediaPlugin } from './plugin';
export { registerMediaRoutes } from './serve';
export {
  isMediaKey,
  MEDIA_TYPES,
  mediaUrl,
  newMediaKey,
  type MediaExtension,
  type MediaFolder,
  type MediaStorage,
} from './storage';
