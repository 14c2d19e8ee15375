import { vi } from 'vitest';
import { jsonResponse } from './helpers';

// A stubbed API for the auth tests: `METHOD path` → handler; every call is recorded.

export type ApiCall = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
  credentials: RequestCredentials | null;
  /** The `Idempotency-Key` header (the outbox's sends), or null. */
  idempotencyKey: string | null;
};
type Handler = (call: ApiCall) => Response | Promise<Response>;

export function stubApi(handlers: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const href = input instanceof Request ? input.url : input instanceof URL ? input.href : input;
    const url = new URL(href, 'http://app.test');
    const headers = new Headers(init?.headers);
    const call: ApiCall = {
      method: init?.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : null,
      authorization: headers.get('Authorization'),
      credentials: init?.credentials ?? null,
      idempotencyKey: headers.get('Idempotency-Key'),
    };
    calls.push(call);
    const handler = handlers[`${call.method} ${call.path}`];
    return handler ? handler(call) : jsonResponse({ detail: 'Не найдено.' }, 404);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, callsTo: (path: string) => calls.filter((call) => call.path === path) };
}

const base64url = (value: object) =>
  btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

/** A JWT-shaped token expiring `inSeconds` from now (unsigned: the app only reads `exp`). */
export const fakeJwt = (inSeconds: number, jti = Math.random().toString(36).slice(2)) =>
  `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({
    token_type: 'access',
    exp: Math.floor(Date.now() / 1000) + inSeconds,
    jti,
    user_id: 1,
  })}.signature`;

export const accountTypes = [
  { id: 1, name: 'client' },
  { id: 2, name: 'contractor' },
  { id: 3, name: 'contractor_user' },
];

export const meOf = (kind: 'client' | 'executor' | 'employee') => ({
  id: 7,
  email: `${kind}@podryad.example`,
  type_account: kind === 'client' ? 1 : 2,
  accountTypes:
    kind === 'client'
      ? [accountTypes[0]]
      : kind === 'executor'
        ? [accountTypes[1]]
        : accountTypes.slice(1),
  first_name: 'Анна',
  last_name: 'Смирнова',
  position: '',
});

export const noContent = () => new Response(null, { status: 204 });
