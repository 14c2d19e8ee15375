import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import {
  DOCUMENT_TYPES,
  IMAGE_MAX_PIXELS,
  IMAGE_TYPES,
  UPLOAD_MESSAGES,
} from '../../../contract/materials';
import { validationError } from '../../http/errors';
import type { MediaExtension } from '../../storage';

// What an uploaded file is, decided by its bytes (never its name or the Content-Type the sender claims),
// and the renditions of an image.

export type ImageType = keyof typeof IMAGE_TYPES;
export type DocumentType = keyof typeof DOCUMENT_TYPES;

export type Detected =
  | { kind: 'image'; contentType: ImageType }
  | { kind: 'document'; contentType: DocumentType; ext: MediaExtension }
  | { kind: 'other' };

const DOCUMENT_EXTENSIONS: Record<DocumentType, MediaExtension> = {
  'application/pdf': 'pdf',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'xlsx',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'pptx',
};

const isImageType = (mime: string): mime is ImageType => mime in IMAGE_TYPES;
const isDocumentType = (mime: string): mime is DocumentType => mime in DOCUMENT_TYPES;

/** The file's type by its magic numbers (an OOXML file by the parts inside its ZIP); SVG is never an image here. */
export async function detectType(bytes: Uint8Array): Promise<Detected> {
  const found = await fileTypeFromBuffer(bytes);
  if (!found) return { kind: 'other' };
  if (isImageType(found.mime)) return { kind: 'image', contentType: found.mime };
  if (isDocumentType(found.mime))
    return { kind: 'document', contentType: found.mime, ext: DOCUMENT_EXTENSIONS[found.mime] };
  return { kind: 'other' };
}

/** The stored image: WebP, at most this many pixels a side, never enlarged. */
const IMAGE_SIDE = 1600;
const THUMBNAIL_SIDE = 400;

export interface ImageRenditions {
  image: { bytes: Buffer; width: number; height: number };
  thumbnail: Buffer;
}

const render = (input: ReturnType<typeof sharp>, side: number, quality: number) =>
  input
    .clone()
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });

/**
 * Decodes the whole image and encodes it again as WebP, with a thumbnail: what is stored is only pixels
 * (EXIF with its GPS position, comments and profiles are dropped; the orientation is applied first). A
 * truncated or corrupt file fails the decode — `failOn: 'warning'`, as libjpeg reports corrupt data only
 * as a warning; a header claiming more than IMAGE_MAX_PIXELS is refused before any pixel is decoded.
 */
export async function renderImage(bytes: Uint8Array): Promise<ImageRenditions> {
  const input = sharp(bytes, { failOn: 'warning', limitInputPixels: IMAGE_MAX_PIXELS }).rotate();
  try {
    const [image, thumbnail] = await Promise.all([
      render(input, IMAGE_SIDE, 82),
      render(input, THUMBNAIL_SIDE, 75),
    ]);
    return {
      image: { bytes: image.data, width: image.info.width, height: image.info.height },
      thumbnail: thumbnail.data,
    };
  } catch (error) {
    const huge = error instanceof Error && /pixel limit/i.test(error.message);
    throw validationError({
      file: [huge ? UPLOAD_MESSAGES.hugeImage : UPLOAD_MESSAGES.brokenImage],
    });
  }
}
