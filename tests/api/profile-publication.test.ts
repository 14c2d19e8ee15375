import { eq, ne, and } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES } from '../../contract/profile-rules';
import { contractors, locationContractors, serviceContractors } from '../../server/db/schema';
import { insertLocation } from './helpers/profile';
import { useProfileApp } from './helpers/profile-setup';

// A published agency keeps the publication minimum: an edit that would take a part of it away is refused
// and changes nothing; the leader hides the agency first, or its people add a replacement first.

const { app, as, agency, unchanged, world } = useProfileApp();
const LC = '/location/api/v1/location-contractors';
const SC = '/service/api/v1/service-contractors';
const CT = '/contractor/api/v1/contractors';
const NO_PLACE = 'Укажите, где агентство работает: страну или город.';

const db = () => app().db.db;
const setPublished = (isPublished: boolean) =>
  db()
    .update(contractors)
    .set({ isPublished })
    .where(eq(contractors.id, agency('leader')));

/** The leader's (published) agency with exactly one place of work, which is returned. */
async function onePlaceLeft() {
  await setPublished(true);
  await db()
    .delete(locationContractors)
    .where(eq(locationContractors.contractorId, agency('leader')));
  return insertLocation(app(), agency('leader'));
}

describe('a published agency keeps its minimum', () => {
  it('removing its last place of work is refused, saying what it would lose', async () => {
    const last = await onePlaceLeft();
    const res = await unchanged(agency('leader'), () =>
      as('manager')('DELETE', `${LC}/${last.id}/`),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: [PROFILE_MESSAGES.keepsPublishable, NO_PLACE] });
  });

  it('with a replacement added first, the old place goes', async () => {
    const old = await onePlaceLeft();
    expect(
      (await as('manager')('POST', `${LC}/`, { country: old.countryId, city: null })).status,
    ).toBe(201);
    expect((await as('manager')('DELETE', `${LC}/${old.id}/`)).status).toBe(204);
  });

  it('clearing the description is refused, in the agency and through its account', async () => {
    await setPublished(true);
    const res = await unchanged(agency('leader'), () =>
      as('manager')('PATCH', `${CT}/${agency('leader')}/`, { description: '' }),
    );
    const lost = [PROFILE_MESSAGES.keepsPublishable, 'Расскажите об агентстве в описании.'];
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ non_field_errors: lost });
    const viaAccount = await unchanged(agency('leader'), () =>
      as('leader')(
        'PATCH',
        `/accounts/api/v1/contractor-accounts/${world().leader.contractorAccountId}/`,
        {
          contractor: { description: '' },
        },
      ),
    );
    expect(viaAccount).toMatchObject({
      status: 400,
      body: { 'contractor.non_field_errors': lost },
    });
  });

  it('removing the last service with a price range is refused', async () => {
    await setPublished(true);
    const [kept] = await db()
      .select()
      .from(serviceContractors)
      .where(eq(serviceContractors.contractorId, agency('leader')))
      .limit(1);
    await db()
      .delete(serviceContractors)
      .where(
        and(
          eq(serviceContractors.contractorId, agency('leader')),
          ne(serviceContractors.id, kept!.id),
        ),
      );
    const res = await unchanged(agency('leader'), () =>
      as('leader')('DELETE', `${SC}/${kept!.id}/`),
    );
    expect(res.status).toBe(400);
    expect((res.body as { non_field_errors: string[] }).non_field_errors[0]).toBe(
      PROFILE_MESSAGES.keepsPublishable,
    );
  });

  it('once the leader hides the agency, the last place may go', async () => {
    const last = await onePlaceLeft();
    const hidden = await as('leader')('PATCH', `${CT}/${agency('leader')}/`, {
      is_published: false,
    });
    expect(hidden.status).toBe(200);
    expect((await as('manager')('DELETE', `${LC}/${last.id}/`)).status).toBe(204);
    // …and it cannot be shown again without one.
    const again = await as('leader')('PATCH', `${CT}/${agency('leader')}/`, { is_published: true });
    expect(again).toMatchObject({ status: 400, body: { is_published: [NO_PLACE] } });
  });

  it('an agency already missing a part (older data) still changes everything else', async () => {
    await setPublished(true);
    await db()
      .delete(locationContractors)
      .where(eq(locationContractors.contractorId, agency('leader')));
    const res = await as('manager')('PATCH', `${CT}/${agency('leader')}/`, {
      website: 'https://north-wind.example',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  });
});
