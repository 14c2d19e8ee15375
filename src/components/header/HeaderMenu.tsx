import { paths } from '../../config/paths';
import { useDisclosure } from '../../hooks/use-disclosure';
import type { SessionUser } from '../../lib/session';
import { homePath, isClient } from '../../lib/roles';
import { MenuToggleIcon } from '../icons/MenuToggleIcon';
import { PreloadLink } from '../preload-link/PreloadLink';
import './HeaderMenu.css';

type MenuLink = { to: string; label: string };

/** The desktop header's links, first in both menus. */
const siteLinks: MenuLink[] = [
  { to: paths.home.getHref(), label: 'Как это работает' },
  { to: paths.list.getHref(), label: 'Агентства' },
  { to: paths.knowledgebase.list.getHref(), label: 'База знаний' },
];

/** The site's pages for a guest: the desktop header's links, and the ways in. */
export const guestMenuLinks: MenuLink[] = [
  ...siteLinks,
  { to: paths.auth.login.getHref(), label: 'Войти' },
  { to: paths.auth.register.getHref(), label: 'Регистрация' },
  { to: paths.createCompany.root.getHref(), label: 'Регистрация агентства' },
  { to: paths.createProject.root.getHref(), label: 'Создать проект' },
];

/** A logged-in user's: the desktop header's links, the notifications, their own area, and logout last. */
export function userMenuLinks(user: SessionUser): MenuLink[] {
  const home = homePath(user);
  const notifications = isClient(user)
    ? paths.notifications.getHref()
    : paths.panel.notifications.getHref();
  return [
    ...siteLinks,
    { to: notifications, label: 'Уведомления' },
    ...(home ? [{ to: home, label: 'Личный кабинет' }] : []),
    { to: paths.auth.logout.getHref(), label: 'Выйти' },
  ];
}

/**
 * The header's menu on a phone, where its navigation and buttons do not fit (CSS shows the button at 768 px
 * and below): a disclosure button and the list of links under the header (hooks/use-disclosure). It closes
 * on a link, on Escape (focus back on the button) and on a tap outside the header; plain HTML, so the first
 * screen stays without antd. `label` names the button: the panel has a «Меню» of its own.
 */
export function HeaderMenu({ label, links }: { label: string; links: MenuLink[] }) {
  const menu = useDisclosure({ boundary: 'header' });

  return (
    <>
      <button {...menu.buttonProps} className="app-header__menu-button" aria-label={label}>
        <MenuToggleIcon open={menu.open} />
      </button>
      <nav id={menu.panelId} className="header-menu" aria-label="Меню сайта" hidden={!menu.open}>
        <ul>
          {links.map(({ to, label: text }) => (
            <li key={to}>
              <PreloadLink to={to} end onClick={() => menu.close()}>
                {text}
              </PreloadLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
