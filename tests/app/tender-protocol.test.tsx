import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { TenderProtocol } from '../../contract/tender-protocol-api';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { inboxProject, prepareInboxPages } from './panel-inbox-support';
import { serve } from './panel-project-support';
import { section as region } from './panel-section-support';
import { fakeServer } from './project-tender-support';

// The tender's protocol on the client's performers tab and on the agency's inbox project: a timeline in
// Moscow time whatever the reader's zone, the PDF downloaded with the session's token; and the client's
// record of how it runs its tenders, as the agency reads it.

prepareInboxPages();
// The performers tab's tender part is lazy: its code is loaded before a test waits on it.
beforeAll(() => import('../../src/features/project/components/TenderPerformers'));

const protocol = (overrides: Partial<TenderProtocol> = {}): TenderProtocol => ({
  project: 2,
  title: 'Ребрендинг сети кофеен',
  company_name: 'ООО «Кофейня»',
  reader_agency: null,
  tender: {
    opened_at: '2026-11-19T07:00:00Z',
    deadline: '2026-11-30T15:00:00Z',
    initial_deadline: null,
  },
  closing: null,
  outcome: 'Тендер не завершён.',
  events: [
    {
      id: 1,
      kind: 'invitation_sent',
      label: 'Приглашение отправлено',
      at: '2026-11-18T21:30:00Z',
      side: 'client',
      actor: 'Ольга Миронова',
      agency: 'Северный ветер',
      details: 'Ответить до 25.11.2026 00:30',
    },
    {
      id: 2,
      kind: 'invitation_declined',
      label: 'Приглашение отклонено',
      at: '2026-11-19T06:05:00Z',
      side: 'agency',
      actor: 'Андрей Северов',
      agency: 'Северный ветер',
      details: 'Причина: Нет свободной команды',
    },
  ],
  ...overrides,
});

const PROTOCOL = (project: number) => `/tender/api/v1/projects/${project}/protocol/`;

/** The zone of a reader far from Moscow: the protocol still shows Moscow's time. */
function readFromLosAngeles() {
  process.env.TZ = 'America/Los_Angeles';
}

describe('the client’s protocol on the performers tab', () => {
  it('lists the steps in Moscow time with who took them, and downloads the PDF with the token', async () => {
    visitAs('client');
    readFromLosAngeles();
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(`${this.download} ${this.href}`);
    });
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => `blob:${(blob as Blob).type}`);
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const api = fakeServer(
      {},
      {
        [`GET ${PROTOCOL(2)}`]: () => jsonResponse(protocol()),
        [`GET ${PROTOCOL(2)}pdf/`]: () =>
          new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
      },
    );
    await renderApp('/dashboard/project/2/performers');
    const list = await screen.findByRole('list', { name: 'Протокол тендера' });
    const steps = within(list).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      // 21:30 UTC is already the next day in Moscow
      '19 ноября 2026, 00:30Приглашение отправлено: «Северный ветер»Ольга МироноваОтветить до 25.11.2026 00:30',
      '19 ноября 2026, 09:05Приглашение отклоненоАндрей Северов («Северный ветер»)Причина: Нет свободной команды',
    ]);
    expect(screen.getByText('Тендер не завершён.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Скачать PDF протокола' }));
    await waitFor(() => expect(saved).toEqual(['Протокол-тендера-2.pdf blob:application/pdf']));
    const [call] = api.callsTo(`${PROTOCOL(2)}pdf/`);
    expect(call!.authorization).toBe('Bearer access-token');
  });

  it('says so when the protocol cannot be read, and the tab stays', async () => {
    visitAs('client');
    fakeServer({}, { [`GET ${PROTOCOL(2)}`]: () => jsonResponse({ detail: 'Ошибка.' }, 500) });
    await renderApp('/dashboard/project/2/performers');
    expect(await screen.findByText('Не удалось загрузить протокол.')).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Приглашённые агентства' })).toBeTruthy();
  });
});

describe('the agency’s protocol and the client’s record on the inbox project', () => {
  it('shows its excerpt of the protocol', async () => {
    visitAs('employee');
    serve(inboxProject({ status: 'declined' }), {
      [`GET ${PROTOCOL(7)}`]: () =>
        jsonResponse(
          protocol({
            project: 7,
            reader_agency: 'Северный ветер',
            events: [{ ...protocol().events[0]!, actor: 'ООО «Кофейня»' }, protocol().events[1]!],
          }),
        ),
    });
    await renderApp('/panel/projects/7');
    const card = await region('Протокол тендера');
    await waitFor(() => expect(within(card).getAllByRole('listitem')).toHaveLength(2));
    expect(card.textContent).toContain('Ваши шаги и общие для всех приглашённых.');
    expect(card.textContent).toContain('Приглашение отправлено: «Северный ветер»ООО «Кофейня»');
    expect(within(card).getByRole('button', { name: 'Скачать PDF протокола' })).toBeTruthy();
  });

  it('tells how the client runs its tenders: shares, medians, «нет данных» without any', async () => {
    visitAs('employee');
    serve(inboxProject({ status: 'viewed' }));
    await renderApp('/panel/projects/7');
    const record = await region('Репутация заказчика');
    const text = record.textContent.replace(/\u00a0/g, ' ');
    expect(text).toContain('Тендеров на платформе4');
    expect(text).toContain('Выбран победитель67 % из 3 завершённых');
    expect(text).toContain('Отменены33 % из 3 завершённых');
    expect(text).toContain('От приглашения до решениямедиана 12,5 дня');
    expect(text).toContain('Ответ на вопросмедиана 3,2 часа, ответил на 4 из 5');
  });

  it('a client with no tenders here: no data', async () => {
    visitAs('employee');
    serve(
      inboxProject({
        status: 'viewed',
        client_tenders: {
          tenders: 0,
          closed: 0,
          winner_share: null,
          cancelled_share: null,
          median_days_to_decision: null,
          questions: 0,
          questions_answered: 0,
          median_hours_to_answer: null,
        },
      }),
    );
    await renderApp('/panel/projects/7');
    const record = await region('Репутация заказчика');
    expect(record.textContent).toContain('Тендеров на платформе0');
    expect(record.textContent).toContain('Выбран победительнет данных');
    expect(record.textContent).toContain('От приглашения до решениянет данных');
    expect(record.textContent).toContain('Ответ на вопроснет данных');
  });
});
