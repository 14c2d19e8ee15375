import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';

type DisclosureOptions = {
  /**
   * A selector of the button's ancestor a tap inside which keeps it open (the header with the menu under
   * it, the list row with its confirmation); the button's parent by default.
   */
  boundary?: string;
};

/**
 * A button that shows and hides a panel after it, in plain HTML (menus and confirmations without antd).
 * It closes on Escape (focus back on the button), on a tap or the focus outside its boundary (Tab past
 * its last link) and on any navigation (a link inside it, the browser's back). Spread `buttonProps` on the button and give the panel `panelId`.
 */
export function useDisclosure({ boundary }: DisclosureOptions = {}) {
  const { pathname } = useLocation();
  const panelId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  // Any navigation closes it: it is open only for the page it was opened on.
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
      buttonRef.current?.focus();
    };
    // A tap, or the keyboard's focus, somewhere else on the page.
    const onOutside = (event: Event) => {
      const button = buttonRef.current;
      if (!button) return;
      const inside = boundary ? button.closest(boundary) : button.parentElement;
      if (inside && event.target instanceof Node && !inside.contains(event.target)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('focusin', onOutside);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('focusin', onOutside);
    };
  }, [open, boundary]);

  return {
    open,
    panelId,
    buttonRef,
    /** Closes it; `refocus` puts the focus back on its button (a «Cancel» inside the panel). */
    close: (refocus = false) => {
      setOpen(false);
      if (refocus) buttonRef.current?.focus();
    },
    buttonProps: {
      ref: buttonRef,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': panelId,
      onClick: () => setOpen(!open),
    },
  };
}
