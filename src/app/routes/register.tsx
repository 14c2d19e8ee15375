import { useSearchParams } from 'react-router-dom';
import { UnderConstruction } from '../../components/under-construction/UnderConstruction';
import { screens } from './screens';

/** /auth/register: client registration, or the agency's with variant=2 (the loader already checked it). */
export function Component() {
  const [searchParams] = useSearchParams();
  const [title, description] =
    screens[searchParams.get('variant') === '2' ? 'registerAgency' : 'registerClient'];
  return <UnderConstruction title={title} description={description} />;
}
