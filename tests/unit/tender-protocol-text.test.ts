import { describe, expect, it } from 'vitest';
import { detailsLine, moscowTime, outcomeLine } from '../../server/modules/tender/protocol-text';

// The protocol's words: each step's details as one Russian line in Moscow time, and the outcome.

describe('detailsLine', () => {
  it('reads every step’s details the recorders write', () => {
    expect(detailsLine({})).toBe('');
    expect(detailsLine({ expires_at: '2026-11-25T21:30:00Z' })).toBe(
      'Ответить до 26.11.2026 00:30',
    );
    expect(detailsLine({ reason: 'Нет свободной команды', comment: '' })).toBe(
      'Причина: Нет свободной команды',
    );
    expect(detailsLine({ reason: 'Другое', comment: 'Заняты до марта' })).toBe(
      'Причина: Другое; комментарий: «Заняты до марта»',
    );
    expect(detailsLine({ deadline: '2026-11-30T15:00:00Z' })).toBe(
      'Приём предложений до 30.11.2026 18:00',
    );
    expect(
      detailsLine({
        previous_deadline: '2026-11-21T15:00:00Z',
        deadline: '2026-11-24T09:00:00Z',
      }),
    ).toBe('Срок приёма предложений: 21.11.2026 18:00 → 24.11.2026 12:00');
    expect(detailsLine({ name: 'Студия Лето', reason: 'Выбрали по рекомендации' })).toBe(
      'Исполнитель «Студия Лето»; причина: Выбрали по рекомендации',
    );
    expect(detailsLine({ reason: 'Дороже', place: 2, proposals: 4, winner_price: 'below' })).toBe(
      'Причина: Дороже; место: 2-е из 4; цена победителя ниже',
    );
    expect(detailsLine({ question_id: 3, question: 'Какой тираж?', answer: '5000' })).toBe(
      'Вопрос: «Какой тираж?»; ответ: «5000»',
    );
    expect(
      detailsLine({
        fields: ['title', 'description', 'deadline'],
        changes: {
          title: { from: 'Сайт', to: 'Сайт пекарен' },
          description: { from: 'Было', to: 'Стало' },
          deadline: { from: null, to: '2027-03-01' },
        },
      }),
    ).toBe(
      'Название: «Сайт» → «Сайт пекарен»; описание изменено; срок сдачи: не указано → 01.03.2027',
    );
    expect(detailsLine({ again: true })).toBe('Отправлено повторно');
    expect(detailsLine({ review: 'contractor' })).toBe('Отзыв заказчика о работе агентства');
    expect(detailsLine({ price: 1_200_000, timeline_days: 45 })).toBe(
      'Цена 1\u00a0200\u00a0000 ₽; срок 45 дней',
    );
  });

  it('leaves out keys it does not know rather than show them raw', () => {
    expect(detailsLine({ secret_key: 'x', question_id: 7 })).toBe('');
  });
});

describe('moscowTime and outcomeLine', () => {
  it('writes Moscow’s time whatever the server’s zone', () => {
    expect(moscowTime('2026-12-31T21:05:00Z')).toBe('01.01.2027 00:05');
  });

  it('words each outcome', () => {
    const closing = {
      contractor: null,
      contractor_name: null,
      third_party_name: null,
      reason: '',
      closed_at: '2026-11-20T09:00:00Z',
    };
    expect(outcomeLine(null)).toBe('Тендер не завершён.');
    expect(
      outcomeLine({ ...closing, kind: 'winner', contractor: 4, contractor_name: 'Северный ветер' }),
    ).toBe('Победитель — «Северный ветер», выбран 20.11.2026 12:00.');
    expect(outcomeLine({ ...closing, kind: 'third_party', third_party_name: 'ООО «Лето»' })).toBe(
      'Выбран исполнитель вне платформы — ООО «Лето», 20.11.2026 12:00.',
    );
    expect(outcomeLine({ ...closing, kind: 'cancelled', reason: 'Бюджет перенесли' })).toBe(
      'Проект отменён 20.11.2026 12:00. Причина: Бюджет перенесли.',
    );
  });
});
