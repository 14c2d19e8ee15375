import { BUDGET_BANDS } from '../../../contract/budget';
import {
  HARD_FILTERS,
  MATCHING_CRITERIA,
  MATCHING_CRITERION_KEYS,
  type MatchingCriterion,
  type RankedContractor,
} from '../../../contract/matching';
import { reviewsCount } from '../../../contract/rating';
import type { MatchingRequirements } from '../../../contract/requirements';
import type { MatchingRow } from './matching-query';
import { quoteName } from '../../../contract/quote';

// A statement row as the client reads it: what matched for each criterion, what an inclusion fails.

type Names = MatchingRow['names'];
const nameOf = (names: Record<string, string>, id: number) => names[String(id)] ?? `№${id}`;
const list = (names: Record<string, string>, ids: readonly number[]) =>
  ids.map((id) => nameOf(names, id)).join(', ');
const placeName = (names: Names, place: MatchingRequirements['locations'][number]) =>
  place.cityId === null
    ? nameOf(names.countries, place.countryId)
    : nameOf(names.cities, place.cityId);
const share = (matched: number, of: number) => (matched === of ? '' : ` (${matched} из ${of})`);

function matchedText(
  criterion: MatchingCriterion,
  row: MatchingRow,
  r: MatchingRequirements,
): string {
  const m = row.matched;
  const names = row.names;
  switch (criterion) {
    case 'services':
      if (r.services.length === 0) return 'Услуги не заданы';
      if (m.services.length === 0) return 'Нет ни одной из нужных услуг';
      return `${list(names.services, m.services)}${share(m.services.length, r.services.length)}`;
    case 'price': {
      const checks =
        r.services.filter((s) => s.minPrice !== null || s.maxPrice !== null).length +
        (r.budget === null ? 0 : 1);
      if (checks === 0) return 'Цены не заданы';
      const fits = [
        ...m.priceServices.map((id) => nameOf(names.services, id)),
        ...(m.band === true && r.budget !== null ? [`бюджет «${BUDGET_BANDS[r.budget]}»`] : []),
      ];
      return fits.length === 0 ? 'Цены не совпадают с нужными' : `В цену: ${fits.join(', ')}`;
    }
    case 'industries': {
      if (r.industryIds.length === 0) return 'Отрасли не заданы';
      const parts = r.industryIds.flatMap((id) => {
        const sources = [
          m.industriesProfile.includes(id) ? 'профиль' : null,
          m.industriesCases.includes(id) ? 'кейсы' : null,
          m.industriesClients.includes(id) ? 'клиенты' : null,
        ].filter((source) => source !== null);
        return sources.length === 0
          ? []
          : [`${nameOf(names.industries, id)} (${sources.join(', ')})`];
      });
      return parts.length === 0 ? 'Нет опыта в нужных отраслях' : parts.join('; ');
    }
    case 'location':
      if (r.locations.length === 0) return 'География не задана';
      if (m.locations.length === 0) return 'Не работает в нужных местах';
      return `${m.locations.map((index) => placeName(names, r.locations[index]!)).join(', ')}${share(m.locations.length, r.locations.length)}`;
    case 'languages':
      if (r.languageIds.length === 0) return 'Языки не заданы';
      if (m.languages.length === 0) return 'Не говорит на нужных языках';
      return `${list(names.languages, m.languages)}${share(m.languages.length, r.languageIds.length)}`;
    case 'reviews':
      if (row.reviewCount === 0) return 'Отзывов пока нет: средняя оценка';
      // The plain average a person reads is on the agency's page and in the comparison (contract/rating.ts);
      // the points here smooth it towards a prior, so the line names the count, not a second average.
      return `${reviewsCount(row.reviewCount)}: баллы с поправкой на их число`;
    case 'portfolio':
      return `Кейсов в портфолио: ${row.caseCount}`;
    case 'plan':
      if (row.points.plan === 0) return 'Бесплатный тариф';
      return row.planName === null ? 'Платный тариф' : `Тариф ${quoteName(row.planName)}`;
  }
}

/** The Russian reasons an inclusion fails the hard filters, in the filters' order. */
function failedFilters(row: MatchingRow, r: MatchingRequirements): string[] {
  const names = row.names;
  const missing = <T>(required: readonly T[], matched: (item: T) => boolean) =>
    required.filter((item) => !matched(item));
  const reasons = {
    published: () => 'Агентство не опубликовано в каталоге',
    services: () =>
      `Не оказывает услуги: ${list(
        names.services,
        missing(
          r.services.map((s) => s.serviceId),
          (id) => row.matched.services.includes(id),
        ),
      )}`,
    location: () =>
      `Не работает в нужных местах: ${r.locations.map((place) => placeName(names, place)).join(', ')}`,
    languages: () =>
      `Не говорит на языках: ${list(
        names.languages,
        missing(r.languageIds, (id) => row.matched.languages.includes(id)),
      )}`,
    staff: () => `Команда меньше нужной: от ${r.minStaff}`,
    budget: () => `Цены выше бюджета «${r.budget === null ? '' : BUDGET_BANDS[r.budget]}»`,
  };
  return HARD_FILTERS.filter((filter) => row.failed[filter]).map((filter) => reasons[filter]());
}

/** One ranked agency from its statement row. */
export function rankedContractor(row: MatchingRow, r: MatchingRequirements): RankedContractor {
  return {
    contractorId: row.id,
    score: row.score,
    includedByClient: row.included,
    favourite: row.favourite,
    failedFilters: row.included ? failedFilters(row, r) : [],
    explanation: MATCHING_CRITERION_KEYS.map((criterion) => ({
      criterion,
      label: MATCHING_CRITERIA[criterion].label,
      matched: matchedText(criterion, row, r),
      points: row.points[criterion],
    })),
  };
}
