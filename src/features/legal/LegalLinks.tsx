import { Typography, theme } from 'antd';
import { Link } from 'react-router-dom';
import type { LegalSlug } from '../../config/paths';
import { legalSlugs, paths } from '../../config/paths';
import { legalDocuments } from './documents';
import './legal.css';

/** Links to the legal documents other than `current`, shown at the end of each legal page. */
export function LegalLinks({ current }: { current?: LegalSlug }) {
  const { token } = theme.useToken();
  const others = legalSlugs.filter((slug) => slug !== current);

  return (
    <nav
      className="legal-links"
      aria-label="Другие документы"
      style={{ borderTop: `1px solid ${token.colorBorderSecondary}` }}
    >
      <Typography.Text strong>Другие документы</Typography.Text>
      <ul>
        {others.map((slug) => (
          <li key={slug}>
            <Link to={paths.legal.getHref(slug)} style={{ color: token.colorLink }}>
              {legalDocuments[slug].title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
