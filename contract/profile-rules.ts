// Limits and messages of an agency's profile parts (no zod: the app's forms import them from here).

export const SERVICE_TEXT_MAX = 1000;
export const CLIENT_NAME_MAX = 200;
export const CLIENT_HISTORY_TEXT_MAX = 2000;
export const CASE_TITLE_MAX = 200;
export const CASE_TEXT_MAX = 10_000;
export const CASE_RESULTS_MAX = 5000;
/** Services one case may prove. */
export const CASE_SERVICES_MAX = 50;
/** The earliest year a case or a client history may name. */
export const PROFILE_YEAR_MIN = 1900;

/** The service's own time zone: «this year» is Moscow's whatever the caller's zone. */
export const SERVICE_TIME_ZONE = 'Europe/Moscow';

/** The year `now` falls in, in Moscow. */
export function yearInMoscow(now: Date): number {
  const year = new Intl.DateTimeFormat('en-US', { timeZone: SERVICE_TIME_ZONE, year: 'numeric' })
    .formatToParts(now)
    .find((part) => part.type === 'year')!.value;
  return Number(year);
}

export const PROFILE_MESSAGES = {
  futureYear: 'Год не может быть в будущем.',
  yearOrder: 'Год начала не может быть позже года окончания.',
  clientRequired: 'Выберите бренд или укажите название клиента.',
  clientTwice: 'Укажите либо бренд, либо название клиента, но не оба.',
  serviceTaken: 'Эта услуга уже есть в профиле агентства.',
  industryTaken: 'Эта отрасль уже есть в профиле агентства.',
  languageTaken: 'Этот язык уже есть в профиле агентства.',
  locationTaken: 'Это место работы уже есть в профиле агентства.',
  caseServiceTaken: 'Этот кейс уже привязан к этой услуге.',
  rangeOfAnotherService: 'Этот диапазон цен относится к другой услуге.',
  cityOfAnotherCountry: 'Этот город находится в другой стране.',
  notOurService: 'Этой услуги нет в профиле агентства.',
  notOurCase: 'Этого кейса нет в портфолио агентства.',
  serviceTwice: 'Услуга указана дважды.',
  /** A change that would leave a published agency below the publication minimum (its missing parts follow). */
  keepsPublishable:
    'Агентство показывается в каталоге, и без этого его нельзя там оставить. Сначала добавьте замену или скройте агентство из каталога.',
} as const;
