import { vi } from 'vitest';
import type { AgencyCase } from '../../contract/cases';
import { profileCompleteness } from '../../contract/profile-completeness';
import type { PersonalProfile } from '../../contract/profile';

// The agency's personal profile as `contractors-lk/{id}/` answers it, and a scripted XMLHttpRequest for
// the uploads (src/lib/upload.ts sends with XHR for its progress).

export const AGENCY_ID = 5;
export const LK = `/contractor/api/contractors-lk/${AGENCY_ID}/`;
export const MY_AGENCY = '/accounts/api/v1/contractor-accounts/get_contractor_by_user/';
export const CONTRACTOR = `/contractor/api/v1/contractors/${AGENCY_ID}/`;

const basics = {
  id: AGENCY_ID,
  name: 'Северный ветер',
  inn: '7707083893',
  website: 'https://north-wind.example',
  description: '',
  founded_year: 2012,
  staff_count: 24,
  city: null,
  is_published: false,
  logo: null,
  created_at: '2026-01-01T00:00:00.000Z',
};

export const branding = {
  id: 41,
  contractor: AGENCY_ID,
  service: { id: 1, name: 'Брендинг' },
  service_range: { id: 3, name: '1–3 млн ₽', min_price: 1_000_000, max_price: 3_000_000 },
  description: '',
  cases: [],
};

export const aCase = (overrides: Partial<AgencyCase> = {}): AgencyCase => ({
  id: 11,
  contractor: AGENCY_ID,
  title: 'Ребрендинг пекарни',
  text: 'Новый знак и упаковка.',
  industry: { id: 2, name: 'HoReCa' },
  services: [{ id: branding.id, service: branding.service }],
  year: 2024,
  brand: null,
  client_name: 'Пекарня «Колос»',
  budget: 'LESS_15M',
  results: '',
  materials: [],
  created_at: '2026-01-02T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  ...overrides,
});

type Parts = Omit<PersonalProfile, 'completeness'> & {
  completeness?: PersonalProfile['completeness'];
};

/** The profile with `overrides`; its completeness is counted from its parts, as the server counts it. */
export function personalProfile(overrides: Partial<Parts> = {}): PersonalProfile {
  const parts: Parts = {
    ...basics,
    profile_version: 3,
    services: [],
    industries: [],
    locations: [],
    languages: [],
    client_histories: [],
    cases: [],
    ...overrides,
  };
  return { ...parts, completeness: parts.completeness ?? profileCompleteness(parts) };
}

/** A profile the minimum allows to publish: a priced service, a description, a place of work. */
export const publishable = (overrides: Partial<Parts> = {}) =>
  personalProfile({
    description: 'Бренды и упаковка.',
    services: [branding],
    locations: [
      {
        id: 1,
        contractor: AGENCY_ID,
        country: { id: 1, name: 'Россия', code: 'RU' },
        city: null,
      },
    ],
    ...overrides,
  });

/** The agency account of the visitor: the owner (executor) or an employee with `role`. */
export const myAgency = (role: 'manager' | 'specialist' | null = null) => ({
  id: 30,
  type_account: role ? 3 : 2,
  role:
    role === 'manager'
      ? { id: 2, name: role, title: 'Менеджер проектов' }
      : role === 'specialist'
        ? { id: 3, name: role, title: 'Специалист' }
        : null,
  contractor: basics,
});

/** A scripted XMLHttpRequest: the test sends progress and answers. */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  method = '';
  url = '';
  body: FormData | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader() {}
  getResponseHeader(name: string) {
    return name.toLowerCase() === 'content-type' ? 'application/json' : null;
  }
  send(body: FormData) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ loaded, total, lengthComputable: true });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
  fail() {
    this.onerror?.();
  }

  static install() {
    FakeXhr.sent = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  }

  /** The `n`-th upload sent (from 1), once it is. */
  static async nth(n: number): Promise<FakeXhr> {
    // vi.waitFor gives up after 1 s by default: a hang guard on a busy machine needs longer.
    await vi.waitFor(
      () => {
        if (FakeXhr.sent.length < n) throw new Error(`upload ${n} not sent yet`);
      },
      { timeout: 60_000 },
    );
    return FakeXhr.sent[n - 1]!;
  }
}
