import { paths } from '../../config/paths';
import { useDisclosure } from '../../hooks/use-disclosure';
import { MenuToggleIcon } from '../icons/MenuToggleIcon';
import { PreloadLink } from '../preload-link/PreloadLink';
import './GuestMenu.css';

/** The site's pages for a guest: the desktop header's links, and registration. */
export const guestMenuLinks = [
  { to: paths.home.getHref(), label: 'Как это работает' },
  { to: paths.list.getHref(), label: 'Агентства' },
  { to: paths.knowledgebase.list.getHref(), label: 'База знаний' },
  { to: paths.auth.login.getHref(), label: 'Войти' },
  { to: paths.auth.register.getHref(), label: 'Регистрация' },
  { to: paths.createCompany.root.getHref(), label: 'Регистрация агентства' },
  { to: paths.createProject.root.getHref(), label: 'Создать проект' },
] as const;

/**
 * The guest's menu on a phone, where the header's navigation does not fit (CSS shows the button at 768 px
 * and below): a disclosure button and the list of links under the header (hooks/use-disclosure). It closes
 * on a link, on Escape (focus back on the button) and on a tap outside the header; plain HTML, so the first
 * screen stays without antd.
 */
export function GuestMenu() {
  const menu = useDisclosure({ boundary: 'header' });

  return (
    <>
      <button {...menu.buttonProps} className="app-header__menu-button" aria-label="Меню">
        <MenuToggleIcon open={menu.open} />
      </button>
      <nav id={menu.panelId} className="guest-menu" aria-label="Меню сайта" hidden={!menu.open}>
        <ul>
          {guestMenuLinks.map(({ to, label }) => (
            <li key={to}>
              <PreloadLink to={to} end onClick={() => menu.close()}>
                {label}
              </PreloadLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
