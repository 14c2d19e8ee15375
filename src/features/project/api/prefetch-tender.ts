import { isTenderOver } from '../../../../contract/project-rules';
import { queryClient } from '../../../lib/react-query';
import { conflictsQueryOptions } from './conflicts';
import { invitationsQueryOptions } from './invitations';
import { projectQueryOptions, projectsQueryOptions } from './projects';
import { favouritesOnlyOf, RANKING_PAGE_SIZE, rankingPageOf, rankingQueryOptions } from './ranking';
import { requirementsQueryOptions } from './requirements';
import { contractorReviewsQueryOptions } from './reviews';
import { candidatesQueryOptions, tenderOfProjectQueryOptions } from './tender';

// A project's tabs' requests started beside their code: otherwise each waited for the project, then the tab's
// chunk, then the tender, then the proposals, one slow round trip after another. A failure is left to the
// screen's own query, which says why.

/** /dashboard: the company's projects (each card then asks its match count). */
export function prefetchProjects(): void {
  void queryClient.prefetchQuery(projectsQueryOptions());
}

/** The overview and description tabs: the project (its title is their heading). */
export function prefetchProject(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0) return;
  void queryClient.prefetchQuery(projectQueryOptions(id));
}

/**
 * The ranking (/performers/{id}): the project, its ranking's page (the URL's `page`, of the favourites alone
 * with `favourites=1`) and its requirements.
 */
export function prefetchRanking(id: number, url: URL): void {
  if (!Number.isSafeInteger(id) || id <= 0) return;
  const query = url.searchParams;
  void queryClient.prefetchQuery(projectQueryOptions(id));
  void queryClient.prefetchQuery(
    rankingQueryOptions(id, rankingPageOf(query), RANKING_PAGE_SIZE, favouritesOnlyOf(query)),
  );
  void queryClient.prefetchQuery(requirementsQueryOptions(id));
}

/** The project's tender, then its proposals when there is one. */
async function prefetchTenderThenProposals(id: number): Promise<void> {
  await queryClient.prefetchQuery(tenderOfProjectQueryOptions(id));
  const state = queryClient.getQueryData(tenderOfProjectQueryOptions(id).queryKey);
  if (state?.tender) void queryClient.prefetchQuery(candidatesQueryOptions(id));
}

/** The performers tab: the project, its invitations, its tender, then the proposals. */
export async function prefetchProjectTender(id: number): Promise<void> {
  if (!Number.isSafeInteger(id) || id <= 0) return;
  void queryClient.prefetchQuery(projectQueryOptions(id));
  void queryClient.prefetchQuery(invitationsQueryOptions(id));
  await prefetchTenderThenProposals(id);
}

/** The requirements tab (/performers/{id}/about-project): the project (its title is the heading) and them. */
export function prefetchRequirements(id: number): void {
  if (!Number.isSafeInteger(id) || id <= 0) return;
  void queryClient.prefetchQuery(projectQueryOptions(id));
  void queryClient.prefetchQuery(requirementsQueryOptions(id));
}

/**
 * The winner tab: the project, its tender and the review side by side (a closed project's review is the
 * tab's largest text; an open project has none yet, an empty list), then the tender's proposals.
 */
export async function prefetchWinner(id: number): Promise<void> {
  if (!Number.isSafeInteger(id) || id <= 0) return;
  void queryClient.prefetchQuery(projectQueryOptions(id));
  void queryClient.prefetchQuery(contractorReviewsQueryOptions(id));
  await prefetchTenderThenProposals(id);
}

/**
 * The requirements, then their favourites' conflict notes (the invitation form waits for both; the notes'
 * request can only start once the favourites are known). Not for a project known to be over: no form.
 */
async function prefetchFavouritesThenConflicts(id: number): Promise<void> {
  await queryClient.prefetchQuery(requirementsQueryOptions(id));
  const favourites = queryClient.getQueryData(requirementsQueryOptions(id).queryKey)?.whitelist;
  const project = queryClient.getQueryData(projectQueryOptions(id).queryKey);
  if (!favourites?.length || (project && isTenderOver(project.status))) return;
  const ids = favourites.map((row) => row.contractor.id);
  void queryClient.prefetchQuery(conflictsQueryOptions(id, ids));
}

/**
 * The invitations tab: the project, its requirements (the favourites, the budget check) then the
 * favourites' conflict notes, and its invitations.
 */
export async function prefetchSendingInvitations(id: number): Promise<void> {
  if (!Number.isSafeInteger(id) || id <= 0) return;
  void queryClient.prefetchQuery(projectQueryOptions(id));
  void queryClient.prefetchQuery(invitationsQueryOptions(id));
  await prefetchFavouritesThenConflicts(id);
}
