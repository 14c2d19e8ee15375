import { eq, inArray } from 'drizzle-orm';
import { MATCHING_CRITERIA } from '../../../contract/matching';
import type { ProjectRequirements } from '../../../contract/requirements';
import type { Db } from '../../db/client';
import { cities, contractors, countries, industries, languages, services } from '../../db/schema';
import type { Scored } from '../matching';
import { quoteName } from '../../../contract/quote';

// What the tender shows beside an agency's ranking score: the score the comparison ranks by, the required
// services it covers, and what the agency could do to score higher.

/**
 * The comparison's final score of an agency's proposal: the ranking's score against the brief, the matrix's
 * «Совпадение с брифом» (out of 100). The matrix and the places told to the agencies not chosen read this one.
 */
export const finalScore = (scores: Map<number, Scored>, contractorId: number): number | null =>
  scores.get(contractorId)?.score ?? null;

/** The required service names, for the comparison matrix's covered and missing. */
export async function requiredServiceNames(
  db: Db,
  requirements: ProjectRequirements | null,
): Promise<Map<number, string>> {
  const ids = requirements?.services.map((s) => s.serviceId) ?? [];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: services.id, name: services.name })
    .from(services)
    .where(inArray(services.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

const named = async (db: Db, table: typeof industries | typeof languages, ids: number[]) =>
  ids.length === 0
    ? []
    : (await db.select({ name: table.name }).from(table).where(inArray(table.id, ids))).map(
        (row) => row.name,
      );

/**
 * Short Russian sentences on what would raise the agency's score: one per criterion that scored below its
 * weight, naming what the brief asks and the profile lacks where that is known.
 */
export async function adviceFor(
  db: Db,
  requirements: ProjectRequirements,
  contractorId: number,
  scored: Scored,
): Promise<string[]> {
  const [agency] = await db
    .select({
      services: contractors.serviceIds,
      industries: contractors.industryIds,
      languages: contractors.languageIds,
      cities: contractors.cityIds,
      countries: contractors.countryIds,
    })
    .from(contractors)
    .where(eq(contractors.id, contractorId));
  if (!agency) return [];
  const lacking = (required: number[], has: number[]) => required.filter((id) => !has.includes(id));
  const list = (names: string[]) => names.map(quoteName).join(', ');
  const advice: string[] = [];
  for (const { criterion, points } of scored.explanation) {
    if (points >= MATCHING_CRITERIA[criterion].weight) continue;
    switch (criterion) {
      case 'services': {
        const names = await requiredServiceNames(db, requirements);
        const missing = lacking([...names.keys()], agency.services).map((id) => names.get(id)!);
        advice.push(
          missing.length > 0
            ? `Добавьте в профиль услуги из брифа: ${list(missing)}.`
            : 'Добавьте в профиль все услуги из брифа.',
        );
        break;
      }
      case 'price':
        advice.push('Укажите цены услуг, которые попадают в бюджет проекта.');
        break;
      case 'industries': {
        const missing = await named(
          db,
          industries,
          lacking(requirements.industryIds, agency.industries),
        );
        advice.push(
          missing.length > 0
            ? `Покажите опыт в отраслях ${list(missing)}: в профиле, кейсах или списке клиентов.`
            : 'Покажите опыт в отраслях проекта кейсами и клиентами.',
        );
        break;
      }
      case 'location': {
        const cityIds = requirements.locations.flatMap((l) =>
          l.cityId === null ? [] : [l.cityId],
        );
        const missingCities = lacking(cityIds, agency.cities);
        const countryIds = requirements.locations
          .filter((l) => l.cityId === null)
          .map((l) => l.countryId);
        const missingCountries = lacking(countryIds, agency.countries);
        const names = [
          ...(missingCities.length === 0
            ? []
            : await db
                .select({ name: cities.name })
                .from(cities)
                .where(inArray(cities.id, missingCities))),
          ...(missingCountries.length === 0
            ? []
            : await db
                .select({ name: countries.name })
                .from(countries)
                .where(inArray(countries.id, missingCountries))),
        ].map((row) => row.name);
        advice.push(
          names.length > 0
            ? `Добавьте в географию работы: ${list(names)}.`
            : 'Добавьте в географию работы места из брифа.',
        );
        break;
      }
      case 'languages': {
        const missing = await named(
          db,
          languages,
          lacking(requirements.languageIds, agency.languages),
        );
        advice.push(
          missing.length > 0
            ? `Укажите языки, на которых работаете: ${list(missing)}.`
            : 'Укажите языки, на которых работаете.',
        );
        break;
      }
      case 'reviews':
        advice.push('Соберите отзывы заказчиков о завершённых проектах.');
        break;
      case 'portfolio':
        advice.push('Добавьте кейсы в портфолио: оценка растёт до десяти кейсов.');
        break;
      case 'plan':
        advice.push('Подключите платный тариф.');
        break;
    }
  }
  return advice;
}
