import { describe, expect, it } from 'vitest';
import {
  ordinalNeuter,
  priceRelation,
  standingOf,
  standingSentences,
} from '../../contract/tender-outcome';
import { NOTIFICATION_EVENTS } from '../../contract/notification-events';

// What an agency not chosen learns: its place among the proposals by the final score (from three proposals
// on), and the winner's price against its own within ±5 %.

const p = (score: number | null, price: number | null = 1_000_000) => ({ score, price });

describe('priceRelation', () => {
  it('is «the same» within 5 % of the agency’s own price, bounds included', () => {
    expect(priceRelation(949_999, 1_000_000)).toBe('below');
    expect(priceRelation(950_000, 1_000_000)).toBe('same');
    expect(priceRelation(1_050_000, 1_000_000)).toBe('same');
    expect(priceRelation(1_050_001, 1_000_000)).toBe('above');
  });
});

describe('standingOf', () => {
  const compared = [p(90, 800_000), p(75, 1_000_000), p(60, 1_300_000), p(75, 1_500_000)];

  it('counts the proposals scored higher: equal scores share a place', () => {
    expect(standingOf(compared[2]!, compared, 800_000, true)).toEqual({
      place: 4,
      proposals: 4,
      winner_price: 'below',
    });
    expect(standingOf(compared[1]!, compared, 800_000, true).place).toBe(2);
    expect(standingOf(compared[3]!, compared, 800_000, true).place).toBe(2);
  });

  it('tells nothing but the reason with fewer than three proposals or no proposal of its own', () => {
    expect(standingOf(p(50), [p(80), p(50)], 900_000, true)).toEqual({
      place: null,
      proposals: 2,
      winner_price: null,
    });
    expect(standingOf(null, compared, 800_000, true)).toEqual({
      place: null,
      proposals: 4,
      winner_price: null,
    });
  });

  it('keeps the price relation when the client says so, and a place when a score is unknown', () => {
    expect(standingOf(compared[2]!, compared, 800_000, false).winner_price).toBeNull();
    expect(standingOf(p(null), [p(null), p(80), p(70)], 2_000_000, true)).toEqual({
      place: null,
      proposals: 3,
      winner_price: 'above',
    });
  });
});

describe('standingSentences', () => {
  it('words the place with a Russian ordinal and the price relation', () => {
    expect(ordinalNeuter(1)).toBe('1-е');
    expect(ordinalNeuter(3)).toBe('3-е');
    expect(standingSentences({ place: 2, proposals: 4, winner_price: 'below' })).toEqual([
      'Ваше предложение — 2-е из 4 по итоговой оценке.',
      'Цена победителя ниже вашей.',
    ]);
    expect(standingSentences({ place: 3, proposals: 3, winner_price: 'same' })).toEqual([
      'Ваше предложение — 3-е из 3 по итоговой оценке.',
      'Цена победителя примерно такая же, как ваша.',
    ]);
    expect(standingSentences({ place: null, proposals: 2, winner_price: null })).toEqual([]);
  });

  it('goes into the notification of the agency not chosen, after the reason', () => {
    const text = NOTIFICATION_EVENTS.winner_chosen.text({
      project_id: 1,
      project: 'Сайт',
      won: false,
      reason: 'Выбрали агентство с опытом',
      place: 1,
      proposals: 3,
      winner_price: 'above',
    });
    expect(text).toBe(
      'Заказчик выбрал другого исполнителя проекта «Сайт». Причина: Выбрали агентство с опытом. ' +
        'Ваше предложение — 1-е из 3 по итоговой оценке. Цена победителя выше вашей. Спасибо за участие!',
    );
  });
});
