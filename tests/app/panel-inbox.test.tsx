import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { formatDataTime } from '../../src/lib/pwa/data-time';
import type { InboxItem } from '../../contract/tender';
import { stubApi } from './auth-support';
import { deliverNotification, deliverWindow, notificationOf } from './deliver-notification';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { LK, MY_AGENCY, myAgency, personalProfile } from './personal-profile-support';
import { INBOX, inboxItem, NOW, page, prepareInboxPages } from './panel-inbox-support';

// /panel/projects: the agency's inbox, its filter kept in the URL, its empty states, pages and a copy the
// worker answered from its cache; and «Требует ответа» on /panel.

prepareInboxPages();

const ITEMS = [
  inboxItem(),
  inboxItem({
    invitation: 32,
    project: 8,
    title: 'Сайт для застройщика',
    company_name: 'АО «Дом»',
    budget: null,
    status: 'accepted',
    state: 'tender',
    candidate_status: 'shortlisted',
    tender_deadline: '2026-12-10T12:00:00Z',
    proposal_submitted: true,
  }),
];

const serveInbox = (answer = () => page(ITEMS)) =>
  stubApi({
    [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency()),
    [`GET ${INBOX}`]: answer,
  });
const list = () => screen.findByRole('list', { name: /проекты|Новые|В тендере/i });

describe('/panel/projects', () => {
  it('lists each project as a card: title, company, budget, standing, what is due', async () => {
    visitAs('executor');
    const api = serveInbox();
    await renderApp('/panel/projects');
    expect(await screen.findByRole('heading', { level: 1, name: 'Проекты' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Проекты — Подряд'));
    const cards = within(await list()).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('link', { name: 'Ребрендинг сети кофеен' }).getAttribute('href')).toBe(
      '/panel/projects/7',
    );
    expect(cards[0]!.textContent).toContain('ООО «Кофейня»');
    expect(cards[0]!.textContent).toContain('15-30 млн руб');
    expect(cards[0]!.textContent).toContain('Новое');
    expect(cards[0]!.textContent).toContain('Ответить до 1 декабря');
    expect(cards[1]!.textContent).toContain('Бюджет не указан');
    expect(cards[1]!.textContent).toContain('В шорт-листе');
    expect(cards[1]!.textContent).toContain('Предложение отправлено · Предложения до 10 декабря');
    // The whole inbox: no filter asked of the server.
    expect(api.callsTo(INBOX)[0]!.query.get('state')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Страницы проектов' })).toBeNull();
  });

  it('filters by state through links kept in the URL', async () => {
    visitAs('executor');
    const api = serveInbox(() => page([ITEMS[1]]));
    const { router } = await renderApp('/panel/projects');
    const filters = within(await screen.findByRole('navigation', { name: 'Фильтр проектов' }));
    expect(filters.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Все',
      'Новые',
      'В тендере',
      'Выигранные',
      'Проигранные',
      'Отклонённые',
    ]);
    expect(filters.getByRole('link', { name: 'Все' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(filters.getByRole('link', { name: 'В тендере' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=tender'));
    // The router renders its new state in a transition: the links follow after it, not with it.
    await waitFor(() =>
      expect(filters.getByRole('link', { name: 'В тендере' }).getAttribute('aria-current')).toBe(
        'page',
      ),
    );
    await waitFor(() =>
      expect(filters.getByRole('link', { name: 'Все' }).hasAttribute('aria-current')).toBe(false),
    );
    await waitFor(() =>
      expect(api.calls.some((call) => call.query.get('state') === 'tender')).toBe(true),
    );
    expect(await screen.findByRole('list', { name: 'В тендере' })).toBeTruthy();
  });

  it('says so in Russian when a filter has nothing, and an unknown state reads as the whole inbox', async () => {
    visitAs('executor');
    serveInbox(() => page([]));
    const { unmount } = await renderApp('/panel/projects?state=won');
    expect(await screen.findByText('Выигранных проектов пока нет.')).toBeTruthy();
    unmount();

    const api = serveInbox(() => page([]));
    await renderApp('/panel/projects?state=bogus');
    expect(await screen.findByText(/^Приглашений пока нет\./)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Заполнить профиль' }).getAttribute('href')).toBe(
      '/panel/company-profile',
    );
    expect(api.callsTo(INBOX)[0]!.query.get('state')).toBeNull();
  });

  it('pages a long inbox through ?page=', async () => {
    visitAs('executor');
    const api = serveInbox(() => page(ITEMS, 45));
    const { router } = await renderApp('/panel/projects?state=new');
    const pager = await screen.findByRole('navigation', { name: 'Страницы проектов' });
    expect(within(pager).getByText('1').getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(pager).getByRole('link', { name: 'Страница 3' }));
    await waitFor(() => expect(router.state.location.search).toBe('?state=new&page=3'));
    await waitFor(() =>
      expect(
        api.calls.some(
          (call) => call.query.get('page') === '3' && call.query.get('state') === 'new',
        ),
      ).toBe(true),
    );
  });

  it('a copy from the worker’s cache says when its data is from', async () => {
    visitAs('executor');
    const written = Date.parse('2026-11-25T09:30:00Z');
    serveInbox(
      () =>
        new Response(
          JSON.stringify({ count: 1, next: null, previous: null, results: [ITEMS[0]] }),
          {
            headers: { 'Content-Type': 'application/json', Date: new Date(written).toUTCString() },
          },
        ),
    );
    await renderApp('/panel/projects');
    const note = await screen.findByText(/^Данные на/);
    expect(note.textContent).toBe(
      `Данные на ${formatDataTime(written)}: показана сохранённая копия`,
    );
  });

  it('a fresh answer has no such note', async () => {
    visitAs('executor');
    serveInbox(
      () =>
        new Response(
          JSON.stringify({ count: 1, next: null, previous: null, results: [ITEMS[0]] }),
          {
            headers: { 'Content-Type': 'application/json', Date: NOW.toUTCString() },
          },
        ),
    );
    await renderApp('/panel/projects');
    await list();
    expect(screen.queryByText(/^Данные на/)).toBeNull();
  });
});

describe('/panel: «Требует ответа»', () => {
  it('lists new invitations and tenders closing soon without a proposal', async () => {
    visitAs('executor');
    const tenders = [
      inboxItem({
        invitation: 40,
        project: 10,
        title: 'Скоро дедлайн',
        status: 'accepted',
        state: 'tender',
        tender_deadline: '2026-11-27T12:00:00Z',
      }),
      inboxItem({
        invitation: 41,
        project: 11,
        title: 'Уже отправили',
        status: 'accepted',
        state: 'tender',
        tender_deadline: '2026-11-26T12:00:00Z',
        proposal_submitted: true,
      }),
      inboxItem({
        invitation: 42,
        project: 12,
        title: 'Дедлайн нескоро',
        status: 'accepted',
        state: 'tender',
        tender_deadline: '2026-12-20T12:00:00Z',
      }),
    ];
    stubApi({
      [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency()),
      [`GET ${LK}`]: () => jsonResponse(personalProfile()),
      [`GET ${INBOX}`]: (call) =>
        call.query.get('state') === 'new' ? page([inboxItem()], 3) : page(tenders),
    });
    await renderApp('/panel');
    const region = await screen.findByRole('region', { name: 'Требует ответа' });
    const items = await within(region).findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('link').textContent)).toEqual([
      'Ребрендинг сети кофеен',
      'Скоро дедлайн',
    ]);
    expect(items[0]!.textContent).toContain('Новое приглашение');
    expect(items[0]!.textContent).toContain('ответить до 1 декабря');
    expect(items[1]!.textContent).toContain('до 27 ноября');
    expect(items[1]!.textContent).toContain('предложение не отправлено');
    expect(within(items[1]!).getByRole('link').getAttribute('href')).toBe('/panel/projects/10');
    expect(region.textContent).toContain('И ещё 2 в разделе «Проекты».');
    // What /panel showed before stays below it.
    expect(await screen.findByRole('region', { name: 'Каталог агентств' })).toBeTruthy();
    expect(
      region.compareDocumentPosition(screen.getByRole('region', { name: 'Каталог агентств' })) &
        Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('nothing due: says so, with the way to every project', async () => {
    visitAs('executor');
    stubApi({
      [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency()),
      [`GET ${LK}`]: () => jsonResponse(personalProfile()),
      [`GET ${INBOX}`]: () => page([]),
    });
    await renderApp('/panel');
    const region = await screen.findByRole('region', { name: 'Требует ответа' });
    expect(
      await within(region).findByText('Новых приглашений и близких сроков тендеров нет.'),
    ).toBeTruthy();
    expect(within(region).getByRole('link', { name: 'Все проекты' }).getAttribute('href')).toBe(
      '/panel/projects',
    );
  });

  /** The panel's home with nothing to answer; `fresh` is what the inbox's new invitations answer next. */
  async function emptyPanel() {
    visitAs('executor');
    const fresh: InboxItem[] = [];
    const api = stubApi({
      [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency()),
      [`GET ${LK}`]: () => jsonResponse(personalProfile()),
      [`GET ${INBOX}`]: (call) => page(call.query.get('state') === 'new' ? fresh : []),
    });
    await renderApp('/panel');
    const region = await screen.findByRole('region', { name: 'Требует ответа' });
    expect(
      await within(region).findByText('Новых приглашений и близких сроков тендеров нет.'),
    ).toBeTruthy();
    return { api, fresh, region };
  }

  it('takes in a new invitation the moment its notification arrives', async () => {
    const { api, fresh, region } = await emptyPanel();
    const asked = api.callsTo(INBOX).length;

    fresh.push(inboxItem({ invitation: 50, project: 9, title: 'Сайт для пекарни' }));
    await deliverNotification('invitation_received', {
      project_id: 9,
      project: 'Сайт для пекарни',
      company: 'ООО «Кофейня»',
    });
    const link = await within(region).findByRole('link', { name: 'Сайт для пекарни' });
    expect(link.getAttribute('href')).toBe('/panel/projects/9');
    expect(within(region).getByRole('listitem').textContent).toContain('Новое приглашение');
    // Both of its lists were read again, once.
    expect(api.callsTo(INBOX).length).toBe(asked + 2);
  });

  it('takes in an invitation that came while the socket was down, from the window it sends again', async () => {
    const { fresh, region } = await emptyPanel();
    const known = notificationOf('employee_joined', {
      employee: 'Анна',
      email: 'a@b.ru',
      agency: 'А',
    });
    await deliverWindow([known]);

    fresh.push(inboxItem({ invitation: 51, project: 10, title: 'Упаковка для сыра' }));
    await deliverWindow([
      notificationOf('invitation_received', { project_id: 10, project: 'Упаковка для сыра' }),
      known,
    ]);
    expect(await within(region).findByRole('link', { name: 'Упаковка для сыра' })).toBeTruthy();
  });
});
