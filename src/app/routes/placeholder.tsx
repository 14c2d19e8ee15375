import { ButtonLink } from '../../components/button-link/ButtonLink';
import { UnderConstruction } from '../../components/under-construction/UnderConstruction';
import { screenLinks, screens } from './screens';
import { useRouteHandle } from './use-route-handle';

/** A screen later releases build: its title, what it will offer, and where to go meanwhile. */
export function Component() {
  const { screen } = useRouteHandle();
  if (!screen) throw new Error('a placeholder route names its screen (route-helpers screen())');
  const [title, description] = screens[screen];
  const links = screenLinks[screen] ?? [];
  return (
    <UnderConstruction title={title} description={description}>
      {links.length > 0 &&
        links.map((link, index) => (
          <ButtonLink key={link.href} to={link.href} variant={index === 0 ? 'primary' : 'default'}>
            {link.label}
          </ButtonLink>
        ))}
    </UnderConstruction>
  );
}
