import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { BudgetBand } from '../../../../contract/budget';
import { callApi } from '../../../lib/api-client';

/** What the visitor picked; null: not asked for. */
export type QuickChoice = {
  service: number | null;
  industry: number | null;
  country: number | null;
  city: number | null;
  budget: BudgetBand | null;
};

/** The best agencies shown beside the count. */
export const QUICK_TOP = 3;

/** The preview's body for a choice: only what was picked narrows the agencies. */
export function previewBody(choice: QuickChoice) {
  return {
    services: choice.service ? [{ service: choice.service }] : [],
    industries: choice.industry ? [choice.industry] : [],
    locations: choice.country ? [{ country: choice.country, city: choice.city }] : [],
    budget: choice.budget,
    top: QUICK_TOP,
  };
}

/** POST /project/api/v1/matching-preview/ for the choice; it writes nothing, so it is read like a query. */
export const useQuickPreview = (choice: QuickChoice) =>
  useQuery({
    queryKey: ['matching-preview', 'quick', choice],
    queryFn: ({ signal }) =>
      callApi(API.project.matchingPreview, { body: previewBody(choice), signal }),
    placeholderData: keepPreviousData, // the last answer stays while the next choice is counted
    meta: { errorMessage: 'Не удалось посчитать подходящие агентства' },
  });
