import type { LegalSlug } from '../../../config/paths';

/** The documents' titles: the links between them need these, not the texts (each text is its own chunk). */
export const LEGAL_TITLES: Record<LegalSlug, string> = {
  'public-offer': 'Публичная оферта',
  'privacy-policy': 'Политика конфиденциальности',
  'user-agreement': 'Пользовательское соглашение',
  'content-policy': 'Правила размещения контента',
  'mailing-agreement': 'Согласие на получение рассылки',
  'personal-data-processing-policy': 'Политика обработки персональных данных',
};
