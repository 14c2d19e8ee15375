import { useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { BudgetBand } from '../../../../contract/budget';
import type { ProjectRequirementsView } from '../../../../contract/requirements';
import { callApi } from '../../../lib/api-client';

/** The saved requirements as the matching preview reads them, with the project's budget band. */
export function previewOf(requirements: ProjectRequirementsView, budget: BudgetBand) {
  return {
    services: requirements.services.map((item) => ({
      service: item.service.id,
      service_range: item.service_range.id,
    })),
    industries: requirements.industries.map((item) => item.industry.id),
    languages: requirements.languages.map((item) => item.language.id),
    locations: requirements.locations.map((item) => ({
      country: item.country.id,
      city: item.city?.id ?? null,
    })),
    min_staff: requirements.min_staff,
    excluded: requirements.exclusions.map((item) => item.contractor.id),
    whitelist: requirements.whitelist.map((item) => item.contractor.id),
    budget,
    top: 0,
  };
}

/**
 * The budget's reality check of a saved project (matching-preview, it writes nothing): of the agencies that
 * fit every other requirement, how many have prices the band can meet, and the usual band for them.
 */
export const useBudgetCheck = (
  requirements: ProjectRequirementsView | undefined,
  budget: BudgetBand | null | undefined,
) => {
  const body = requirements && budget ? previewOf(requirements, budget) : null;
  return useQuery({
    queryKey: ['matching-preview', 'project', body],
    queryFn: ({ signal }) => callApi(API.project.matchingPreview, { body: body!, signal }),
    enabled: body !== null,
    meta: { errorMessage: 'Не удалось сверить бюджет с ценами агентств' },
  });
};
