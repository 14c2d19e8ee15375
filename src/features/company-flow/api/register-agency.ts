import { useMutation } from '@tanstack/react-query';
import type { RegisterAgencyRequest } from '../../../../contract/contractor';
import { API } from '../../../../contract/api-paths';
import { callApi } from '../../../lib/api-client';
import type { CompanyDraft } from '../draft';

/** POST /contractor/api/v1/register-agency/: user + agency + services + industries in one transaction. */
export const registerAgency = (body: RegisterAgencyRequest) =>
  callApi(API.contractor.registerAgency, {
    body,
  });

export type AgencyCredentials = { email: string; password: string; re_password: string };

/** The request of a complete draft (isDraftComplete) and the user's credentials. */
export function agencyRequest(draft: CompanyDraft, credentials: AgencyCredentials) {
  const { name, inn, website, city, staff_count, founded_year } = draft.company;
  return {
    ...credentials,
    company: {
      name: name.trim(),
      inn: inn.trim(),
      website: website.trim(),
      city,
      staff_count,
      founded_year,
      description: draft.description.trim(),
    },
    services: draft.services.map(({ service, service_range }) => ({
      service,
      service_range: service_range ?? 0,
    })),
    industries: draft.industries,
  } satisfies RegisterAgencyRequest;
}

export const useRegisterAgency = () =>
  useMutation({ mutationFn: registerAgency, meta: { silentError: true } });
