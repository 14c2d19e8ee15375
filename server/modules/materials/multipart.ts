import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DOCUMENT_MAX_BYTES, UPLOAD_MESSAGES } from '../../../contract/materials';
import { HttpError, MESSAGES, validationError } from '../../http/errors';

// multipart/form-data for this module only: one file (the field `file`), a few short text fields.

const MAX_FIELDS = 4;

/** Registers the parser in the module's own scope (other modules keep answering multipart with a 415). */
export const registerMultipart = (app: FastifyInstance) =>
  app.register(multipart, {
    limits: {
      fieldNameSize: 100,
      fieldSize: 100,
      fields: MAX_FIELDS,
      fileSize: DOCUMENT_MAX_BYTES,
      files: 1,
      parts: MAX_FIELDS + 1,
      headerPairs: 20,
    },
  });

export interface Upload {
  bytes: Buffer;
  /** The name the sender gave the file, without any folder; may be empty. */
  filename: string;
  fields: Record<string, string>;
}

const BROKEN_FORM = 'Некорректный запрос multipart/form-data.';

/** @fastify/multipart's refusals as our answers; anything else thrown while reading is a broken form. */
function refusal(error: unknown, tooLarge: string): HttpError {
  if (error instanceof HttpError) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, { detail: tooLarge });
    case 'FST_FILES_LIMIT':
      return validationError({ file: [UPLOAD_MESSAGES.oneFile] });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return validationError({ non_field_errors: [UPLOAD_MESSAGES.tooManyFields] });
    default:
      return new HttpError(400, { detail: BROKEN_FORM });
  }
}

const baseName = (filename: string | undefined) => (filename ?? '').split(/[\\/]/).pop()!.trim();

/**
 * Reads the form: the one file of the field `file` (at most `maxBytes`, else a 413 saying `tooLarge`) and
 * the text fields named in `fieldNames`. Anything else is a 400 in DRF's shape; a request that is not
 * multipart is a 415.
 */
export async function readUpload(
  request: FastifyRequest,
  {
    fieldNames = [],
    maxBytes,
    tooLarge,
  }: { fieldNames?: string[]; maxBytes: number; tooLarge: string },
): Promise<Upload> {
  if (!request.isMultipart()) {
    const type = String(request.headers['content-type'] ?? '').split(';')[0] ?? '';
    throw new HttpError(415, { detail: MESSAGES.unsupportedMediaType(type) });
  }
  let file: { bytes: Buffer; filename: string } | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes } })) {
      const known =
        part.type === 'file' ? part.fieldname === 'file' : fieldNames.includes(part.fieldname);
      if (!known) throw validationError({ [part.fieldname]: ['Неизвестное поле.'] });
      if (Object.hasOwn(fields, part.fieldname))
        throw validationError({ [part.fieldname]: ['Укажите одно значение.'] });
      if (part.type === 'file') {
        file = { bytes: await part.toBuffer(), filename: baseName(part.filename) };
      } else {
        if (part.valueTruncated || typeof part.value !== 'string')
          throw validationError({ [part.fieldname]: ['Слишком длинное значение.'] });
        fields[part.fieldname] = part.value;
      }
    }
  } catch (error) {
    throw refusal(error, tooLarge);
  }
  if (!file) throw validationError({ file: [UPLOAD_MESSAGES.noFile] });
  if (file.bytes.length === 0) throw validationError({ file: [UPLOAD_MESSAGES.emptyFile] });
  return { ...file, fields };
}
