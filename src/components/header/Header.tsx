import { paths } from '../../config/paths';
import { useSession } from '../../hooks/use-session';
import { homePath } from '../../lib/roles';
import { ButtonLink } from '../button-link/ButtonLink';
import { PreloadLink } from '../preload-link/PreloadLink';
import { guestMenuLinks, HeaderMenu, userMenuLinks } from './HeaderMenu';
import { Logo } from './Logo';
import { NotificationBell } from './NotificationBell';
import { OutboxCount } from './OutboxCount';
import './Header.css';

/** The header of the default layout: logo, navigation, and the entry points for a guest or a logged-in user. */
export function Header() {
  const { user } = useSession();
  const home = homePath(user);

  return (
    <header className="app-header">
      <div className="app-header__inner">
        <Logo />
        <nav className="app-header__nav" aria-label="Основное меню">
          <PreloadLink to={paths.home.getHref()} end>
            Как это работает
          </PreloadLink>
          <PreloadLink to={paths.list.getHref()}>Агентства</PreloadLink>
          <PreloadLink to={paths.knowledgebase.list.getHref()}>База знаний</PreloadLink>
        </nav>
        <div className="app-header__actions">
          {user ? (
            <>
              <OutboxCount />
              <NotificationBell />
              {home && (
                <ButtonLink to={home} className="app-header__wide">
                  Личный кабинет
                </ButtonLink>
              )}
              <ButtonLink to={paths.auth.logout.getHref()} className="app-header__wide">
                Выйти
              </ButtonLink>
            </>
          ) : (
            <>
              <ButtonLink to={paths.auth.login.getHref()}>Войти</ButtonLink>
              <ButtonLink to={paths.createProject.root.getHref()} variant="primary">
                Создать проект
              </ButtonLink>
            </>
          )}
        </div>
        {user ? (
          <HeaderMenu label="Меню сайта" links={userMenuLinks(user)} />
        ) : (
          <HeaderMenu label="Меню" links={guestMenuLinks} />
        )}
      </div>
    </header>
  );
}
