import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { CONFIDENTIAL_FIELD, CONFIDENTIALITY_TERMS } from '../../contract/tender-confidential';
import { stubApi } from './auth-support';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { invitationPath, prepareInboxPages, projectPath } from './panel-inbox-support';
import { serve, viewed } from './panel-project-support';
import { section as region } from './panel-section-support';

// /panel/projects/{id} of a confidential project whose terms the agency has not accepted: the outline and
// «Условия конфиденциальности» with «Принимаю условия»; once accepted, the whole brief loads.

prepareInboxPages();

/** The project as the server sends it before the terms: a neutral name, no client, no description. */
const outline = () =>
  viewed({
    invitation: 41,
    title: 'Конфиденциальный проект: Брендинг',
    company: null,
    company_name: null,
    confidential: true,
    brief_hidden: true,
    description: '',
    message: '',
    match: null,
    client_record: null,
    client_tenders: null,
  });

describe('a confidential brief before its terms', () => {
  it('shows the outline and the terms; «Принимаю условия» loads the whole brief', async () => {
    visitAs('executor');
    const { api, state } = serve(outline(), {
      [`POST ${invitationPath(41)}accept-terms/`]: () => {
        state.project = viewed({ invitation: 41, confidential: true, brief_hidden: false });
        return jsonResponse({ id: 41, terms_accepted_at: '2026-11-25T12:00:00Z' });
      },
    });
    await renderApp('/panel/projects/7');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Конфиденциальный проект: Брендинг' }),
    ).toBeTruthy();
    const brief = await region('Кратко о проекте');
    expect(brief.textContent).toContain('Откроется после принятия условий');
    expect(brief.textContent).toContain('Брендинг, Дизайн упаковки');
    expect(brief.textContent).toContain('HoReCa');
    expect(brief.textContent).toContain('Москва');
    expect(brief.textContent).toContain('15-30 млн руб');
    expect(brief.textContent).not.toContain('Заказчик не добавил описание');
    expect(screen.queryByRole('region', { name: 'Репутация заказчика' })).toBeNull();

    const terms = await region('Условия конфиденциальности');
    for (const term of CONFIDENTIALITY_TERMS) expect(terms.textContent).toContain(term);
    // Neither questions nor the protocol are asked for before the terms.
    expect(api.callsTo(`/tender/api/v1/projects/7/questions/`)).toHaveLength(0);
    expect(api.callsTo(`/tender/api/v1/projects/7/protocol/`)).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Принимаю условия' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ребрендинг сети кофеен' }),
    ).toBeTruthy();
    const full = await region('Бриф проекта');
    expect(full.textContent).toContain('ООО «Кофейня»');
    expect(full.textContent).toContain('Новый знак, упаковка и вывески для 40 кофеен.');
    expect(screen.queryByRole('region', { name: 'Условия конфиденциальности' })).toBeNull();
    expect(api.callsTo(`${invitationPath(41)}accept-terms/`)).toHaveLength(1);
    await waitFor(() => expect(api.callsTo(projectPath(7)).length).toBeGreaterThan(1));
  });

  it('a specialist reads the terms without the button', async () => {
    visitAs('employee');
    serve({ ...outline(), can_answer: false }, {}, 'specialist');
    await renderApp('/panel/projects/7');
    const terms = await region('Условия конфиденциальности');
    expect(terms.textContent).toContain(
      'Принять условия могут руководитель и менеджеры агентства.',
    );
    expect(screen.queryByRole('button', { name: 'Принимаю условия' })).toBeNull();
  });

  it('shows the server’s refusal of the terms', async () => {
    visitAs('executor');
    serve(outline(), {
      [`POST ${invitationPath(41)}accept-terms/`]: () =>
        jsonResponse({ status: ['Срок ответа на приглашение истёк.'] }, 400),
    });
    await renderApp('/panel/projects/7');
    fireEvent.click(await screen.findByRole('button', { name: 'Принимаю условия' }));
    expect(await screen.findByText('Срок ответа на приглашение истёк.')).toBeTruthy();
  });
});

const PROJECT = {
  id: 2,
  company: 9,
  author: 1,
  title: 'Соцсети и контент для сети пекарен',
  description: 'Ведение трёх аккаунтов',
  budget: 'LESS_15M',
  start_date: null,
  deadline: null,
  status: 'draft',
  requirements: 4,
  requirements_version: 1,
  confidential: false,
  invited: false,
  created_at: '2026-11-01T10:00:00.000Z',
  updated_at: '2026-11-01T10:00:00.000Z',
};
const PROJECT_PATH = '/project/api/v1/projects/2/';

describe('«Конфиденциальный проект» on the description tab', () => {
  it('is ticked before any invitation and sent; once invited it stays on, locked, saying why', async () => {
    visitAs('client');
    const api = stubApi({
      [`GET ${PROJECT_PATH}`]: () => jsonResponse(PROJECT),
      [`PATCH ${PROJECT_PATH}`]: (call) => jsonResponse({ ...PROJECT, ...(call.body as object) }),
    });
    await renderApp('/dashboard/project/2/description');
    const box = await screen.findByRole('checkbox', { name: CONFIDENTIAL_FIELD.label });
    expect(screen.getByText(CONFIDENTIAL_FIELD.hint)).toBeTruthy();
    fireEvent.click(box);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() =>
      expect(api.callsTo(PROJECT_PATH).find((call) => call.method === 'PATCH')?.body).toMatchObject(
        { confidential: true },
      ),
    );
  });

  it('locks the box of an invited confidential project', async () => {
    visitAs('client');
    stubApi({
      [`GET ${PROJECT_PATH}`]: () =>
        jsonResponse({ ...PROJECT, status: 'matching', confidential: true, invited: true }),
    });
    await renderApp('/dashboard/project/2/description');
    const box = await screen.findByRole<HTMLInputElement>('checkbox', {
      name: CONFIDENTIAL_FIELD.label,
    });
    expect(box.checked).toBe(true);
    expect(box.disabled).toBe(true);
    expect(screen.getByText(CONFIDENTIAL_FIELD.locked)).toBeTruthy();
  });
});
