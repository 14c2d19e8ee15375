import { Catalogue } from '../../features/agencies/components/Catalogue';
import { InviteHost } from '../invite-host';

/** `/list`: the catalogue of agencies (server-rendered, see public-pages.ts). */
export function List() {
  return (
    <InviteHost>
      <Catalogue />
    </InviteHost>
  );
}
