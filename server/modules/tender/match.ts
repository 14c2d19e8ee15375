import { and, eq, inArray, sql } from 'drizzle-orm';
import { MATCHING_CRITERIA, type RankedContractor } from '../../../contract/matching';
import type { ProjectRequirements } from '../../../contract/requirements';
import type { Db } from '../../db/client';
import {
  cities,
  contractors,
  countries,
  industries,
  languages,
  projectRankingItems,
  projects,
  services,
} from '../../db/schema';
import { currentCatalogueVersion, rankContractors, rowValidAt } from '../matching';
import { loadRequirements } from '../project';
import { quoteName } from '../../../contract/quote';

// An agency's place in a project's ranking, read from the stored ranking while it is current and computed
// for the agencies it lacks, and what the agency could do to score higher.

type Scored = Pick<RankedContractor, 'score' | 'explanation'>;

/** The ranking's score and explanation of each of `ids` for the project; none without requirements. */
export async function matchOf(
  db: Db,
  projectId: number,
  ids: readonly number[],
): Promise<{ requirements: ProjectRequirements | null; scores: Map<number, Scored> }> {
  const scores = new Map<number, Scored>();
  const requirements = await loadRequirements(db, projectId);
  if (!requirements || ids.length === 0) return { requirements, scores };
  const catalogue = await currentCatalogueVersion(db);
  const now = new Date(); // the tender module reads the process's clock (views.ts)
  const stored = await db
    .select({ item: projectRankingItems.item })
    .from(projectRankingItems)
    .innerJoin(projects, eq(projects.id, projectRankingItems.projectId))
    .where(
      and(
        eq(projectRankingItems.projectId, projectId),
        eq(projectRankingItems.requirementsVersion, projects.requirementsVersion),
        eq(projectRankingItems.catalogueVersion, catalogue),
        rowValidAt(now),
        sql`(${projectRankingItems.item}->>'contractorId')::int = any(${`{${ids.join(',')}}`}::int[])`,
      ),
    );
  for (const { item } of stored) scores.set(item.contractorId, item);
  const missing = ids.filter((id) => !scores.has(id));
  if (missing.length > 0) {
    // Ranked alone: the agencies themselves as the whitelist and the inclusions, so each gets the score
    // the client's ranking gives it (scores do not depend on the lists) even when a hard filter drops it.
    const ranked = await rankContractors(
      db,
      { ...requirements, whitelistIds: missing, includedIds: missing, excludedIds: [] },
      { page: 1, offset: 0, limit: missing.length },
      now,
    );
    for (const item of ranked.results) scores.set(item.contractorId, item);
  }
  return { requirements, scores };
}

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
