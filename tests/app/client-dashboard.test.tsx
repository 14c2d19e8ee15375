import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { stubApi } from './auth-support';
import { fakeServer, page, prepareClientProject, PROJECT } from './client-project-support';

// The client's dashboard against a fake server: the projects' cards, none, a failure; a project's 404 and
// its edit form.

prepareClientProject();

describe('/dashboard', () => {
  it('shows each project with its status, budget, dates, matched count and next step', async () => {
    visitAs('client');
    const api = fakeServer();
    await renderApp('/dashboard');
    const project = await screen.findByRole('article', { name: PROJECT.title });
    const inCard = within(project);
    expect(inCard.getByText('Черновик')).toBeTruthy();
    expect(inCard.getByText('менее 15 млн руб · 1 апр 2027 — 31 дек 2027')).toBeTruthy();
    expect(await inCard.findByText('3 агентства')).toBeTruthy();
    // The invitations' counts are another answer than the ranking's: each comes in its own render.
    await waitFor(() => expect(project.textContent).toContain('Приглашены2 агентства'));
    await waitFor(() => expect(project.textContent).toContain('Ответили1 агентство'));
    expect(inCard.getByRole('link', { name: 'Посмотреть исполнителей' }).getAttribute('href')).toBe(
      '/performers/2',
    );
    // The count comes from the smallest page of the stored ranking.
    const count = api.callsTo('/contractor/api/projects/2/dynamic-contractor/')[0]!;
    expect(count.query.get('use_cache')).toBe('true');
    expect(count.query.get('page_size')).toBe('1');
  });

  it('leads a project in work to accepting its work, and an accepted one to its outcome', async () => {
    visitAs('client');
    stubApi({
      'GET /project/api/v1/projects/': () =>
        jsonResponse(
          page([
            { ...PROJECT, id: 5, title: 'Сайт доставки', status: 'in_work' },
            { ...PROJECT, id: 6, title: 'Фирменный стиль', status: 'completed' },
          ]),
        ),
    });
    await renderApp('/dashboard');
    const inWork = within(await screen.findByRole('article', { name: 'Сайт доставки' }));
    expect(inWork.getByText('В работе')).toBeTruthy();
    expect(inWork.getByRole('link', { name: 'К приёмке работы' }).getAttribute('href')).toBe(
      '/dashboard/project/5/winner',
    );
    const accepted = within(screen.getByRole('article', { name: 'Фирменный стиль' }));
    expect(accepted.getByText('Работа принята')).toBeTruthy();
    expect(accepted.getByRole('link', { name: 'Итоги и отзыв' }).getAttribute('href')).toBe(
      '/dashboard/project/6/winner',
    );
    expect(screen.queryByRole('link', { name: 'Посмотреть исполнителей' })).toBeNull();
  });

  it('offers to create the first project when there is none', async () => {
    visitAs('client');
    stubApi({ 'GET /project/api/v1/projects/': () => jsonResponse(page([])) });
    await renderApp('/dashboard');
    expect(await screen.findByText(/У вашей компании пока нет проектов/)).toBeTruthy();
    const links = within(screen.getByRole('main')).getAllByRole('link', { name: 'Создать проект' });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/create-project');
  });

  it('says so when the projects cannot be loaded', async () => {
    visitAs('client');
    stubApi({ 'GET /project/api/v1/projects/': () => jsonResponse({ detail: 'Ошибка' }, 500) });
    await renderApp('/dashboard');
    expect(await screen.findByText('Не удалось загрузить проекты')).toBeTruthy();
  });
});

describe('/dashboard/project/{id}', () => {
  it('is a 404 for a project that is not the client’s', async () => {
    visitAs('client');
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    stubApi({});
    await renderApp('/dashboard/project/77');
    expect(await screen.findByText('Запрашиваемая вами страница не найдена')).toBeTruthy();
  });

  it('edits the project and shows the server’s errors on their fields', async () => {
    visitAs('client');
    const api = stubApi({
      'GET /project/api/v1/projects/2/': () => jsonResponse(PROJECT),
      'PATCH /project/api/v1/projects/2/': () =>
        jsonResponse({ deadline: ['Срок сдачи не может быть раньше желаемой даты начала.'] }, 400),
    });
    await renderApp('/dashboard/project/2/description');
    const title = await screen.findByLabelText('Название проекта');
    fireEvent.change(title, { target: { value: 'Соцсети пекарен' } });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(
      await screen.findByText('Срок сдачи не может быть раньше желаемой даты начала.'),
    ).toBeTruthy();
    const patch = api.callsTo('/project/api/v1/projects/2/').find((c) => c.method === 'PATCH')!;
    expect(patch.body).toMatchObject({
      title: 'Соцсети пекарен',
      budget: 'LESS_15M',
      start_date: '2027-04-01',
      deadline: '2027-12-31',
    });
  });
});
