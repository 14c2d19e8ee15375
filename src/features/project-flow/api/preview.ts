import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import { previewRequirements, type ProjectDraft } from '../draft';

/**
 * POST /project/api/v1/matching-preview/ for the draft so far, counting only (no agencies): it writes nothing,
 * so it is read like a query. Offline it fails quietly: the step says so itself.
 */
export const useDraftCount = (draft: ProjectDraft) => {
  const body = { ...previewRequirements(draft), top: 0 };
  return useQuery({
    queryKey: ['matching-preview', 'draft', body],
    queryFn: ({ signal }) => callApi(API.project.matchingPreview, { body, signal }),
    placeholderData: keepPreviousData, // the last count stays while the next one is asked
    meta: { silentError: true },
  });
};
