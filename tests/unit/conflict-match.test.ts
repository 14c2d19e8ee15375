import { describe, expect, it } from 'vitest';
import {
  comparableName,
  conflictOf,
  reasonOf,
  sameName,
  type ClientEntry,
  type NamedCompetitor,
} from '../../server/modules/tender/conflict-match';

// Which named competitor an agency serves: names compared without case, quotes and legal forms; the level
// (the competitor itself, else a current client in the client's industry) and its Russian reasons.

const RETAIL = 7;
const entry = (over: Partial<ClientEntry>): ClientEntry => ({
  source: 'history',
  brandId: null,
  brandName: null,
  name: '',
  inn: null,
  industryId: null,
  yearFrom: null,
  yearTo: null,
  title: '',
  ...over,
});
const named = (over: Partial<NamedCompetitor>): NamedCompetitor => ({
  brandId: null,
  brandName: null,
  name: '',
  inn: null,
  ...over,
});
const facts = (competitors: NamedCompetitor[], entries: ClientEntry[]) => ({
  competitors,
  entries,
  clientIndustryId: RETAIL,
  clientName: 'Хлебный дом',
  year: 2026,
});

describe('names', () => {
  it('compare without case, ё, quotes, punctuation and legal forms', () => {
    expect(comparableName('ООО «Хлебный Дом»')).toBe('хлебный дом');
    expect(comparableName('"Хлебный дом", ПАО')).toBe('хлебный дом');
    expect(comparableName('Общество с ограниченной ответственностью „Ёлка“')).toBe('елка');
    expect(comparableName('ИП Иванов')).toBe('иванов');
    expect(comparableName('Acme, LLC')).toBe('acme');
    expect(sameName('ФГУП «Почта России»', 'Почта России')).toBe(true);
    expect(sameName('АНО «Россия — страна возможностей»', 'россия страна возможностей')).toBe(true);
    expect(sameName('АО «Т-Банк»', 'т банк')).toBe(true);
    expect(sameName('Хлебный дом', 'Хлебный двор')).toBe(false);
  });

  it('never match an empty name or a bare legal form', () => {
    expect(comparableName('ООО')).toBe('');
    expect(sameName('ООО', 'АО')).toBe(false);
    expect(sameName('', '')).toBe(false);
    expect(sameName(null, 'Лента')).toBe(false);
  });
});

describe('the level', () => {
  it('is `competitor` for the same brand, name or ИНН, with each match explained', () => {
    const result = conflictOf(
      facts(
        [named({ brandId: 3, brandName: 'ВкусВилл' }), named({ inn: '7707083893' })],
        [
          entry({ brandId: 3, brandName: 'ВкусВилл', yearFrom: 2024 }),
          entry({ source: 'case', name: 'ВКУСВИЛЛ', title: 'Запуск кофе', yearTo: 2023 }),
          entry({ source: 'platform', name: 'ПАО «Сбербанк»', inn: '7707083893', yearTo: 2025 }),
        ],
      ),
    );
    expect(result).toEqual({
      level: 'competitor',
      label: 'Работает с конкурентом',
      reasons: [
        'Работает с «ВкусВилл» (клиент с 2024 г.)',
        'Кейс для «ВКУСВИЛЛ»: «Запуск кофе» (2023 г.)',
        'Исполнитель проекта ПАО «Сбербанк» на платформе (2025 г.)',
      ],
    });
  });

  it('is `industry` for a current client in the client’s industry, without a direct match', () => {
    const current = entry({ name: 'Пекарня «Буше»', industryId: RETAIL, yearFrom: 2022 });
    const past = entry({ name: 'Ашан', industryId: RETAIL, yearFrom: 2015, yearTo: 2020 });
    const elsewhere = entry({ name: 'Аэрофлот', industryId: 9, yearFrom: 2020 });
    const itself = entry({ name: 'ООО «Хлебный дом»', industryId: RETAIL });
    expect(conflictOf(facts([named({ name: 'Лента' })], [current, past, elsewhere]))).toEqual({
      level: 'industry',
      label: 'Клиент в вашей отрасли',
      reasons: ['Текущий клиент в вашей отрасли: Пекарня «Буше» (клиент с 2022 г.)'],
    });
    expect(conflictOf(facts([named({ name: 'Лента' })], [past, elsewhere, itself]))).toBeNull();
    // this year's end still runs
    expect(conflictOf(facts([named({ name: 'Лента' })], [{ ...past, yearTo: 2026 }]))?.level).toBe(
      'industry',
    );
  });

  it('flags nobody for a project naming no competitor', () => {
    const current = entry({ name: 'Пекарня «Буше»', industryId: RETAIL, brandId: 3 });
    expect(conflictOf(facts([], [current]))).toBeNull();
  });
});

describe('the reasons', () => {
  it('say the years as a ranking criterion would', () => {
    const past = entry({ name: 'Лента', yearFrom: 2019, yearTo: 2023 });
    expect(reasonOf(past, 2026)).toBe('Работал с «Лента» (2019–2023 гг.)');
    expect(reasonOf({ ...past, yearFrom: 2023 }, 2026)).toBe('Работал с «Лента» (2023 г.)');
    expect(reasonOf({ ...past, yearFrom: null }, 2026)).toBe('Работал с «Лента» (до 2023 г.)');
    expect(reasonOf({ ...past, yearFrom: null, yearTo: null }, 2026)).toBe('Работает с «Лента»');
    expect(reasonOf(entry({ source: 'case', name: 'Лента' }), 2026)).toBe('Кейс для «Лента»');
  });
});
