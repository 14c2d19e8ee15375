import { eq } from 'drizzle-orm';
import type { Page } from '../../../contract/drf';
import type { SimilarAgency } from '../../../contract/similar-agencies';
import type { Db } from '../../db/client';
import { contractors } from '../../db/schema';
import { notFound } from '../../http/errors';
import { pageWindow, toPage, type PageRequest } from '../../http/pagination';
import type { Principal } from '../auth';
import { catalogueCards } from '../agency-cards';
import { loadRequirements, similarAgencies } from '../matching';
import { ownProject } from './projects.service';

// `contractors-may-also-be-suitable/`: for the project's company, agencies like one agency (sharing a
// service or an industry) that pass the project's hard filters, with what they share and why.

export const SIMILAR_MESSAGES = { noContractor: 'Агентство не найдено.' } as const;

/** «Тоже оказывает услуги: Брендинг, Упаковка и работает в отраслях: Ритейл.» */
export function similarityReason(services: readonly string[], industries: readonly string[]) {
  const parts = [
    ...(services.length === 0 ? [] : [`оказывает услуги: ${services.join(', ')}`]),
    ...(industries.length === 0 ? [] : [`работает в отраслях: ${industries.join(', ')}`]),
  ];
  return `Тоже ${parts.join(' и ')}.`;
}

export async function similarAgenciesPage(
  request: PageRequest,
  db: Db,
  principal: Principal,
  query: { page?: string; page_size?: string; contractor_id: number; project_id: number },
  now: Date,
): Promise<Page<SimilarAgency>> {
  const win = pageWindow(query);
  await ownProject(db, principal, query.project_id); // another company's: 404
  const [like] = await db
    .select({ id: contractors.id })
    .from(contractors)
    .where(eq(contractors.id, query.contractor_id));
  if (!like) throw notFound(SIMILAR_MESSAGES.noContractor);
  const requirements = await loadRequirements(db, query.project_id);
  if (!requirements) throw notFound(); // removed meanwhile
  const { count, results } = await similarAgencies(
    db,
    { ...requirements, includedIds: [] },
    like.id,
    win,
    now,
  );
  const cards = new Map(
    (
      await catalogueCards(
        db,
        results.map((row) => row.id),
      )
    ).map((card) => [card.id, card]),
  );
  return toPage(
    request,
    win,
    count,
    results.flatMap((row) => {
      const contractor = cards.get(row.id);
      if (!contractor) return [];
      return [
        {
          contractor,
          score: row.score,
          shared_services: row.services,
          shared_industries: row.industries,
          reason: similarityReason(row.services, row.industries),
        },
      ];
    }),
  );
}
