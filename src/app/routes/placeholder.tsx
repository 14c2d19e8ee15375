import { UnderConstruction } from '../../components/under-construction/UnderConstruction';
import { screens } from './screens';
import { useRouteHandle } from './use-route-handle';

/** A screen later releases build: its title and what it will offer. */
export function Component() {
  const { screen = 'testPage' } = useRouteHandle();
  const [title, description] = screens[screen];
  return <UnderConstruction title={title} description={description} />;
}
