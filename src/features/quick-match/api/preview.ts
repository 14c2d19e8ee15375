import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import type { BudgetBand } from '../../../../contract/budget';
import { callApi } from '../../../lib/api-client';
import type { PickedPlace } from '../../../components/reference/PlacePicker';

/** What the visitor answered; an empty list or null: not asked for. */
export type QuickAnswers = {
  services: number[];
  industries: number[];
  /** Whole countries (`city` null) or cities, as the project flow asks them. */
  places: PickedPlace[];
  budget: BudgetBand | null;
};

export const noAnswers = (): QuickAnswers => ({
  services: [],
  industries: [],
  places: [],
  budget: null,
});

/** The best agencies shown beside the count. */
export const QUICK_TOP = 3;

/** The preview's body for the answers: only what was picked narrows the agencies. */
export function previewBody(answers: QuickAnswers) {
  return {
    services: answers.services.map((service) => ({ service })),
    industries: answers.industries,
    locations: answers.places.map(({ country, city }) => ({ country, city })),
    budget: answers.budget,
    top: QUICK_TOP,
  };
}

/** POST /project/api/v1/matching-preview/ for the answers; it writes nothing, so it is read like a query. */
export const useQuickPreview = (answers: QuickAnswers) => {
  const body = previewBody(answers);
  return useQuery({
    queryKey: ['matching-preview', 'quick', body],
    queryFn: ({ signal }) => callApi(API.project.matchingPreview, { body, signal }),
    placeholderData: keepPreviousData, // the last answer stays while the next choice is counted
    meta: { errorMessage: 'Не удалось посчитать подходящие агентства' },
  });
};
