import type { LanguageSeed } from './types';

// Working languages of agencies (ISO 639-1).
export const languages: LanguageSeed[] = [
  { name: 'Русский', code: 'ru' },
  { name: 'Английский', code: 'en' },
  { name: 'Китайский', code: 'zh' },
  { name: 'Казахский', code: 'kk' },
  { name: 'Узбекский', code: 'uz' },
  { name: 'Белорусский', code: 'be' },
  { name: 'Армянский', code: 'hy' },
  { name: 'Грузинский', code: 'ka' },
  { name: 'Азербайджанский', code: 'az' },
  { name: 'Киргизский', code: 'ky' },
  { name: 'Таджикский', code: 'tg' },
  { name: 'Татарский', code: 'tt' },
  { name: 'Украинский', code: 'uk' },
  { name: 'Турецкий', code: 'tr' },
  { name: 'Арабский', code: 'ar' },
  { name: 'Сербский', code: 'sr' },
  { name: 'Немецкий', code: 'de' },
  { name: 'Французский', code: 'fr' },
  { name: 'Испанский', code: 'es' },
  { name: 'Итальянский', code: 'it' },
  { name: 'Японский', code: 'ja' },
  { name: 'Корейский', code: 'ko' },
];
