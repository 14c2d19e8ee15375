import { describe, expect, it } from 'vitest';
import type { Page } from '../../contract/drf';
import type { RefusalReason } from '../../contract/reference';
import type { Candidate } from '../../contract/tender';
import { T, useTenderApp } from './helpers/tender';

// Each side refuses with its own reasons: the client rejects a proposal with the client's list
// (`?side=client`), an agency declines with the agency's (the default); «Другое» needs a comment.

const t = useTenderApp();
const { as, inTender, invited, answer, candidateOf } = t;

async function reasons(side?: 'client' | 'agency') {
  const res = await as('client')<Page<RefusalReason>>(
    'GET',
    `${T}/refusal-reason/?page_size=100${side ? `&side=${side}` : ''}`,
  );
  expect(res.status).toBe(200);
  return res.body.results;
}
const named = (list: RefusalReason[], name: string) => list.find((r) => r.name === name)!.id;

describe('refusal reasons by side', () => {
  it('lists the agency’s reasons by default and the client’s with side=client', async () => {
    const agency = (await reasons()).map((r) => r.name);
    expect(agency).toEqual((await reasons('agency')).map((r) => r.name));
    expect(agency).toContain('Бюджет ниже наших расценок');
    expect((await reasons('client')).map((r) => r.name)).toEqual([
      'Цена выше бюджета',
      'Сроки не подходят',
      'Мало релевантного опыта',
      'Подход не подходит',
      'Выбран другой исполнитель',
      'Проект перенесён или отменён',
      'Другое',
    ]);
    const bad = await as('client')('GET', `${T}/refusal-reason/?side=buyer`);
    expect(bad.status).toBe(400);
  });

  it('rejects a proposal with a client reason only, «Другое» with a comment', async () => {
    const { mine, theirs } = await inTender();
    // Both invitees sent: the proposals opened, so the client may decide.
    const sent = await as('otherLeader')('PATCH', `${T}/tender-candidates/${theirs.id}/`, {
      price: 900_000,
      timeline_days: 30,
      approach: 'Снимем за неделю.',
      submit: true,
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const reject = (body: object) =>
      as('client')<Candidate>('PATCH', `${T}/tender-candidates/${mine.id}/`, {
        status: 'rejected',
        ...body,
      });
    const agencyReason = named(await reasons('agency'), 'Бюджет ниже наших расценок');
    const wrongSide = await reject({ rejection_reason: agencyReason });
    expect(wrongSide.status).toBe(400);
    expect(wrongSide.body).toEqual({ rejection_reason: ['Причина не найдена.'] });
    const client = await reasons('client');
    const other = await reject({ rejection_reason: named(client, 'Другое') });
    expect(other.body).toEqual({
      rejection_comment: ['Для причины «Другое» напишите, в чём дело.'],
    });
    expect((await candidateOf('leader', mine.project)).status).toBe('participant');
    const ok = await reject({ rejection_reason: named(client, 'Цена выше бюджета') });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('declines an invitation with an agency reason only', async () => {
    const { invitation } = await invited();
    const id = invitation('leader').id;
    const clientReason = named(await reasons('client'), 'Сроки не подходят');
    const wrongSide = await answer('leader', id, {
      status: 'declined',
      refusal_reason: clientReason,
    });
    expect(wrongSide.body).toEqual({ refusal_reason: ['Причина не найдена.'] });
    const other = named(await reasons('agency'), 'Другое');
    const bare = await answer('leader', id, { status: 'declined', refusal_reason: other });
    expect(bare.body).toEqual({ refusal_comment: ['Для причины «Другое» напишите, в чём дело.'] });
    const ok = await answer('leader', id, {
      status: 'declined',
      refusal_reason: other,
      refusal_comment: 'Переезжаем в новый офис',
    });
    expect(ok.status).toBe(200);
  });
});
