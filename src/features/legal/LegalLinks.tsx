import { Link } from 'react-router-dom';
import type { LegalSlug } from '../../config/paths';
import { legalSlugs, paths } from '../../config/paths';
import { LEGAL_TITLES } from './documents/titles';
import './legal.css';

/** Links to the legal documents other than `current`, shown at the end of each legal page. */
export function LegalLinks({ current }: { current?: LegalSlug }) {
  const others = legalSlugs.filter((slug) => slug !== current);

  return (
    <nav className="legal-links" aria-label="Другие документы">
      <strong>Другие документы</strong>
      <ul>
        {others.map((slug) => (
          <li key={slug}>
            <Link to={paths.legal.getHref(slug)}>{LEGAL_TITLES[slug]}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
