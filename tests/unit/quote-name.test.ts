import { describe, expect, it } from 'vitest';
import { quoteName } from '../../contract/quote';

describe('quoteName', () => {
  it('wraps a name without quotes in «»', () => {
    expect(quoteName('Северный ветер')).toBe('«Северный ветер»');
    expect(quoteName('  Голос ')).toBe('«Голос»');
  });

  it('does not wrap a name that carries its own quotes', () => {
    expect(quoteName('ООО «Тестовая пекарня»')).toBe('ООО «Тестовая пекарня»');
    expect(quoteName('«Север»')).toBe('«Север»');
    expect(`Компания ${quoteName('ООО «Тестовая пекарня»')}`).not.toMatch(/»»|««/);
  });

  it('sets straight and English quotes in Russian typography, inner ones as „…“', () => {
    expect(quoteName('ООО "Ромашка"')).toBe('ООО «Ромашка»');
    expect(quoteName('“Solar” студия')).toBe('«Solar» студия');
    expect(quoteName('ООО «Дом «Солнце»»')).toBe('ООО «Дом „Солнце“»');
    expect(quoteName('АО "Завод "Прогресс""')).toBe('АО «Завод „Прогресс“»');
    expect(quoteName('«Дом „Солнце“»')).toBe('«Дом „Солнце“»');
  });

  it('keeps an unbalanced closing quote as it was written', () => {
    expect(quoteName('Дом» и сад')).toBe('Дом» и сад');
  });
});
