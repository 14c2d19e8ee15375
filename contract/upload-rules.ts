// Upload limits, accepted types and their messages (no zod: the app's upload helper imports them from here;
// `materials.ts` re-exports them with the schemas).

const MB = 1024 * 1024;
/** The largest image an agency may upload (avatars, and images among a case's materials). */
export const IMAGE_MAX_BYTES = 10 * MB;
/** The largest document (PDF, DOCX, XLSX, PPTX) among a case's materials. */
export const DOCUMENT_MAX_BYTES = 25 * MB;
/** Images larger than this (width × height) are refused before they are decoded. */
export const IMAGE_MAX_PIXELS = 40_000_000;
/** Files one case may hold. */
export const MATERIALS_PER_CASE = 30;
/** Images one agency may keep. */
export const AVATARS_PER_AGENCY = 200;

/** Accepted types, by what the bytes are, with the name a person knows them by. */
export const IMAGE_TYPES = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
} as const;
export const DOCUMENT_TYPES = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': 'PPTX',
} as const;

const names = (types: object) => Object.values(types).join(', ');
const megabytes = (bytes: number) => `${bytes / MB} МБ`;

export const UPLOAD_MESSAGES = {
  noFile: 'Не был загружен файл.',
  emptyFile: 'Загруженный файл пуст.',
  oneFile: 'Загрузите один файл.',
  notAnImage: `Загрузите изображение в формате ${names(IMAGE_TYPES)}.`,
  brokenImage:
    'Загрузите корректное изображение: этот файл повреждён или не является изображением.',
  imageTooLarge: `Изображение больше ${megabytes(IMAGE_MAX_BYTES)}: загрузите файл поменьше.`,
  hugeImage: `Слишком большое изображение: не больше ${IMAGE_MAX_PIXELS / 1_000_000} мегапикселей.`,
  notAMaterial: `Загрузите изображение или документ: ${names(IMAGE_TYPES)}, ${names(DOCUMENT_TYPES)}.`,
  documentTooLarge: `Файл больше ${megabytes(DOCUMENT_MAX_BYTES)}: загрузите файл поменьше.`,
  tooManyMaterials: `К кейсу можно приложить не больше ${MATERIALS_PER_CASE} файлов.`,
  tooManyAvatars: `Не больше ${AVATARS_PER_AGENCY} изображений у агентства: удалите лишние.`,
  tooManyFields: 'Слишком много полей в запросе.',
} as const;
