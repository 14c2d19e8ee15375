import { pathOf, type API } from '../../contract/api-paths';
import {
  DOCUMENT_MAX_BYTES,
  IMAGE_MAX_BYTES,
  IMAGE_TYPES,
  UPLOAD_MESSAGES,
} from '../../contract/upload-rules';
import { ApiError } from './api-error';
import type { ApiResponse } from './api-client';
import { buildUrl } from './api-client';
import { freshAccessToken, refreshSession } from './token-refresh';
import { notifyUnauthorized } from './unauthorized';

// Uploads with progress: fetch cannot report how much of a body has gone, XMLHttpRequest can
// (`upload.onprogress`). Otherwise as the api-client: the bearer token (refreshed first when it is about to
// expire, and once more after a 401), a 401 that survives that logs out, a non-2xx answer is an ApiError.

/** The endpoints that take a file (multipart/form-data, the file in the field `file`). */
export type UploadEndpoint =
  typeof API.materials.avatarCreate | typeof API.materials.materialCreate;

export interface UploadProgress {
  loaded: number;
  total: number;
  /** 0…1. */
  fraction: number;
}

export interface UploadOptions {
  /** Text fields sent before the file, e.g. `{ case: 12 }`. */
  fields?: Record<string, string | number>;
  onProgress?: (progress: UploadProgress) => void;
  signal?: AbortSignal;
}

/** Failures that are not the server's answer: the connection, or the caller's abort. */
export const UPLOAD_FAILURES = {
  network: 'Не удалось загрузить файл: нет соединения с сервером. Попробуйте ещё раз.',
  aborted: 'Загрузка отменена.',
  tooLarge: 'Файл слишком большой.',
  generic: 'Не удалось загрузить файл. Попробуйте ещё раз.',
} as const;

const abortError = () => new DOMException(UPLOAD_FAILURES.aborted, 'AbortError');

function parseBody(xhr: XMLHttpRequest): unknown {
  const text = xhr.responseText;
  if (!text || !xhr.getResponseHeader('Content-Type')?.includes('json')) return text || null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function send(
  url: string,
  form: FormData,
  access: string | null,
  { onProgress, signal }: UploadOptions,
): Promise<{ status: number; data: unknown }> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(abortError());
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    if (access) xhr.setRequestHeader('Authorization', `Bearer ${access}`);
    xhr.upload.onprogress = (event) => {
      if (!event.lengthComputable || event.total === 0) return;
      onProgress?.({
        loaded: event.loaded,
        total: event.total,
        fraction: Math.min(1, event.loaded / event.total),
      });
    };
    xhr.onload = () => {
      settle();
      resolve({ status: xhr.status, data: parseBody(xhr) });
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError(UPLOAD_FAILURES.network));
    };
    xhr.onabort = () => {
      settle();
      reject(abortError());
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(form);
  });
}

/**
 * Uploads `file` to an upload endpoint, reporting progress: resolves with the created object (typed from
 * the contract), rejects with an ApiError for the server's refusal, a TypeError when the connection fails,
 * an AbortError when `signal` aborts it. `uploadFailure(error)` says why, in Russian.
 */
export async function uploadFile<E extends UploadEndpoint>(
  endpoint: E,
  file: Blob,
  options: UploadOptions = {},
): Promise<ApiResponse<E>> {
  const form = new FormData();
  // Fields first: the server reads the form in order.
  for (const [name, value] of Object.entries(options.fields ?? {}))
    form.append(name, String(value));
  form.append('file', file, file instanceof File ? file.name : 'file');
  const url = buildUrl(pathOf(endpoint));

  const access = await freshAccessToken();
  let answer = await send(url, form, access, options);
  if (answer.status === 401 && access) {
    const next = await refreshSession(access).catch(() => null);
    if (next && next !== 'expired') answer = await send(url, form, next.access, options);
  }
  if (answer.status === 401) notifyUnauthorized();
  if (answer.status < 200 || answer.status >= 300) throw new ApiError(answer.status, answer.data);
  return answer.data as ApiResponse<E>;
}

/** What a file is for: the agency's image (logo) or a case's file (an image or a document). */
export type UploadKind = 'image' | 'material';

/**
 * A problem the server would answer with, found before sending: a file too large for its kind (the
 * server checks again, by the file's bytes). null when the file may go.
 */
export function uploadProblem(file: Blob, kind: UploadKind): string | null {
  if (file.size === 0) return UPLOAD_MESSAGES.emptyFile;
  const image = kind === 'image' || file.type in IMAGE_TYPES;
  if (image && file.size > IMAGE_MAX_BYTES) return UPLOAD_MESSAGES.imageTooLarge;
  if (file.size > DOCUMENT_MAX_BYTES) return UPLOAD_MESSAGES.documentTooLarge;
  return null;
}

const messagesOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.filter((item): item is string => typeof item === 'string')
      : [];

/** Why an upload failed, in one Russian sentence or a few: the server's words when it gave any. */
export function uploadFailure(error: unknown): string {
  if (error instanceof DOMException && error.name === 'AbortError') return UPLOAD_FAILURES.aborted;
  if (error instanceof TypeError) return UPLOAD_FAILURES.network;
  if (!(error instanceof ApiError)) return UPLOAD_FAILURES.generic;
  const data = error.data;
  if (data && typeof data === 'object') {
    // `{"detail", "code"}` says it in `detail`; field errors in every field's list.
    const { detail } = data as { detail?: unknown };
    const messages =
      detail === undefined ? Object.values(data).flatMap(messagesOf) : messagesOf(detail);
    if (messages.length > 0) return messages.join(' ');
  }
  // A proxy's own 413 page carries no JSON.
  return error.status === 413 ? UPLOAD_FAILURES.tooLarge : UPLOAD_FAILURES.generic;
}
