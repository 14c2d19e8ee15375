import { useParams } from 'react-router-dom';
import { AgencyProfile } from '../../features/agencies/components/AgencyProfile';

/** `/executor/{id}`: an agency's public profile (server-rendered, see public-pages.ts). */
export function Executor() {
  const { id } = useParams();
  return <AgencyProfile id={id} />;
}
