import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../server/db/seed/demo-users';
import { agencyRequest, call, innFor, login, type Session } from './helpers/accounts';
import { expectDrfError, rowCounts } from './helpers/checks';
import { json, maybe, sometimes } from './helpers/arbitraries';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Arbitrary input on the agency registration and the profile writes: never a 5xx, always DRF's shape,
// never a half-written record.

const RUNS = 60;
let t: TestApp;
let base: Awaited<ReturnType<typeof agencyRequest>>;
let client: Session;
let leader: Session;
beforeAll(async () => {
  t = await buildTestApp();
  base = await agencyRequest(t.app);
  client = await login(t.app, DEMO_ACCOUNTS[0].email);
  leader = await login(t.app, DEMO_ACCOUNTS[1].email);
});
afterAll(() => t.close());

const id = () =>
  sometimes(fc.oneof(fc.integer({ min: 1, max: 60 }), fc.constantFrom(0, -5, 2 ** 31, 1e12)));
const text = () => sometimes(fc.string({ maxLength: 30 }));
const companyFields = () =>
  fc.record({
    name: maybe(text()),
    inn: maybe(
      sometimes(fc.constantFrom(innFor(5), innFor(6), '7704123451', '123', '500100732259')),
    ),
    website: maybe(sometimes(fc.constantFrom('', 'https://ok.example', 'ftp://bad', 'не сайт'))),
    description: maybe(text()),
    city: maybe(id()),
  });

describe('register-agency under arbitrary input', () => {
  it('answers 201 with the whole agency, or a DRF 400 that wrote nothing', async () => {
    let sequence = 0;
    const body = fc.oneof(
      fc.record({
        email: maybe(sometimes(fc.constant('fresh'))),
        password: maybe(sometimes(fc.constant(base.password))),
        re_password: maybe(sometimes(fc.constant(base.re_password))),
        company: maybe(sometimes(companyFields())),
        services: maybe(
          sometimes(fc.array(fc.record({ service: id(), service_range: id() }), { maxLength: 3 })),
        ),
        industries: maybe(sometimes(fc.array(id(), { maxLength: 4 }))),
      }),
      fc.anything(),
    );
    await fc.assert(
      fc.asyncProperty(body, async (generated) => {
        const request =
          generated &&
          typeof generated === 'object' &&
          'email' in generated &&
          generated.email === 'fresh'
            ? { ...generated, email: `prop-${Date.now()}-${++sequence}@test.example` }
            : generated;
        const before = await rowCounts(t.app);
        const res = await call(t.app, 'POST', '/contractor/api/v1/register-agency/', {
          body: json(request),
        });
        const after = await rowCounts(t.app);
        expect([201, 400]).toContain(res.status);
        if (res.status === 400) {
          expectDrfError(res.body);
          expect(after).toEqual(before);
        } else {
          expect(after.users).toBe(before.users! + 1);
          expect(after.contractor_accounts).toBe(before.contractor_accounts! + 1);
          expect(after.service_contractors).toBeGreaterThan(before.service_contractors!);
        }
      }),
      { numRuns: RUNS },
    );
  });
});

describe('profile writes under arbitrary input', () => {
  const common = {
    name: maybe(text()),
    inn: maybe(sometimes(fc.constantFrom(innFor(7), '7704123451', ''))),
    website: maybe(sometimes(fc.constantFrom('', 'https://ok.example', 'javascript:alert(1)'))),
    description: maybe(text()),
    city: maybe(id()),
  };
  const profiles = [
    {
      name: 'company',
      who: () => client,
      own: '/company/api/v1/companies/get_company_by_user/',
      url: (own: { id: number }) => `/company/api/v1/companies/${own.id}/`,
      fields: fc.record({
        ...common,
        industry: maybe(id()),
        size: maybe(sometimes(fc.constantFrom('micro', 'large', 'huge'))),
      }),
    },
    {
      name: 'contractor',
      who: () => leader,
      own: '/contractor/api/v1/contractors/my-account/',
      url: (own: { contractor: { id: number } }) =>
        `/contractor/api/v1/contractors/${own.contractor.id}/`,
      fields: fc.record({
        ...common,
        staff_count: maybe(sometimes(fc.integer({ min: -5, max: 2_000_000 }))),
        founded_year: maybe(sometimes(fc.integer({ min: 1800, max: 3000 }))),
        is_published: maybe(sometimes(fc.boolean())),
      }),
    },
  ];

  it.each(profiles)(
    '$name PATCH: 200, or a DRF 400 that left the record as it was',
    async (profile) => {
      const token = profile.who().access;
      const own = await call(t.app, 'GET', profile.own, { token });
      const url = profile.url(own.body as never);
      await fc.assert(
        fc.asyncProperty(fc.oneof(profile.fields, fc.anything()), async (body) => {
          const before = await call(t.app, 'GET', url, { token });
          const res = await call(t.app, 'PATCH', url, { token, body: json(body) });
          expect([200, 400]).toContain(res.status);
          if (res.status === 400) {
            expectDrfError(res.body);
            expect((await call(t.app, 'GET', url, { token })).body).toEqual(before.body);
          }
        }),
        { numRuns: RUNS },
      );
    },
  );
});
