import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import './Logo.css';

export function LogoMark({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#16a34a" />
      <path d="M18 48V16h28v32h-8V23H26v25z" fill="#fff" />
    </svg>
  );
}

/** The logo always leads to the index. */
export function Logo() {
  return (
    <Link to={paths.home.getHref()} className="logo" aria-label="Подряд — на главную">
      <LogoMark />
      <span className="logo__text">Подряд</span>
    </Link>
  );
}
