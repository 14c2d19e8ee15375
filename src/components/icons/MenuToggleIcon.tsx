/**
 * The menu button's icon: three lines, a cross while its menu is open (24 px, stroked). The app's own
 * drawing, not an Ant Design icon: antd has no two-state toggle, and its filled lines read thin at 24 px.
 */
export function MenuToggleIcon({ open }: { open: boolean }) {
  return (
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {open ? (
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
      ) : (
        <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" />
      )}
    </svg>
  );
}
