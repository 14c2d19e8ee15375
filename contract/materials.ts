import { z } from 'zod';
import { pageOf } from './drf';

// Uploads: an agency's images (`avatars`, its logo among them) and its cases' files (`materials`). Sent as
// multipart/form-data with the file in the field `file`; the file's type is decided by its bytes.

export * from './upload-rules';

/** An image as another object shows it: the agency's logo. URLs are paths on the API's origin. */
export const imageRef = z.object({
  id: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string(),
});
export type ImageRef = z.infer<typeof imageRef>;

/** An agency's uploaded image: re-encoded (metadata dropped), at most 1600 px a side, with a thumbnail. */
export const avatar = imageRef.extend({
  width: z.number().int(),
  height: z.number().int(),
  /** Bytes of the stored image. */
  size: z.number().int(),
  created_at: z.string(),
});
export type Avatar = z.infer<typeof avatar>;
export const avatarPage = pageOf(avatar);

/** A case's file: an image (re-encoded, with a thumbnail) or a document as uploaded. */
export const material = z.object({
  id: z.number().int(),
  case: z.number().int(),
  kind: z.enum(['image', 'document']),
  /** The file's name as uploaded. */
  name: z.string(),
  content_type: z.string(),
  size: z.number().int(),
  url: z.string(),
  thumbnail_url: z.string().nullable(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  created_at: z.string(),
});
export type Material = z.infer<typeof material>;
