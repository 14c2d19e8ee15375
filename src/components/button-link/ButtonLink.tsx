import type { ReactNode } from 'react';
import { PreloadLink } from '../preload-link/PreloadLink';
import './button-link.css';

type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  /** `ghost`: transparent with a white outline, for dark or coloured backgrounds. */
  variant?: 'default' | 'primary' | 'ghost';
  /** `large`: the calls to action of the landing page (antd's large button). */
  size?: 'middle' | 'large';
  onClick?: () => void;
  /** More classes (a header's button hidden on phones, say). */
  className?: string;
};

/** A link that looks like a button: plain CSS, so the first screen does not need antd's Button. */
export function ButtonLink({
  to,
  children,
  variant = 'default',
  size = 'middle',
  onClick,
  className: extra,
}: ButtonLinkProps) {
  const className = [
    'btn',
    variant !== 'default' && `btn--${variant}`,
    size === 'large' && 'btn--large',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <PreloadLink to={to} className={className} onClick={onClick} end>
      {children}
    </PreloadLink>
  );
}
