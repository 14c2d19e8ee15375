import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PreloadLink } from '../preload-link/PreloadLink';

/** The site's pages for a guest: the desktop header's links, and registration. */
export const guestMenuLinks = [
  { to: paths.home.getHref(), label: 'Как это работает' },
  { to: paths.knowledgebase.list.getHref(), label: 'База знаний' },
  { to: paths.auth.login.getHref(), label: 'Войти' },
  { to: paths.auth.register.getHref(), label: 'Регистрация' },
  { to: paths.createCompany.root.getHref(), label: 'Регистрация агентства' },
  { to: paths.createProject.root.getHref(), label: 'Создать проект' },
] as const;

/**
 * The guest's menu on a phone, where the header's navigation does not fit (CSS shows the button at 768 px
 * and below): a disclosure button and the list of links under the header. It closes on a link, on Escape
 * (focus back on the button) and on a tap outside the header; plain HTML, so the first screen stays
 * without antd.
 */
export function GuestMenu() {
  const { pathname } = useLocation();
  const listId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Any navigation (one of its links, the browser's back) closes it.
  const [shownPath, setShownPath] = useState(pathname);
  if (shownPath !== pathname) {
    setShownPath(pathname);
    setOpen(false);
  }

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      const header = button.current?.closest('header');
      if (header && event.target instanceof Node && !header.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="app-header__menu-button"
        aria-label="Меню"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
          )}
        </svg>
      </button>
      <nav id={listId} className="guest-menu" aria-label="Меню сайта" hidden={!open}>
        <ul>
          {guestMenuLinks.map(({ to, label }) => (
            <li key={to}>
              <PreloadLink to={to} end onClick={() => setOpen(false)}>
                {label}
              </PreloadLink>
            </li>
          ))}
        </ul>
      </nav>
    </>
  );
}
