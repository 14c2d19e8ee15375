import type { ReactNode } from 'react';

type BusyButtonProps = {
  className: string;
  busy: boolean;
  onClick: () => void;
  children: ReactNode;
  'aria-label'?: string;
};

/**
 * A button that ignores clicks while its request is on its way. `aria-disabled`, not `disabled`: a
 * disabled button would drop the keyboard focus.
 */
export function BusyButton({ className, busy, onClick, children, ...rest }: BusyButtonProps) {
  return (
    <button
      type="button"
      className={busy ? `${className} btn--busy` : className}
      aria-disabled={busy || undefined}
      onClick={() => {
        if (!busy) onClick();
      }}
      {...rest}
    >
      {children}
    </button>
  );
}
