import { initials } from './format';
import './AgencyLogo.css';

/**
 * The agency's logo, or until it has one its initials on a tinted square. Decorative either way: the name
 * is always written beside it.
 */
export function AgencyLogo({ name, logo, size = 'large' }: AgencyLogoProps) {
  const className = `agency-logo agency-logo--${size}`;
  return logo ? (
    <img className={className} src={logo} alt="" />
  ) : (
    <span className={`${className} agency-logo--initials`} aria-hidden="true">
      {initials(name)}
    </span>
  );
}

type AgencyLogoProps = { name: string; logo: string | null; size?: 'large' | 'small' };
