import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../contract/profile-rules';
import type { ServiceContractor } from '../../contract/profile';
import { serviceCases, serviceContractors } from '../../server/db/schema';
import { missingPk } from '../../server/http/references';
import {
  insertCase,
  insertService,
  insertServiceCase,
  profileVersion,
  serviceNotIn,
} from './helpers/profile';
import { useProfileApp } from './helpers/profile-setup';

// The services an agency offers (service-contractors) and the links of its cases to them (service-cases).

const { app, as, agency, unchanged, refusedToOthers } = useProfileApp();
const SC = '/service/api/v1/service-contractors';
const LINKS = '/service/api/v1/service-cases';

describe('POST service-contractors/', () => {
  it('adds a service with its range and text to the caller’s agency, refreshing the profile', async () => {
    const { service, name, range } = await serviceNotIn(app(), agency('leader'));
    const before = await profileVersion(app(), agency('leader'));
    const res = await as('leader')<ServiceContractor>('POST', `${SC}/`, {
      service,
      service_range: range,
      description: '  Запускаем за две недели  ',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toMatchObject({
      contractor: agency('leader'),
      service: { id: service, name },
      service_range: { id: range },
      description: 'Запускаем за две недели',
      cases: [],
    });
    expect(res.body.service_range!.min_price).toEqual(expect.any(Number) as number);
    const after = await profileVersion(app(), agency('leader'));
    expect(after.version).toBe(before.version + 1);
    expect(after.document).toContain('Запускаем за две недели');
    expect(before.document).not.toContain('Запускаем за две недели');
  });

  it('lets a manager add one too', async () => {
    const { service, range } = await serviceNotIn(app(), agency('manager'));
    const res = await as('manager')('POST', `${SC}/`, { service, service_range: range });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ contractor: agency('leader'), description: '' });
  });

  it('is refused to a guest, a client and a specialist, changing nothing', async () => {
    const { service, range } = await serviceNotIn(app(), agency('leader'));
    await refusedToOthers('POST', `${SC}/`, { service, service_range: range }, false);
  });

  it('refuses bad input with a field error and changes nothing', async () => {
    const leader = agency('leader');
    const { service, range, foreignRange } = await serviceNotIn(app(), leader);
    const [offered] = await app()
      .db.db.select()
      .from(serviceContractors)
      .where(eq(serviceContractors.contractorId, leader));
    const cases: [unknown, Record<string, string[]>][] = [
      [{ service, service_range: range, extra: 1 }, { extra: ['Неизвестное поле.'] }],
      [
        { service, service_range: foreignRange },
        { service_range: [PROFILE_MESSAGES.rangeOfAnotherService] },
      ],
      [{ service, service_range: 999_999 }, { service_range: [missingPk(999_999)] }],
      [{ service: 999_999, service_range: range }, { service: [missingPk(999_999)] }],
      [
        { service: offered!.serviceId, service_range: offered!.serviceRangeId },
        { service: [PROFILE_MESSAGES.serviceTaken] },
      ],
      [{ service }, { service_range: ['Обязательное поле.'] }],
      [
        { service, service_range: range, description: 'а'.repeat(1001) },
        { description: ['Убедитесь, что это значение содержит не более 1000 символов.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const res = await unchanged(leader, () => as('leader')('POST', `${SC}/`, body));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body).toEqual(errors);
    }
  });
});

describe('PATCH and DELETE service-contractors/{id}/', () => {
  it('changes the range (of the same service) and the text', async () => {
    const leader = agency('leader');
    const { otherRangeOfSame } = await serviceNotIn(app(), leader);
    const row = await insertService(app(), leader);
    expect(otherRangeOfSame).toBeDefined();
    const before = await profileVersion(app(), leader);
    const res = await as('manager')<ServiceContractor>('PATCH', `${SC}/${row.id}/`, {
      service_range: otherRangeOfSame,
      description: 'Новый текст услуги',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.service_range!.id).toBe(otherRangeOfSame);
    expect(res.body.description).toBe('Новый текст услуги');
    const after = await profileVersion(app(), leader);
    expect(after.version).toBe(before.version + 1);
    expect(after.document).toContain('Новый текст услуги');
  });

  it('refuses another service’s range, another service and unknown fields, changing nothing', async () => {
    const leader = agency('leader');
    const row = await insertService(app(), leader);
    const { foreignRange } = await serviceNotIn(app(), leader);
    for (const [body, errors] of [
      [
        { service_range: foreignRange },
        { service_range: [PROFILE_MESSAGES.rangeOfAnotherService] },
      ],
      [{ service: row.serviceId }, { service: ['Неизвестное поле.'] }],
      [{ service_range: null }, { service_range: ['Это поле не может быть null.'] }],
    ] as const) {
      const res = await unchanged(leader, () => as('leader')('PATCH', `${SC}/${row.id}/`, body));
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errors);
    }
  });

  it('is refused to everyone outside the leader’s editors; another agency’s row is a 404', async () => {
    const row = await insertService(app(), agency('leader'));
    await refusedToOthers('PATCH', `${SC}/${row.id}/`, { description: 'Чужое' });
    await refusedToOthers('DELETE', `${SC}/${row.id}/`, undefined);
    expect((await as('leader')('PATCH', `${SC}/999999/`, { description: 'x' })).status).toBe(404);
  });

  it('removes the service and its case links, keeping the cases, refreshing the profile', async () => {
    const leader = agency('leader');
    const link = await insertServiceCase(app(), leader);
    const before = await profileVersion(app(), leader);
    const res = await as('leader')('DELETE', `${SC}/${link.serviceContractorId}/`);
    expect(res.status).toBe(204);
    const db = app().db.db;
    expect(
      await db
        .select()
        .from(serviceContractors)
        .where(eq(serviceContractors.id, link.serviceContractorId)),
    ).toEqual([]);
    expect(await db.select().from(serviceCases).where(eq(serviceCases.id, link.id))).toEqual([]);
    const cases = await as('leader')<{ results: { id: number }[] }>(
      'GET',
      `/case/api/v1/cases/contractors/${leader}/`,
    );
    expect(cases.body.results.map((c) => c.id)).toContain(link.caseId);
    expect((await profileVersion(app(), leader)).version).toBe(before.version + 1);
  });
});

describe('GET service-contractors/contractor/{id}/', () => {
  it('lists a published agency’s services with ranges and linked cases, for everyone', async () => {
    const leader = agency('leader');
    const link = await insertServiceCase(app(), leader);
    const res = await as('guest')<ServiceContractor[]>('GET', `${SC}/contractor/${leader}/`);
    expect(res.status).toBe(200);
    const linked = res.body.find((s) => s.id === link.serviceContractorId);
    expect(linked).toMatchObject({ contractor: leader, cases: [link.caseId] });
    expect(linked!.service_range).toMatchObject({
      id: expect.any(Number) as number,
      name: expect.any(String) as string,
    });
    expect(res.body.every((s) => s.contractor === leader)).toBe(true);
  });

  it('shows an unpublished agency’s services only to its own people', async () => {
    const other = agency('otherLeader');
    for (const role of ['guest', 'client', 'leader'] as const)
      expect((await as(role)('GET', `${SC}/contractor/${other}/`)).status).toBe(404);
    const own = await as('otherLeader')<ServiceContractor[]>('GET', `${SC}/contractor/${other}/`);
    expect(own.status).toBe(200);
    expect(own.body.length).toBeGreaterThan(0);
    expect((await as('guest')('GET', `${SC}/contractor/999999/`)).status).toBe(404);
  });
});

describe('service-cases', () => {
  it('links a case to a service of the same agency and unlinks it', async () => {
    const leader = agency('leader');
    const service = await insertService(app(), leader);
    const agencyCase = await insertCase(app(), leader);
    const before = await profileVersion(app(), leader);
    const res = await as('manager')<{ id: number }>('POST', `${LINKS}/`, {
      service_contractor: service.id,
      case: agencyCase.id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number) as number,
      service_contractor: service.id,
      case: agencyCase.id,
    });
    expect((await profileVersion(app(), leader)).version).toBe(before.version + 1);

    const again = await unchanged(leader, () =>
      as('leader')('POST', `${LINKS}/`, { service_contractor: service.id, case: agencyCase.id }),
    );
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ non_field_errors: [PROFILE_MESSAGES.caseServiceTaken] });

    expect((await as('leader')('DELETE', `${LINKS}/${res.body.id}/`)).status).toBe(204);
    expect(
      await app().db.db.select().from(serviceCases).where(eq(serviceCases.id, res.body.id)),
    ).toEqual([]);
  });

  it('refuses a service or a case of another agency (as absent), changing nothing', async () => {
    const leader = agency('leader');
    const other = agency('otherLeader');
    const ownService = await insertService(app(), leader);
    const ownCase = await insertCase(app(), leader);
    const otherService = await insertService(app(), other);
    const otherCase = await insertCase(app(), other);
    for (const [body, errors] of [
      [
        { service_contractor: ownService.id, case: otherCase.id },
        { case: [PROFILE_MESSAGES.notOurCase] },
      ],
      [
        { service_contractor: otherService.id, case: ownCase.id },
        { service_contractor: [PROFILE_MESSAGES.notOurService] },
      ],
      [
        { service_contractor: 999_999, case: 999_998 },
        {
          service_contractor: [PROFILE_MESSAGES.notOurService],
          case: [PROFILE_MESSAGES.notOurCase],
        },
      ],
      [{ service_contractor: ownService.id }, { case: ['Обязательное поле.'] }],
    ] as const) {
      const res = await unchanged(leader, () =>
        unchanged(other, () => as('leader')('POST', `${LINKS}/`, body)),
      );
      expect(res.status).toBe(400);
      expect(res.body).toEqual(errors);
    }
  });

  it('is refused to everyone outside the leader’s editors; another agency’s link is a 404', async () => {
    const leader = agency('leader');
    const service = await insertService(app(), leader);
    const agencyCase = await insertCase(app(), leader);
    await refusedToOthers(
      'POST',
      `${LINKS}/`,
      { service_contractor: service.id, case: agencyCase.id },
      false,
    );
    const link = await insertServiceCase(app(), leader);
    await refusedToOthers('DELETE', `${LINKS}/${link.id}/`, undefined);
  });
});
