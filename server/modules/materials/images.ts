import type { ImageRef } from '../../../contract/materials';
import { avatars } from '../../db/schema';
import { mediaUrl, newMediaKey, type NewFile } from '../../storage';
import type { ImageRenditions } from './renditions';

/** The columns another query selects to show an image (an agency's logo) as an `ImageRef`. */
export const imageRefColumns = {
  id: avatars.id,
  fileKey: avatars.fileKey,
  thumbnailKey: avatars.thumbnailKey,
};
export type ImageFiles = { id: number; fileKey: string; thumbnailKey: string };

export const toImageRef = ({ id, fileKey, thumbnailKey }: ImageFiles): ImageRef => ({
  id,
  url: mediaUrl(fileKey),
  thumbnail_url: mediaUrl(thumbnailKey),
});

/** New keys for an image's renditions, and the files to store under them. */
export function imageFiles({ image, thumbnail }: ImageRenditions) {
  const fileKey = newMediaKey('images', image.bytes, 'webp');
  const thumbnailKey = newMediaKey('images', thumbnail, 'webp');
  const files: NewFile[] = [
    { key: fileKey, bytes: image.bytes },
    { key: thumbnailKey, bytes: thumbnail },
  ];
  return { fileKey, thumbnailKey, files };
}
