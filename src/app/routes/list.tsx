import { Catalogue } from '../../features/agencies/components/Catalogue';

/** `/list`: the catalogue of agencies (server-rendered, see public-pages.ts). */
export function List() {
  return <Catalogue />;
}
