import { describe, expect, it } from 'vitest';
import { textSlips } from '../../e2e/support/russian-text';

const kinds = (text: string) => textSlips(text).map((slip) => `${slip.kind}: ${slip.found}`);

describe('textSlips: Latin words', () => {
  it('finds Latin words outside the allow-list, in text and in names alike', () => {
    expect(kinds('Increase Value')).toEqual(['latin: Increase', 'latin: Value']);
    expect(kinds('Загрузка… Loading')).toEqual(['latin: Loading']);
    // A Latin letter hidden in a Russian word is found too.
    expect(kinds('Пoдряд')).toEqual(['latin: o']);
  });

  it('lets through the allow-list, addresses, links and domains', () => {
    expect(kinds('SMM, SEO, PR и IT; счёт в PDF; URL страницы')).toEqual([]);
    expect(kinds('Пишите на client@podryad.example или https://podryad.ru/list?page=2')).toEqual(
      [],
    );
    expect(kinds('Сайт: golos-agency.ru')).toEqual([]);
    // A keyboard shortcut names keys as printed on them; a lone word after it is still read.
    expect(kinds('Уведомления (Alt+T)')).toEqual([]);
    expect(kinds('Alt Notifications')).toEqual(['latin: Alt', 'latin: Notifications']);
    // The allow-list is of whole words: a longer word that begins like one is not in it.
    expect(kinds('PRO-версия')).toEqual(['latin: PRO']);
  });
});

describe('textSlips: quotes', () => {
  it('finds two guillemets of one kind in a row', () => {
    expect(kinds('Компания «ООО «Тестовая пекарня»»')).toEqual(['quotes: »»']);
    expect(kinds('««Север»')).toEqual(['quotes: ««']);
    expect(kinds('«ООО „Тестовая пекарня“» и «Север»')).toEqual([]);
  });
});

describe('textSlips: counts', () => {
  it('accepts the form plural.ts chooses', () => {
    for (const text of [
      '1 агентство',
      '2 агентства',
      '5 агентств',
      '11 отзывов',
      '21 день',
      '22 дня',
      '12 месяцев',
      '1 000 проектов',
      '3 сотрудника',
      '101 услуга',
      '2 приглашения',
      '7 предложений',
      '4 кейса',
    ]) {
      expect(kinds(text), text).toEqual([]);
    }
  });

  it('finds a form plural.ts would not choose, whatever the case of the letters', () => {
    expect(kinds('Подходят 2 агентство')).toEqual(['agreement: 2 агентство']);
    expect(kinds('5 Отзыва')).toEqual(['agreement: 5 Отзыва']);
    expect(kinds('11 день')).toEqual(['agreement: 11 день']);
    expect(kinds('1 месяцев')).toEqual(['agreement: 1 месяцев']);
    expect(kinds('на 1 200 проекта')).toEqual(['agreement: 1 200 проекта']);
  });

  it('reads the genitive after «из», «до», «от»…', () => {
    expect(kinds('подходит 2 из 5 агентств')).toEqual([]);
    expect(kinds('из 21 агентства')).toEqual([]);
    expect(kinds('от 1 до 3 дней')).toEqual([]);
    expect(kinds('до 3 дня')).toEqual(['agreement: 3 дня']);
  });

  it('takes a fraction with the singular genitive, and leaves numbers that are not counts', () => {
    expect(kinds('1,5 месяца')).toEqual([]);
    expect(kinds('1,5 месяцев')).toEqual(['agreement: 1,5 месяцев']);
    expect(kinds('Счёт № 3 агентства')).toEqual([]);
    expect(kinds('10 агентствам')).toEqual([]); // another case of the noun: not a count's form
  });

  it('finds a plural verb before a count of one', () => {
    expect(kinds('Подходят 1 агентство')).toEqual(['agreement: Подходят 1 агентство']);
    expect(kinds('Подходят 21 агентство')).toEqual(['agreement: Подходят 21 агентство']);
    expect(kinds('Подходит 1 агентство')).toEqual([]);
    expect(kinds('Подходят 2 агентства')).toEqual([]);
  });
});
