import { queryOptions, useQuery } from '@tanstack/react-query';
import { API } from '../../contract/api-paths';
import { callApi, callApiBlob } from './api-client';
import { saveFile } from './save-file';

// The tender's protocol, read by the client's project page and the agency's inbox project alike.

/** GET /tender/api/v1/projects/{id}/protocol/ → the protocol as the caller may read it. */
export const getTenderProtocol = (project: number, signal?: AbortSignal) =>
  callApi(API.tender.protocol, { params: { id: project }, signal });

/** Under the client's tender key (`['tender', project]`), so its decisions refresh the protocol too. */
export const tenderProtocolQueryOptions = (project: number) =>
  queryOptions({
    queryKey: ['tender', project, 'protocol'],
    queryFn: ({ signal }) => getTenderProtocol(project, signal),
    // Steps come from other people and from the clock (an opening): asked again on every visit.
    staleTime: 0,
    // The section says it could not load; the page around it stays.
    meta: { silentError: true },
  });

export const useTenderProtocol = (project: number) => useQuery(tenderProtocolQueryOptions(project));

/** GET …/protocol/pdf/ with the session's token, saved as «Протокол-тендера-{id}.pdf». */
export async function downloadProtocolPdf(project: number): Promise<void> {
  const pdf = await callApiBlob(API.tender.protocolPdf, { params: { id: project } });
  saveFile(pdf, `Протокол-тендера-${project}.pdf`);
}
