import { API } from '../../../../contract/api-paths';
import type { ProjectCreateRequest } from '../../../../contract/project';
import { getCompanyAccount } from '../../../lib/accounts/company-account';
import { callApi } from '../../../lib/api-client';
import { resetFlow } from '../../../lib/flow-trail';
import { withScheme } from '../../../lib/form-rules';
import { clearDraft, type ProjectDraft } from '../draft';

/** The project and all its requirements, as `projects/` POST takes them (one transaction on the server). */
export function projectRequest(draft: ProjectDraft): ProjectCreateRequest {
  const { about } = draft;
  return {
    title: about.title.trim(),
    description: about.description.trim(),
    budget: about.budget,
    start_date: about.start_date || null,
    deadline: about.deadline || null,
    requirements: {
      services: draft.services.map(({ service, service_range }) => ({
        service,
        service_range: service_range ?? 0, // isDraftReady checked every price; 0 would be refused
      })),
      industries: draft.industries,
      languages: draft.languages,
      locations: draft.places.map(({ country, city }) => ({ country, city })),
      min_staff: draft.min_staff,
      excluded: draft.excluded.map((agency) => agency.id),
      included: draft.included.map((agency) => agency.id),
    },
  };
}

/** POST /accounts/api/v1/company-accounts/: the company a guest (or a client without one) described. */
const createCompany = (company: ProjectDraft['company']) =>
  callApi(API.accounts.companyAccountCreate, {
    body: {
      company: {
        name: company.name.trim(),
        inn: company.inn.trim(),
        ...(company.website.trim() && { website: withScheme(company.website) }),
        city: company.city,
      },
    },
  });

/**
 * The end of the flow for a logged-in client: its company first when it has none, then the project with its
 * requirements. The draft is forgotten only once the project exists: a failure keeps it for another try.
 */
export async function createProjectFromDraft(draft: ProjectDraft): Promise<number> {
  const account = await getCompanyAccount();
  if (account.company === null) await createCompany(draft.company);
  const project = await callApi(API.project.projectCreate, { body: projectRequest(draft) });
  clearDraft();
  resetFlow('project');
  return project.id;
}
