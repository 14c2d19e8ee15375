import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { stubApi } from './auth-support';

beforeAll(loadRouteModules);

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.useRealTimers());

describe('screens inside their layouts', () => {
  it('the dashboard: default layout, the client’s projects', async () => {
    visitAs('client');
    stubApi({
      'GET /project/api/v1/projects/': () =>
        jsonResponse({ count: 0, next: null, previous: null, results: [] }),
    });
    await renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1, name: 'Мои проекты' })).toBeTruthy();
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Мои проекты — Подряд'));
    const main = within(screen.getByRole('main'));
    expect(main.getAllByRole('link', { name: 'Создать проект' })[0]!.getAttribute('href')).toBe(
      '/create-project',
    );
    vi.unstubAllGlobals();
  });

  it('the panel: side menu with the staff page for the leader and for an employee (read-only there)', async () => {
    visitAs('executor');
    const { unmount } = await renderApp('/panel/staff');
    expect(await screen.findByRole('heading', { level: 1, name: 'Сотрудники' })).toBeTruthy();
    const menu = screen.getByRole('complementary', { name: 'Меню панели' });
    expect(within(menu).getByRole('link', { name: 'Проекты' }).getAttribute('href')).toBe(
      '/panel/projects',
    );
    expect(within(menu).getByRole('link', { name: 'Сотрудники' })).toBeTruthy();
    unmount();

    visitAs('employee');
    await renderApp('/panel/projects');
    const employeeMenu = await screen.findByRole('complementary', { name: 'Меню панели' });
    expect(within(employeeMenu).getByRole('link', { name: 'Сотрудники' })).toBeTruthy();
  });

  it('the auth layout: login placeholder without the site header', async () => {
    visitAs('guest');
    await renderApp('/auth/login');
    expect(await screen.findByRole('heading', { level: 1, name: 'Вход' })).toBeTruthy();
    // Its banner is the logo alone (inside a landmark, as everything on a page): no site navigation.
    const banner = screen.getByRole('banner');
    expect(
      within(banner)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/']);
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('the card layout: company registration 1/4 with a way to the next step', async () => {
    visitAs('guest');
    await renderApp('/create-company');
    expect(await screen.findByText('Регистрация компании 1/4')).toBeTruthy();
    expect(
      screen.getByText('Данные компании', { selector: '.flow-header__title span' }),
    ).toBeTruthy();
    // The step is a form now: «Далее» is its button (the company-flow tests walk it).
    expect(await screen.findByRole('button', { name: 'Далее' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Закрыть и вернуться на главную' }).getAttribute('href'),
    ).toBe('/');
  });

  it('the project flow header shows three steps, the current one active', async () => {
    visitAs('client');
    await renderApp('/performers/5');
    const steps = await screen.findByRole('list', { name: 'Этапы создания проекта' });
    const items = within(steps).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '1Заполнение проекта',
      '2Подбор исполнителей',
      '3Отправка приглашений',
    ]);
    expect(items.filter((item) => item.getAttribute('aria-current') === 'step')).toEqual([
      items[1],
    ]);
    expect(screen.getByText('Проверьте список подрядчиков')).toBeTruthy();
  });

  it('a panel legal page renders the real document inside the panel', async () => {
    visitAs('employee');
    await renderApp('/panel/user-agreement');
    expect(
      await screen.findByRole('heading', { level: 1, name: /Пользовательское соглашение/ }),
    ).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Меню панели' })).toBeTruthy();
  });
});

describe('the panel menu', () => {
  const sideMenu = () => within(screen.getByRole('complementary', { name: 'Меню панели' }));
  // The phone's «Меню» button and the panel it unfolds (hidden while folded), found once: role queries over
  // the whole app are slow in jsdom.
  const phoneMenuOf = () => {
    const button = screen.getByRole('button', { name: 'Меню' });
    // The panel is what the button says it controls: its aria-controls is what this test reads.
    // eslint-disable-next-line testing-library/no-node-access -- aria-controls names an id
    return { button, panel: document.getElementById(button.getAttribute('aria-controls')!)! };
  };

  it('lists the panel’s sections as plain links and marks the one holding the page', async () => {
    visitAs('employee');
    await renderApp('/panel/projects/7');
    await screen.findByRole('heading', { level: 1 });
    const links = sideMenu().getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Проекты', '/panel/projects'],
      ['Уведомления', '/panel/notifications'],
      ['Профиль компании', '/panel/company-profile'],
      ['Сотрудники', '/panel/staff'],
      ['Тарифы', '/panel/tariffs'],
      ['Мой профиль', '/panel/profile'],
      ['База знаний', '/panel/knowledgebase'],
    ]);
    // A project is below «Проекты»: the section is marked, not as the page itself.
    expect(sideMenu().getByRole('link', { name: 'Проекты' }).getAttribute('aria-current')).toBe(
      'true',
    );
    expect(links.filter((link) => link.hasAttribute('aria-current'))).toHaveLength(1);
    // No antd in the layout: its menu is not antd's.
    // eslint-disable-next-line testing-library/no-node-access -- antd is seen by its class names only
    expect(document.querySelector('[class*="ant-"]')).toBeNull();

    // «Документы» folds its four links away until asked.
    const documents = sideMenu().getByRole('button', { name: 'Документы' });
    expect(documents.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(documents);
    expect(documents.getAttribute('aria-expanded')).toBe('true');
    expect(
      sideMenu()
        .getAllByRole('link')
        .slice(7)
        .map((link) => link.getAttribute('href')),
    ).toEqual([
      '/panel/public-offer',
      '/panel/privacy-policy',
      '/panel/user-agreement',
      '/panel/mailing-agreement',
    ]);
  });

  it('shows a document’s group unfolded, the document as the current page', async () => {
    visitAs('executor');
    await renderApp('/panel/privacy-policy');
    await screen.findByRole('heading', { level: 1 });
    expect(
      sideMenu().getByRole('button', { name: 'Документы' }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(
      sideMenu()
        .getByRole('link', { name: 'Политика конфиденциальности' })
        .getAttribute('aria-current'),
    ).toBe('page');
  });

  it('on a phone: «Меню» unfolds it; Escape, a tap or the focus outside folds it', async () => {
    visitAs('executor');
    await renderApp('/panel/projects');
    const heading = await screen.findByRole('heading', { level: 1 });
    const { button: menuButton, panel } = phoneMenuOf();
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);

    fireEvent.click(menuButton);
    expect(menuButton.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    const phone = within(panel);
    expect(phone.getByRole('navigation', { name: 'Разделы панели' })).toBeTruthy();
    expect(phone.getByRole('link', { name: 'Проекты' }).getAttribute('aria-current')).toBe('page');

    // Escape: folded, the focus back on the button.
    phone.getByRole('link', { name: 'Тарифы' }).focus();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(panel.hidden).toBe(true);
    expect(menuButton).toHaveFocus();

    // A tap inside keeps it, outside folds it.
    fireEvent.click(menuButton);
    fireEvent.pointerDown(phone.getByRole('link', { name: 'Тарифы' }));
    expect(panel.hidden).toBe(false);
    fireEvent.pointerDown(heading);
    expect(panel.hidden).toBe(true);

    // The keyboard's focus leaving it (Tab past its last link) folds it too.
    fireEvent.click(menuButton);
    act(() => phone.getByRole('link', { name: 'База знаний' }).focus());
    expect(panel.hidden).toBe(false);
    act(() => within(screen.getByRole('contentinfo')).getAllByRole('link')[0]!.focus());
    expect(panel.hidden).toBe(true);
  });

  it('on a phone: following a link folds the menu, even the link of the page it is on', async () => {
    visitAs('executor');
    const { router } = await renderApp('/panel/projects');
    await screen.findByRole('heading', { level: 1 });
    const { button: menuButton, panel } = phoneMenuOf();
    const phone = within(panel);

    // A link: the page changes and the menu folds behind it.
    fireEvent.click(menuButton);
    fireEvent.click(phone.getByRole('link', { name: 'Тарифы' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/panel/tariffs'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Тарифы' })).toBeTruthy();
    expect(panel.hidden).toBe(true);
    expect(menuButton.getAttribute('aria-expanded')).toBe('false');

    // The link of the page it is on folds it too.
    fireEvent.click(menuButton);
    fireEvent.click(phone.getByRole('link', { name: 'Тарифы' }));
    expect(panel.hidden).toBe(true);
  });
});

describe('default header', () => {
  it('is absent from the clean layout (404), present on the test page', async () => {
    visitAs('guest');
    const { unmount } = await renderApp('/no-such-page');
    await screen.findByText('Запрашиваемая вами страница не найдена');
    expect(screen.queryByRole('banner')).toBeNull();
    unmount();
    await renderApp('/test-page');
    await screen.findByRole('heading', { name: 'Подбор за минуту' });
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('links for a guest and for a logged-in user', async () => {
    visitAs('guest');
    const { unmount } = await renderApp('/list');
    const header = await screen.findByRole('banner');
    expect(
      within(header).getByRole('link', { name: 'Как это работает' }).getAttribute('href'),
    ).toBe('/');
    expect(within(header).getByRole('link', { name: 'База знаний' }).getAttribute('href')).toBe(
      '/knowledgebase',
    );
    expect(within(header).getByRole('link', { name: 'Агентства' }).getAttribute('href')).toBe(
      '/list',
    );
    expect(within(header).getByRole('link', { name: 'Войти' }).getAttribute('href')).toBe(
      '/auth/login',
    );
    expect(within(header).getByRole('link', { name: 'Создать проект' }).getAttribute('href')).toBe(
      '/create-project',
    );
    expect(
      within(header).getByRole('link', { name: 'Подряд — на главную' }).getAttribute('href'),
    ).toBe('/');
    unmount();

    visitAs('executor');
    await renderApp('/list');
    const loggedIn = await screen.findByRole('banner');
    expect(
      within(loggedIn).getByRole('link', { name: 'Личный кабинет' }).getAttribute('href'),
    ).toBe('/panel');
    expect(within(loggedIn).getByRole('link', { name: 'Выйти' }).getAttribute('href')).toBe(
      '/auth/logout',
    );
    expect(within(loggedIn).queryByRole('link', { name: 'Войти' })).toBeNull();
    expect(within(loggedIn).getByRole('link', { name: 'Агентства' }).getAttribute('href')).toBe(
      '/list',
    );
  });
});

describe('footer', () => {
  it('has the product, six legal, media, career and social links', async () => {
    // Mid-year, so the year is the same in every time zone.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-06-15T12:00:00Z'));
    visitAs('guest');
    await renderApp('/list');
    const footer = await screen.findByRole('contentinfo');
    const href = (name: string) => within(footer).getByRole('link', { name }).getAttribute('href');
    expect(href('Создать проект')).toBe('/create-project');
    expect(href('Регистрация агентства')).toBe('/create-company');
    expect(href('Вход')).toBe('/auth/login');
    expect(href('Политика обработки персональных данных')).toBe('/personal-data-processing-policy');
    expect(href('Правила размещения контента')).toBe('/content-policy');
    for (const name of ['Медиа', 'Карьера', 'Видеоканал', 'Telegram']) {
      const link = within(footer).getByRole('link', { name });
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    }
    expect(within(footer).getByText(/© 2031 ООО «Подряд»/)).toBeTruthy();
  });

  it('offers a logged-in user its own area instead of the login form', async () => {
    visitAs('executor');
    await renderApp('/list');
    const footer = within(await screen.findByRole('contentinfo'));
    expect(footer.getByRole('link', { name: 'Личный кабинет' }).getAttribute('href')).toBe(
      '/panel',
    );
    expect(footer.queryByRole('link', { name: 'Вход' })).toBeNull();
  });
});
