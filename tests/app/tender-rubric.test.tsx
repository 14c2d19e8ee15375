import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_CRITERIA, RUBRIC_MESSAGES } from '../../contract/tender-rubric';
import type { Evaluation, Rubric, RubricCriterion } from '../../contract/tender-rubric-api';
import { queryClient } from '../../src/lib/react-query';
import { jsonResponse, renderApp, visitAs } from './helpers';
import { CANDIDATES, fakeServer, prepareTenderTabs, TENDER } from './project-tender-support';
import { PROJECT } from './tender-support';

// «Критерии оценки» on the client's project (edited before the invitations, read only after) and «Ваша
// оценка» on the performers tab: marks as a draft, then «Отправить оценки»; the matrix shows the totals.

prepareTenderTabs();

const criteria = (): RubricCriterion[] =>
  DEFAULT_CRITERIA.map((c, position) => ({ ...c, scale: [...c.scale], id: null, position }));

const rubric = (extra: Partial<Rubric> = {}): Rubric => ({
  project: 2,
  criteria: criteria(),
  is_default: true,
  published: false,
  can_edit: true,
  ...extra,
});

describe('the rubric editor', () => {
  it('checks the weights’ sum, then saves the whole rubric', async () => {
    visitAs('client');
    const api = fakeServer(
      {},
      {
        'GET /tender/api/v1/projects/2/criteria/': () => jsonResponse(rubric()),
        'PUT /tender/api/v1/projects/2/criteria/': (call) =>
          jsonResponse(
            rubric({
              is_default: false,
              criteria: (call.body as { criteria: RubricCriterion[] }).criteria.map(
                (c, position) => ({ ...c, id: position + 1, position }),
              ),
            }),
          ),
      },
    );
    await renderApp('/dashboard/project/2');
    expect(await screen.findByRole('heading', { name: 'Критерии оценки' })).toBeTruthy();
    expect(screen.getByText('Сумма весов: 100 из 100')).toBeTruthy();
    const weights = screen.getAllByRole('spinbutton', { name: 'Вес' });
    expect(weights).toHaveLength(5);
    fireEvent.change(weights[0]!, { target: { value: '40' } });
    expect(screen.getByText('Сумма весов: 110 из 100')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить критерии' }));
    expect(await screen.findByText(RUBRIC_MESSAGES.weightsTotal)).toBeTruthy();
    expect(api.callsTo('/tender/api/v1/projects/2/criteria/')).toHaveLength(1); // the GET only
    fireEvent.change(weights[1]!, { target: { value: '10' } });
    fireEvent.change(screen.getAllByRole('textbox', { name: 'Название' })[1]!, {
      target: { value: 'Опыт в ритейле' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Сохранить критерии' }));
    await waitFor(() => expect(api.callsTo('/tender/api/v1/projects/2/criteria/')).toHaveLength(2));
    const put = api.callsTo('/tender/api/v1/projects/2/criteria/')[1]!;
    expect(put.method).toBe('PUT');
    const sent = (put.body as { criteria: RubricCriterion[] }).criteria;
    expect(sent.map((c) => [c.name, c.weight])).toEqual([
      ['Цена', 40],
      ['Опыт в ритейле', 10],
      ['Подход к задаче', 20],
      ['Команда', 15],
      ['Сроки', 15],
    ]);
    expect(sent[0]!.scale).toHaveLength(5);
  });

  it('reads only once published', async () => {
    visitAs('client');
    fakeServer(
      {},
      {
        'GET /tender/api/v1/projects/2/criteria/': () =>
          jsonResponse(rubric({ published: true, can_edit: false, is_default: false })),
      },
    );
    await renderApp('/dashboard/project/2');
    expect(await screen.findByText(/Критерии опубликованы с первым приглашением/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Сохранить критерии' })).toBeNull();
    expect(screen.getByText('Подход к задаче')).toBeTruthy();
    expect(screen.getAllByText('20 из 100')).toHaveLength(2);
  });
});

/** The 40/30/30 rubric with ids, as the evaluation reads it. */
const RUBRIC: RubricCriterion[] = [
  { id: 1, kind: 'price', name: 'Цена', weight: 40, scale: ['1', '2', '3', '4', '5'], position: 0 },
  {
    id: 2,
    kind: 'people',
    name: 'Подход к задаче',
    weight: 30,
    scale: ['Шаблон', 'Общий план', 'Разумно', 'Продуманно', 'Сильная идея'],
    position: 1,
  },
  {
    id: 3,
    kind: 'people',
    name: 'Команда',
    weight: 30,
    scale: ['1', '2', '3', '4', '5'],
    position: 2,
  },
];

function evaluation(submitted: boolean, marks: Map<string, number>): Evaluation {
  const other = submitted ? [{ evaluator: 8, mark: 3 }] : [];
  return {
    project: 2,
    round: 1,
    criteria: RUBRIC,
    evaluators: [
      {
        id: 1,
        name: 'Ольга Миронова',
        submitted_at: submitted ? '2026-11-20T10:00:00Z' : null,
        me: true,
      },
      { id: 8, name: 'Ольга Соколова', submitted_at: '2026-11-20T09:00:00Z', me: false },
    ],
    proposals: [21, 22].map((candidate, index) => ({
      candidate,
      contractor: 11 + index,
      contractor_name: index === 0 ? 'Северный ветер' : 'Агентство «Тезис»',
      price: index === 0 ? 20_000_000 : 35_000_000,
      timeline_days: 60,
      scores: RUBRIC.map((c) => {
        if (c.kind === 'price')
          return { criterion: 1, mark: index === 0 ? 5 : 2.9, marks: [], disagreement: false };
        const own = marks.get(`${candidate}:${c.id}`);
        const all = [...(own === undefined ? [] : [{ evaluator: 1, mark: own }]), ...other];
        return {
          criterion: c.id!,
          mark: submitted ? 4 : null,
          marks: all,
          disagreement: submitted && c.id === 2 && index === 0,
        };
      }),
      total: submitted ? (index === 0 ? 88 : 59.2) : null,
    })),
    can_mark: !submitted,
    note: submitted ? RUBRIC_MESSAGES.submitted : null,
    submitted,
  };
}

describe('the evaluation form', () => {
  it('saves a draft, sends every mark, then the matrix shows totals and a disagreement', async () => {
    visitAs('client');
    const marks = new Map<string, number>();
    let submitted = false;
    const url = '/tender/api/v1/projects/2/evaluation/';
    const api = fakeServer(
      { project: { ...PROJECT, status: 'tender' }, tender: TENDER, candidates: CANDIDATES() },
      {
        [`GET ${url}`]: () => jsonResponse(evaluation(submitted, marks)),
        [`PUT ${url}`]: (call) => {
          for (const m of (
            call.body as { marks: { candidate: number; criterion: number; mark: number }[] }
          ).marks)
            marks.set(`${m.candidate}:${m.criterion}`, m.mark);
          return jsonResponse(evaluation(submitted, marks));
        },
        [`POST ${url}submit/`]: () => {
          submitted = true;
          return jsonResponse(evaluation(submitted, marks));
        },
      },
    );
    await renderApp('/dashboard/project/2/performers');
    await screen.findByRole('heading', { name: 'Ваша оценка предложений' });
    const panel = screen.getByRole('form', { name: 'Ваша оценка предложений' });
    expect(screen.getByText('Ольга Соколова — оценки отправлены')).toBeTruthy();
    const send = within(panel).getByRole('button', { name: 'Отправить оценки' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const groups = within(panel).getAllByRole('group', { name: /Подход к задаче|Команда/ });
    expect(groups).toHaveLength(4);
    fireEvent.click(within(groups[0]!).getByRole('radio', { name: '5' }));
    expect(within(groups[0]!).getByText('5 — Сильная идея')).toBeTruthy();
    fireEvent.click(within(panel).getByRole('button', { name: 'Сохранить черновик' }));
    await waitFor(() => expect(marks.get('21:2')).toBe(5));
    // Before its own submission the reader sees no colleague's mark and no total in the matrix.
    expect(screen.getAllByText('после отправки ваших оценок').length).toBeGreaterThan(0);
    const again = await screen.findAllByRole('group', { name: /Подход к задаче|Команда/ });
    for (const group of again.slice(1))
      fireEvent.click(within(group).getByRole('radio', { name: '4' }));
    fireEvent.click(screen.getByRole('button', { name: 'Отправить оценки' }));
    expect(await screen.findByText(/Вы отправили оценки/)).toBeTruthy();
    expect(api.callsTo(`${url}submit/`)).toHaveLength(1);
    expect(await screen.findByText('88')).toBeTruthy();
    expect(screen.getByText('59,2')).toBeTruthy();
    expect(screen.getByText('Расхождение оценок')).toBeTruthy();
    expect(screen.getAllByText('Ольга Соколова: 3').length).toBeGreaterThan(0);
  });

  it('keeps the marks just set when the evaluation is fetched again (a colleague’s event)', async () => {
    visitAs('client');
    const url = '/tender/api/v1/projects/2/evaluation/';
    const api = fakeServer(
      { project: { ...PROJECT, status: 'tender' }, tender: TENDER, candidates: CANDIDATES() },
      { [`GET ${url}`]: () => jsonResponse(evaluation(false, new Map())) },
    );
    await renderApp('/dashboard/project/2/performers');
    const panel = await screen.findByRole('form', { name: 'Ваша оценка предложений' });
    const groups = within(panel).getAllByRole('group', { name: /Подход к задаче|Команда/ });
    fireEvent.click(within(groups[0]!).getByRole('radio', { name: '5' }));
    fireEvent.click(within(groups[1]!).getByRole('radio', { name: '3' }));

    const key = ['tender', 2, 'evaluation', 1];
    const fetchedAt = queryClient.getQueryState(key)?.dataUpdatedAt ?? 0;
    const calls = api.callsTo(url).length;
    vi.setSystemTime(fetchedAt + 60_000); // a minute later: the refetch's data is newer
    await act(() => queryClient.invalidateQueries({ queryKey: ['tender', 2] }));
    expect(api.callsTo(url).length).toBeGreaterThan(calls);
    expect(queryClient.getQueryState(key)?.dataUpdatedAt).toBeGreaterThan(fetchedAt);
    const form = screen.getByRole('form', { name: 'Ваша оценка предложений' });
    const after = within(form).getAllByRole('group', { name: /Подход к задаче|Команда/ });
    expect(within(after[0]!).getByRole<HTMLInputElement>('radio', { name: '5' }).checked).toBe(
      true,
    );
    expect(within(after[1]!).getByRole<HTMLInputElement>('radio', { name: '3' }).checked).toBe(
      true,
    );
    expect(within(form).getByText('Выставлено 2 из 4')).toBeTruthy();
  });
});
