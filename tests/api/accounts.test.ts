import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CompanyAccount, ContractorAccount } from '../../contract/accounts';
import type { Company } from '../../contract/company';
import type { Page } from '../../contract/drf';
import { call, innFor, registerActive } from './helpers/accounts';
import { buildTestApp, type TestApp } from './helpers/test-app';

// Company and agency accounts, end to end.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const ACC = '/accounts/api/v1';

describe('company accounts', () => {
  it('a new client has none, creates one, reads and edits it everywhere it shows', async () => {
    const { access: token } = await registerActive(t.app, 'client');
    const none = await call(t.app, 'GET', `${ACC}/company-accounts/get_company_by_user/`, {
      token,
    });
    expect(none.body).toEqual({ id: null, company: null });
    expect(
      (await call(t.app, 'GET', '/company/api/v1/companies/get_company_by_user/', { token }))
        .status,
    ).toBe(404);

    const created = await call<CompanyAccount>(t.app, 'POST', `${ACC}/company-accounts/`, {
      token,
      body: { company: { name: 'ООО «Вектор»', inn: innFor(41), size: 'small', website: '' } },
    });
    expect(created.status).toBe(201);
    expect(created.body.company).toMatchObject({
      name: 'ООО «Вектор»',
      inn: innFor(41),
      size: 'small',
      website: null,
    });
    const { id, company } = created.body as { id: number; company: { id: number } };

    const list = await call<Page<CompanyAccount>>(t.app, 'GET', `${ACC}/company-accounts/`, {
      token,
    });
    expect(list.body).toMatchObject({ count: 1, next: null, previous: null, results: [{ id }] });
    expect(
      (await call<CompanyAccount>(t.app, 'GET', '/company/api/v1/companies/my-account/', { token }))
        .body.id,
    ).toBe(id);

    const patched = await call<CompanyAccount>(t.app, 'PATCH', `${ACC}/company-accounts/${id}/`, {
      token,
      body: { company: { description: 'Производство упаковки' } },
    });
    expect(patched.body.company.description).toBe('Производство упаковки');
    const direct = await call<Company>(t.app, 'PATCH', `/company/api/v1/companies/${company.id}/`, {
      token,
      body: { website: 'https://vector.example' },
    });
    expect(direct.body).toMatchObject({
      description: 'Производство упаковки',
      website: 'https://vector.example',
    });
  });

  it('checks the ИНН and the references, with nested field paths', async () => {
    const { access: token } = await registerActive(t.app, 'client');
    const bad = await call(t.app, 'POST', `${ACC}/company-accounts/`, {
      token,
      body: { company: { name: '', inn: '7704123451', city: 999999 } },
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      'company.name': ['Это поле не может быть пустым.'],
      'company.inn': ['Неверный ИНН: не сходится контрольное число.'],
    });
    const city = await call(t.app, 'POST', `${ACC}/company-accounts/`, {
      token,
      body: { company: { name: 'Рога', inn: '12345', industry: 999999 } },
    });
    expect(city.body).toEqual({ 'company.inn': ['ИНН должен состоять из 10 или 12 цифр.'] });
    const refs = await call(t.app, 'POST', '/company/api/v1/companies/', {
      token,
      body: { name: 'Рога', inn: innFor(42), industry: 999999 },
    });
    expect(refs.body).toEqual({
      industry: ['Недопустимый первичный ключ "999999" - объект не существует.'],
    });
  });
});

describe('contractor accounts and staff', () => {
  it('a contractor user creates its agency once and leads it', async () => {
    const { access: token } = await registerActive(t.app, 'contractor');
    const none = await call(t.app, 'GET', `${ACC}/contractor-accounts/get_contractor_by_user/`, {
      token,
    });
    expect(none.body).toEqual({ id: null, type_account: null, role: null, contractor: null });
    const created = await call<ContractorAccount>(t.app, 'POST', `${ACC}/contractor-accounts/`, {
      token,
      body: { contractor: { name: 'Студия «Орбита»', inn: innFor(51), founded_year: 2018 } },
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      role: { name: 'leader' },
      contractor: { is_published: false },
    });
    const again = await call(t.app, 'POST', '/contractor/api/v1/contractors/', {
      token,
      body: { name: 'Вторая', inn: innFor(52) },
    });
    expect(again.body).toEqual({ non_field_errors: ['У вас уже есть агентство.'] });
    const future = await call(t.app, 'PATCH', `${ACC}/contractor-accounts/${created.body.id}/`, {
      token,
      body: { contractor: { founded_year: 2999 } },
    });
    expect(future.body).toEqual({
      'contractor.founded_year': ['Год основания не может быть в будущем.'],
    });
  });
});
