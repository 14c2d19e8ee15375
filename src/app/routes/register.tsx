import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { RegisterAgencyPage } from '../../features/auth/components/RegisterAgencyPage';
import { RegisterClientPage } from '../../features/auth/components/RegisterClientPage';
import type { RegisterCredentials } from '../../features/auth/components/RegisterForm';
import { agencyRequest, registerAgency } from '../../features/company-flow/api/register-agency';
import { clearDraft, readDraft } from '../../features/company-flow/draft';
import { resetFlow } from '../../lib/flow-trail';

/** /auth/register: client registration, or the agency's with variant=2 (the loader already checked it). */
export function Component() {
  const [searchParams] = useSearchParams();
  return searchParams.get('variant') === '2' ? <AgencyRegistration /> : <RegisterClientPage />;
}

/** Where the company flow and the account meet: the draft goes to the server with the credentials. */
function AgencyRegistration() {
  const [draft] = useState(readDraft);
  const submit = (credentials: RegisterCredentials) =>
    registerAgency(agencyRequest(draft, credentials));
  const forgetFlow = () => {
    clearDraft();
    resetFlow('company');
  };
  return (
    <RegisterAgencyPage
      companyName={draft.company.name}
      onSubmit={submit}
      onRegistered={forgetFlow}
    />
  );
}
