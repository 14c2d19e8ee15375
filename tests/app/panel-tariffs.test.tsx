import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { SubscriptionState } from '../../contract/tariffs';
import { formatDataTime } from '../../src/lib/pwa/data-time';
import { queryClient } from '../../src/lib/react-query';
import { stubApi, type ApiCall } from './auth-support';
import { jsonResponse, loadRouteModules, renderApp, visitAs } from './helpers';
import { MY_AGENCY, myAgency } from './personal-profile-support';
import {
  cancelPath,
  INVOICES,
  invoice,
  NOW,
  paid,
  PAYMENT_DETAILS,
  PAYMENT_DETAILS_CREATE,
  paymentDetails,
  pdfPath,
  PLANS,
  plansPage,
  REQUISITES,
  SUBSCRIPTION,
  subscription,
} from './panel-tariffs-support';
import { fixClock, releaseClock } from './moscow-clock';

// /panel/tariffs: the plan in force and its usage, the plans compared, the invoices; /panel/tariffs/{slug}:
// periods and prices, the requisites checked as they are typed and by the server, the invoice, read-only
// below the leader.

beforeAll(loadRouteModules);
beforeEach(() => fixClock(NOW));
afterEach(() => {
  releaseClock();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  queryClient.clear();
});

type Extra = Record<string, (call: ApiCall) => Response>;

/** The plans, the agency's subscription (a handler may change it) and requisites, and what else a test answers. */
function serve(
  state: SubscriptionState = subscription(),
  extra: Extra = {},
  role: 'manager' | 'specialist' | null = null,
) {
  const server = { state };
  const api = stubApi({
    [`GET ${MY_AGENCY}`]: () => jsonResponse(myAgency(role)),
    [`GET ${PLANS}`]: () => plansPage(),
    [`GET ${SUBSCRIPTION}`]: () => jsonResponse(server.state),
    [`GET ${PAYMENT_DETAILS}`]: () => jsonResponse(paymentDetails()),
    ...extra,
  });
  return { api, server };
}

/** Text as read: Intl's no-break spaces as plain ones. */
const text = (element: Element) => element.textContent.replace(/\s/g, ' ');
const region = (name: string | RegExp) => screen.findByRole('region', { name });
const field = (label: string) => screen.getByLabelText<HTMLInputElement>(label);
const issueButton = () => screen.getByRole<HTMLButtonElement>('button', { name: 'Выставить счёт' });

describe('/panel/tariffs', () => {
  it('compares the plans side by side, the current one marked, with a button to each paid one', async () => {
    visitAs('executor');
    const { api } = serve(subscription({ plan: 'business', plan_name: 'Бизнес', current: paid() }));
    await renderApp('/panel/tariffs');
    expect(await screen.findByRole('heading', { level: 1, name: 'Тарифы' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Тарифы — Подряд'));

    const comparison = await region('Сравнение тарифов');
    const cards = await within(comparison).findAllByRole('listitem', {
      name: /Старт|Базовый|Бизнес/,
    });
    expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Старт',
      'Базовый',
      'Бизнес',
    ]);
    const [free, base, business] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(text(free)).toContain('Бесплатно');
    expect(text(free)).toContain('Чтобы попробовать.');
    expect(within(free).queryByRole('link')).toBeNull();
    expect(text(free)).not.toContain('Ваш тариф');

    expect(text(base)).toContain('4 900 ₽ в месяц');
    expect(text(base)).toContain('Отклики в месяц: 20');
    expect(
      within(base).getByRole('link', { name: 'Подключить тариф «Базовый»' }).getAttribute('href'),
    ).toBe('/panel/tariffs/base');

    expect(text(business)).toContain('14 900 ₽ в месяц');
    expect(text(business)).toContain('Ваш тариф');
    expect(text(business)).toContain('Популярный');
    expect(text(business)).toContain('Приоритет в подборе');
    expect(text(business)).toContain('Отклики в месяц: без ограничений');
    expect(text(business)).toContain('Сотрудники: 20');
    expect(
      within(business).getByRole('link', { name: 'Продлить тариф «Бизнес»' }).getAttribute('href'),
    ).toBe('/panel/tariffs/business');
    // The plans come in one request, the public list's one page.
    expect(api.callsTo(PLANS)[0]!.query.get('page_size')).toBe('100');
  });

  it('shows the plan in force: paid until, the next period, an unpaid invoice, and the usage lines', async () => {
    visitAs('executor');
    const next = paid({
      number: 9,
      period_months: 12,
      starts_at: '2026-12-02T09:00:00Z',
      ends_at: '2027-12-02T09:00:00Z',
    });
    const pending = invoice({ number: 12, plan: 'base', plan_name: 'Базовый', amount: 13965 });
    serve(
      subscription({
        plan: 'business',
        plan_name: 'Бизнес',
        current: paid(),
        next,
        pending,
        usage: [
          { key: 'proposals_per_month', used: 2, limit: 5 },
          { key: 'cases', used: 4, limit: null },
          { key: 'services', used: 5, limit: 3 },
        ],
        invoices: [pending, next, paid()],
      }),
    );
    await renderApp('/panel/tariffs');
    const tariff = await region('Ваш тариф: «Бизнес»');
    expect(text(tariff)).toContain('Оплачен до 2 декабря 2026.');
    expect(text(tariff)).toContain(
      'Следующий оплаченный период: «Бизнес», 12 месяцев, с 2 декабря 2026 до 2 декабря 2027.',
    );
    expect(text(tariff)).toContain('Счёт № 12 на «Базовый», 3 месяца — 13 965 ₽ Ожидает оплаты');
    expect(
      within(tariff).getByRole('link', { name: 'Открыть счёт № 12' }).getAttribute('href'),
    ).toBe('/panel/tariffs/base#invoice');

    const usage = within(within(tariff).getByRole('list', { name: 'Лимиты тарифа' }));
    const [proposals, cases, services] = usage.getAllByRole('listitem');
    expect(text(proposals!)).toContain('Отклики в месяц');
    expect(text(proposals!)).toContain('использовано 2 из 5 откликов в этом месяце');
    const meter = within(proposals!).getByRole('meter', { name: 'Отклики в месяц' });
    expect(meter.getAttribute('aria-valuenow')).toBe('2');
    expect(meter.getAttribute('aria-valuemax')).toBe('5');
    expect(text(cases!)).toContain('Кейсы');
    expect(text(cases!)).toContain('без ограничений');
    expect(within(cases!).queryByRole('meter')).toBeNull();
    // Above the limit (a smaller plan now): what that means, not «5 из 3», and the way to a bigger plan.
    expect(text(services!)).toContain('5 услуг, в тарифе — 3: новые не добавить');
    expect(text(services!)).not.toContain('5 из 3');
    expect(
      within(services!).getByRole('link', { name: 'Сменить тариф' }).getAttribute('href'),
    ).toBe('#tariffs-plans-title');
    expect(within(cases!).queryByRole('link')).toBeNull();

    const invoices = within(await region('Счета'));
    const rows = invoices.getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(text(rows[0]!)).toContain('Счёт № 12 · 25 ноября 2026');
    expect(text(rows[0]!)).toContain('«Базовый», 3 месяца · 13 965 ₽');
    expect(text(rows[0]!)).toContain('Ожидает оплаты');
    expect(text(rows[1]!)).toContain('«Бизнес», 12 месяцев');
    expect(text(rows[2]!)).toContain('Оплачен');
  });

  it('a free agency: its plan, no paid period, and no invoices yet', async () => {
    visitAs('executor');
    serve();
    await renderApp('/panel/tariffs');
    const tariff = await region('Ваш тариф: «Старт»');
    expect(text(tariff)).toContain('Бесплатный тариф: действует, пока не оплачен другой.');
    expect(text(tariff)).toContain('3 из 3 услуг');
    expect(text(await region('Счета'))).toContain('Счетов пока нет.');
    const comparison = await region('Сравнение тарифов');
    const free = await within(comparison).findByRole('listitem', { name: 'Старт' });
    expect(text(free)).toContain('Ваш тариф');
  });

  it('a copy from the worker’s cache says when its data is from', async () => {
    visitAs('executor');
    const written = Date.parse('2026-11-25T07:30:00Z');
    serve(subscription(), {
      [`GET ${SUBSCRIPTION}`]: () =>
        new Response(JSON.stringify(subscription()), {
          headers: { 'Content-Type': 'application/json', Date: new Date(written).toUTCString() },
        }),
    });
    await renderApp('/panel/tariffs');
    const note = await screen.findByText(/^Данные на/);
    expect(note.textContent).toBe(
      `Данные на ${formatDataTime(written)}: показана сохранённая копия`,
    );
  });

  it('downloads an invoice’s PDF with the session’s token and saves it as a file', async () => {
    visitAs('executor');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    // Object URLs are Node's here: the test sees what it would open, and nothing is kept.
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:${(blob as Blob).type}`);
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const { api } = serve(subscription({ invoices: [paid()] }), {
      [`GET ${pdfPath(7)}`]: () =>
        new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    await renderApp('/panel/tariffs');
    fireEvent.click(await screen.findByRole('button', { name: 'Скачать PDF счёта № 7' }));
    await waitFor(() => expect(saved).toEqual(['Счёт-7.pdf blob:application/pdf']));
    const [call] = api.callsTo(pdfPath(7));
    expect(call!.method).toBe('GET');
    expect(call!.authorization).toBe('Bearer access-token');
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:application/pdf'));
  });
});

describe('/panel/tariffs/{slug}', () => {
  it('the period changes the price, each with its discount', async () => {
    visitAs('executor');
    serve();
    await renderApp('/panel/tariffs/business');
    expect(await screen.findByRole('heading', { level: 1, name: 'Тариф «Бизнес»' })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Тариф «Бизнес» — Подряд'));
    const plan = await region('Что входит');
    expect(text(plan)).toContain('Приоритет в подборе');
    expect(text(plan)).toContain('Кейсы: без ограничений');

    const periods = await region('Срок и сумма');
    const radios = within(periods).getAllByRole<HTMLInputElement>('radio');
    expect(radios.map((radio) => text(radio.labels![0]!))).toEqual([
      '1 месяц14 900 ₽',
      '3 месяца42 465 ₽−5 %',
      '12 месяцев151 980 ₽−15 %',
    ]);
    expect(text(periods)).toContain('К оплате: 14 900 ₽ за 1 месяц');
    fireEvent.click(within(periods).getByRole('radio', { name: /12 месяцев/ }));
    expect(text(periods)).toContain('К оплате: 151 980 ₽ за 12 месяцев');
  });

  it('prefills the requisites with the agency’s draft; a wrong ИНН is refused before anything is sent', async () => {
    visitAs('executor');
    const { api } = serve(subscription(), {
      [`GET ${PAYMENT_DETAILS}`]: () =>
        jsonResponse(
          paymentDetails({
            ...Object.fromEntries(Object.keys(REQUISITES).map((key) => [key, ''])),
            legal_name: 'ООО «Северный ветер»',
            inn: '7707083893',
            saved: false,
            updated_at: null,
          }),
        ),
    });
    await renderApp('/panel/tariffs/business');
    await screen.findByRole('form', { name: 'Реквизиты компании' });
    expect(field('Полное наименование').value).toBe('ООО «Северный ветер»');
    expect(field('ИНН').value).toBe('7707083893');
    expect(field('БИК').value).toBe('');
    expect(screen.getByText(/Реквизиты ещё не сохранены/)).toBeTruthy();
    // Nothing saved yet: no invoice.
    expect(issueButton().disabled).toBe(true);

    fireEvent.change(field('ИНН'), { target: { value: '7707083894' } });
    fireEvent.blur(field('ИНН'));
    expect(
      await screen.findByText('Неверный ИНН: проверьте цифры (10 для организации, 12 для ИП).'),
    ).toBeTruthy();
    expect(field('ИНН').getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Сохранить реквизиты' }));
    expect(await screen.findByText('Укажите юридический адрес.')).toBeTruthy();
    expect(screen.getByText('БИК — 9 цифр и начинается с 04.')).toBeTruthy();
    expect(api.callsTo(PAYMENT_DETAILS_CREATE)).toHaveLength(0);
  });

  it('saves the requisites; the server’s field error lands under its field', async () => {
    visitAs('executor');
    let answer = () =>
      jsonResponse({ settlement_account: ['Расчётный счёт закрыт в этом банке.'] }, 400);
    const { api } = serve(subscription(), {
      [`POST ${PAYMENT_DETAILS_CREATE}`]: () => answer(),
    });
    await renderApp('/panel/tariffs/business');
    await screen.findByRole('form', { name: 'Реквизиты компании' });
    expect(field('Расчётный счёт').value).toBe(REQUISITES.settlement_account);
    expect(issueButton().disabled).toBe(false);

    fireEvent.change(field('Банк'), { target: { value: 'ПАО «Сбербанк России»' } });
    // Changed since saved: the invoice waits for them.
    await waitFor(() => expect(issueButton().disabled).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить реквизиты' }));
    expect(await screen.findByText('Расчётный счёт закрыт в этом банке.')).toBeTruthy();
    expect(field('Расчётный счёт').getAttribute('aria-invalid')).toBe('true');
    expect(field('Расчётный счёт').getAttribute('aria-describedby')).toContain('error');
    expect(api.callsTo(PAYMENT_DETAILS_CREATE)[0]!.body).toEqual({
      ...REQUISITES,
      bank_name: 'ПАО «Сбербанк России»',
    });

    answer = () => jsonResponse(paymentDetails({ bank_name: 'ПАО «Сбербанк России»' }), 201);
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить реквизиты' }));
    expect(await screen.findByText('Реквизиты сохранены.')).toBeTruthy();
    await waitFor(() => expect(issueButton().disabled).toBe(false));
  });

  it('issues an invoice for the chosen period and shows it, awaiting payment; the leader may cancel it', async () => {
    visitAs('executor');
    const issued = invoice();
    const { api, server } = serve(subscription(), {
      [`POST ${INVOICES}`]: () => {
        server.state = subscription({ pending: issued, invoices: [issued] });
        return jsonResponse(issued, 201);
      },
      [`POST ${cancelPath(12)}`]: () => {
        const cancelled = invoice({ status: 'cancelled', cancelled_at: NOW.toISOString() });
        server.state = subscription({ invoices: [cancelled] });
        return jsonResponse(cancelled);
      },
    });
    await renderApp('/panel/tariffs/business');
    await screen.findByRole('form', { name: 'Реквизиты компании' });
    fireEvent.click(screen.getByRole('radio', { name: /3 месяца/ }));
    fireEvent.click(issueButton());

    const shown = await region('Счёт № 12 от 25 ноября 2026');
    // Brought to the reader: its heading takes the focus.
    await waitFor(() => expect(within(shown).getByRole('heading')).toHaveFocus());
    expect(api.callsTo(INVOICES)[0]!.body).toEqual({ plan: 'business', period_months: 3 });
    expect(text(shown)).toContain('«Бизнес», 3 месяца');
    expect(text(shown)).toContain('42 465 ₽, без НДС');
    expect(text(shown)).toContain('Сорок две тысячи четыреста шестьдесят пять рублей 00 копеек');
    expect(text(shown)).toContain('Ожидает оплаты');
    expect(text(shown)).toContain('Тариф начнёт действовать, как только оплата поступит');
    expect(within(shown).getByRole('button', { name: 'Скачать PDF' })).toBeTruthy();

    fireEvent.click(within(shown).getByRole('button', { name: 'Отменить счёт' }));
    const question = within(shown).getByRole('group', { name: 'Отменить счёт № 12?' });
    fireEvent.click(within(question).getByRole('button', { name: 'Отменить счёт' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: /Счёт № 12/ })).toBeNull());
    expect(await screen.findByText('Счёт № 12 отменён.')).toBeTruthy();
    expect(api.callsTo(cancelPath(12))).toHaveLength(1);
  });

  it('a manager sees the plan and the requisites read-only, and who may buy', async () => {
    visitAs('employee');
    const { api } = serve(
      subscription({ pending: invoice(), invoices: [invoice()] }),
      {},
      'manager',
    );
    await renderApp('/panel/tariffs/business');
    expect(
      await screen.findByText('Выбирать и оплачивать тариф может только руководитель.'),
    ).toBeTruthy();
    await screen.findByRole('form', { name: 'Реквизиты компании' });
    expect(field('ИНН').readOnly).toBe(true);
    expect(field('Расчётный счёт').readOnly).toBe(true);
    expect(screen.queryByRole('button', { name: 'Сохранить реквизиты' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Выставить счёт' })).toBeNull();
    // The unpaid invoice: readable and downloadable, not cancellable.
    const shown = await region('Счёт № 12 от 25 ноября 2026');
    expect(within(shown).getByRole('button', { name: 'Скачать PDF' })).toBeTruthy();
    expect(within(shown).queryByRole('button', { name: 'Отменить счёт' })).toBeNull();
    // The periods still show their prices.
    fireEvent.click(screen.getByRole('radio', { name: /3 месяца/ }));
    expect(text(await region('Срок и сумма'))).toContain('К оплате: 42 465 ₽ за 3 месяца');
    expect(api.calls.filter((call) => call.method !== 'GET')).toEqual([]);
  });

  it('the free plan needs no invoice; an unknown plan is the app’s not-found page', async () => {
    visitAs('executor');
    serve();
    const { unmount } = await renderApp('/panel/tariffs/free');
    expect(await screen.findByRole('heading', { level: 1, name: 'Тариф «Старт»' })).toBeTruthy();
    expect(screen.getByText('Этот тариф бесплатный')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Реквизиты компании' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Выставить счёт' })).toBeNull();
    unmount();

    serve();
    await renderApp('/panel/tariffs/platinum');
    expect(
      await screen.findByText('Возможно, страница была удалена или никогда не существовала.', {
        exact: false,
      }),
    ).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('Страница не найдена — Подряд'));
  });
});
