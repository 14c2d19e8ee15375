import { useParams } from 'react-router-dom';
import { AgencyProfile } from '../../features/agencies/components/AgencyProfile';
import { InviteHost } from '../invite-host';

/** `/executor/{id}`: an agency's public profile (server-rendered, see public-pages.ts). */
export function Executor() {
  const { id } = useParams();
  return (
    <InviteHost>
      <AgencyProfile id={id} />
    </InviteHost>
  );
}
