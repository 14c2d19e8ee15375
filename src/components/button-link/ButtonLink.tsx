import type { ReactNode } from 'react';
import { PreloadLink } from '../preload-link/PreloadLink';
import './button-link.css';

type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  variant?: 'default' | 'primary';
  onClick?: () => void;
};

/** A link that looks like a button: plain CSS, so the first screen does not need antd's Button. */
export function ButtonLink({ to, children, variant = 'default', onClick }: ButtonLinkProps) {
  return (
    <PreloadLink
      to={to}
      className={variant === 'primary' ? 'btn btn--primary' : 'btn'}
      onClick={onClick}
      end
    >
      {children}
    </PreloadLink>
  );
}
