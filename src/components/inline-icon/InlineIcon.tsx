import type { SVGProps } from 'react';

/**
 * An Ant Design icon drawn from its paths (copied from @ant-design/icons-svg, MIT) instead of through
 * @ant-design/icons, whose React runtime would bring antd's core onto a plain-HTML screen. 1em square, in
 * the current text colour, hidden from screen readers (the text beside it says what it means).
 */
export function InlineIcon({
  paths,
  ...props
}: { paths: readonly string[] } & SVGProps<SVGSVGElement>) {
  return (
    <svg
      viewBox="64 64 896 896"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...props}
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** The menu button's icon: three lines, a cross while its menu is open (24 px, stroked). */
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
