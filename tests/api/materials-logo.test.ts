import type { CatalogueCard } from '../../contract/catalogue';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContractorAccount } from '../../contract/accounts';
import type { Contractor } from '../../contract/contractor';
import type { Page } from '../../contract/drf';
import type { Avatar } from '../../contract/materials';
import { contractors } from '../../server/db/schema';
import { call } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';
import { filePart, jpeg, postForm } from './helpers/uploads';
import { buildWorld, type World } from './helpers/world';

// The agency's logo: one of its own images, set with PATCH contractors/{id}/ and shown in every answer
// that carries the agency.

let t: TestApp;
let world: World;
let mine: Avatar;
let theirs: Avatar;
beforeAll(async () => {
  t = await buildTestApp();
  world = await buildWorld(t.app);
  const upload = async (role: keyof World) =>
    (
      await postForm<Avatar>(
        t.app,
        '/materials/api/v1/avatars/',
        [filePart(await jpeg())],
        world[role].session!.access,
      )
    ).body;
  mine = await upload('leader');
  theirs = await upload('otherLeader');
});
afterAll(() => t.close());

const CT = '/contractor/api/v1/contractors';
const token = (role: keyof World) => world[role].session?.access;
const agency = () => world.leader.contractorId!;
const patch = (body: unknown, role: keyof World = 'leader') =>
  call<Contractor>(t.app, 'PATCH', `${CT}/${agency()}/`, { token: token(role), body });
const logoRef = (a: Avatar) => ({ id: a.id, url: a.url, thumbnail_url: a.thumbnail_url });

describe('the logo', () => {
  it("a manager sets one of the agency's images; every answer with the agency shows it; null clears it", async () => {
    const set = await patch({ logo: mine.id }, 'manager');
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.logo).toEqual(logoRef(mine));

    const one = await call<Contractor>(t.app, 'GET', `${CT}/${agency()}/`);
    expect(one.body.logo).toEqual(logoRef(mine));
    const list = await call<Page<CatalogueCard>>(t.app, 'GET', `${CT}/?page_size=100`);
    // A catalogue card shows the logo's thumbnail.
    expect(list.body.results.find((card) => card.id === agency())?.logo).toBe(mine.thumbnail_url);
    const account = await call<ContractorAccount>(t.app, 'GET', `${CT}/my-account/`, {
      token: token('specialist'),
    });
    expect(account.body.contractor.logo).toEqual(logoRef(mine));
    const served = await t.app.inject({ method: 'GET', url: one.body.logo!.thumbnail_url });
    expect(served.statusCode).toBe(200);

    const cleared = await patch({ logo: null });
    expect(cleared).toMatchObject({ status: 200, body: { logo: null } });
    expect((await call<Contractor>(t.app, 'GET', `${CT}/${agency()}/`)).body.logo).toBeNull();
  });

  it("another agency's image or an unknown id → 400, the logo unchanged", async () => {
    await patch({ logo: mine.id });
    for (const id of [theirs.id, 987654]) {
      const res = await patch({ logo: id });
      expect(res).toMatchObject({
        status: 400,
        body: { logo: [`Недопустимый первичный ключ "${id}" - объект не существует.`] },
      });
    }
    const bad = await patch({ logo: 'logo.png' });
    expect(bad).toMatchObject({ status: 400, body: { logo: ['Введите целое число.'] } });
    const [row] = await t.app.db.db.select().from(contractors).where(eq(contractors.id, agency()));
    expect(row!.logoId).toBe(mine.id);
  });

  it('through contractor-accounts/{id}/ the same rule holds, under contractor.logo', async () => {
    const res = await call(
      t.app,
      'PATCH',
      `/accounts/api/v1/contractor-accounts/${world.leader.contractorAccountId}/`,
      { token: token('leader'), body: { contractor: { logo: theirs.id } } },
    );
    expect(res).toMatchObject({
      status: 400,
      body: {
        'contractor.logo': [`Недопустимый первичный ключ "${theirs.id}" - объект не существует.`],
      },
    });
  });

  it('the specialist cannot change it', async () => {
    const res = await patch({ logo: null }, 'specialist');
    expect(res.status).toBe(403);
  });

  it('a new agency has none', async () => {
    const other = await call<Contractor>(t.app, 'GET', `${CT}/${world.otherLeader.contractorId}/`, {
      token: token('otherLeader'),
    });
    expect(other.body.logo).toBeNull();
  });
});
