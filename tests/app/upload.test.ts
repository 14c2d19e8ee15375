import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API } from '../../contract/api-paths';
import { UPLOAD_MESSAGES } from '../../contract/upload-rules';
import { ApiError } from '../../src/lib/api-error';
import { getSession } from '../../src/lib/session';
import { setUnauthorizedHandler } from '../../src/lib/unauthorized';
import { UPLOAD_FAILURES, uploadFailure, uploadFile, uploadProblem } from '../../src/lib/upload';
import { stubApi } from './auth-support';
import { jsonResponse, visitAs } from './helpers';

// The upload helper: XMLHttpRequest for its upload progress, otherwise the api-client's rules.

/** A scripted XMLHttpRequest: the test sends progress, answers or failures. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: FormData | null = null;
  status = 0;
  responseText = '';
  contentType: string | null = null;
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? this.contentType : null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }

  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable });
  }
  respond(status: number, body: unknown, contentType = 'application/json') {
    this.status = status;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.contentType = contentType;
    this.onload?.();
  }
}

/** The `n`-th request sent (from 1), once the helper has sent it. */
async function request(n: number): Promise<FakeXhr> {
  // vi.waitFor gives up after 1 s by default: a hang guard on a busy machine needs longer.
  await vi.waitFor(() => expect(FakeXhr.sent.length).toBeGreaterThanOrEqual(n), {
    timeout: 60_000,
  });
  return FakeXhr.sent[n - 1]!;
}

const onUnauthorized = vi.fn();
beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  onUnauthorized.mockReset();
  setUnauthorizedHandler(onUnauthorized);
  visitAs('executor');
});
afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(null);
});

const logo = () =>
  new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'логотип.jpg', { type: 'image/jpeg' });
const created = { id: 7, url: '/media/images/a.webp', thumbnail_url: '/media/images/b.webp' };

describe('uploadFile', () => {
  it('posts the form with the bearer token, reports progress, resolves with the answer', async () => {
    const progress = vi.fn();
    const done = uploadFile(API.materials.materialCreate, logo(), {
      fields: { case: 12 },
      onProgress: progress,
    });
    const xhr = await request(1);
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/materials/api/v1/materials/');
    expect(xhr.headers).toEqual({
      Accept: 'application/json',
      Authorization: 'Bearer access-token',
    });
    expect([...xhr.body!.keys()]).toEqual(['case', 'file']); // fields before the file
    expect(xhr.body!.get('case')).toBe('12');
    expect((xhr.body!.get('file') as File).name).toBe('логотип.jpg');

    xhr.progress(0, 0); // nothing known yet: not reported
    xhr.progress(25, 100);
    xhr.progress(100, 100);
    expect(progress.mock.calls.map(([p]) => p as unknown)).toEqual([
      { loaded: 25, total: 100, fraction: 0.25 },
      { loaded: 100, total: 100, fraction: 1 },
    ]);
    xhr.respond(201, created);
    await expect(done).resolves.toEqual(created);
  });

  it('a guest sends no token', async () => {
    visitAs('guest');
    const done = uploadFile(API.materials.avatarCreate, logo());
    const xhr = await request(1);
    expect(xhr.headers.Authorization).toBeUndefined();
    xhr.respond(401, { detail: 'Учётные данные не переданы: войдите в систему.' });
    await expect(done).rejects.toMatchObject({ status: 401 });
  });

  it("a refusal is an ApiError with the server's data, and says why", async () => {
    const done = uploadFile(API.materials.avatarCreate, logo());
    (await request(1)).respond(400, { file: [UPLOAD_MESSAGES.notAnImage] });
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, data: { file: [UPLOAD_MESSAGES.notAnImage] } });
    expect(uploadFailure(error)).toBe(UPLOAD_MESSAGES.notAnImage);
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a refused access token is refreshed once and the upload sent again', async () => {
    const api = stubApi({
      'POST /auth/api/v1/jwt/refresh/': () =>
        jsonResponse({ access: 'access-2', refresh: 'refresh-2' }),
    });
    const done = uploadFile(API.materials.avatarCreate, logo());
    (await request(1)).respond(401, { detail: 'Токен недействителен', code: 'token_not_valid' });
    const again = await request(2);
    expect(again.headers.Authorization).toBe('Bearer access-2');
    again.respond(201, created);
    await expect(done).resolves.toEqual(created);
    expect(api.callsTo('/auth/api/v1/jwt/refresh/')).toHaveLength(1);
    expect(getSession().token).toEqual({ access: 'access-2', refresh: 'refresh-2' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('a 401 that survives the refresh logs out', async () => {
    stubApi({
      'POST /auth/api/v1/jwt/refresh/': () => jsonResponse({ detail: 'Токен недействителен' }, 401),
    });
    const done = uploadFile(API.materials.avatarCreate, logo());
    (await request(1)).respond(401, { detail: 'Токен недействителен', code: 'token_not_valid' });
    await expect(done).rejects.toMatchObject({ status: 401 });
    expect(FakeXhr.sent).toHaveLength(1);
    expect(onUnauthorized).toHaveBeenCalled();
  });

  it('a lost connection rejects with a TypeError; the message says so', async () => {
    const done = uploadFile(API.materials.avatarCreate, logo());
    (await request(1)).onerror?.();
    const error = await done.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TypeError);
    expect(uploadFailure(error)).toBe(UPLOAD_FAILURES.network);
  });

  it('the signal aborts it; an aborted signal sends nothing', async () => {
    const controller = new AbortController();
    const done = uploadFile(API.materials.avatarCreate, logo(), { signal: controller.signal });
    await request(1);
    controller.abort();
    const error = await done.catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(uploadFailure(error)).toBe(UPLOAD_FAILURES.aborted);

    await expect(
      uploadFile(API.materials.avatarCreate, logo(), { signal: controller.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(FakeXhr.sent).toHaveLength(1);
  });
});

describe('uploadFailure and uploadProblem', () => {
  it("says the server's detail, or a fallback for a proxy's 413 page", () => {
    expect(uploadFailure(new ApiError(413, { detail: UPLOAD_MESSAGES.imageTooLarge }))).toBe(
      UPLOAD_MESSAGES.imageTooLarge,
    );
    expect(uploadFailure(new ApiError(413, '<html>413 Request Entity Too Large</html>'))).toBe(
      UPLOAD_FAILURES.tooLarge,
    );
    expect(uploadFailure(new ApiError(403, { detail: 'Нет прав.', code: 'x' }))).toBe('Нет прав.');
    expect(uploadFailure(new Error('?'))).toBe(UPLOAD_FAILURES.generic);
  });

  it('finds a file too large for its kind before it is sent', () => {
    const sized = (size: number, type: string) => new File([new Uint8Array(size)], 'f', { type });
    const MB = 1024 * 1024;
    expect(uploadProblem(sized(0, 'image/png'), 'image')).toBe(UPLOAD_MESSAGES.emptyFile);
    expect(uploadProblem(sized(MB, 'image/png'), 'image')).toBeNull();
    expect(uploadProblem(sized(11 * MB, 'application/pdf'), 'image')).toBe(
      UPLOAD_MESSAGES.imageTooLarge,
    );
    expect(uploadProblem(sized(11 * MB, 'image/jpeg'), 'material')).toBe(
      UPLOAD_MESSAGES.imageTooLarge,
    );
    expect(uploadProblem(sized(11 * MB, 'application/pdf'), 'material')).toBeNull();
    expect(uploadProblem(sized(26 * MB, 'application/pdf'), 'material')).toBe(
      UPLOAD_MESSAGES.documentTooLarge,
    );
  });
});
