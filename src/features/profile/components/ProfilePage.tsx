import type { ReactNode } from 'react';
import { ArrowLeftOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../hooks/use-document-title';
import './profile.css';

type ProfilePageProps = {
  title: string;
  lead?: string;
  /** A link back (e.g. from the password page to the profile). */
  back?: { to: string; label: string };
  children: ReactNode;
};

/** The frame of the profile pages in the dashboard and the panel. */
export function ProfilePage({ title, lead, back, children }: ProfilePageProps) {
  useDocumentTitle(title);
  return (
    <div className="profile-page">
      {back && (
        <Link to={back.to} className="profile-page__back">
          <ArrowLeftOutlined /> {back.label}
        </Link>
      )}
      <h1>{title}</h1>
      {lead && <p className="profile-page__lead">{lead}</p>}
      {children}
    </div>
  );
}

export type Fact = { label: string; value: ReactNode };

/** A card of facts (label — value) with actions under them. */
export function ProfileCard({
  title,
  facts,
  actions,
}: {
  title: string;
  facts: Fact[];
  actions?: ReactNode;
}) {
  return (
    <section className="surface-card">
      <h2>{title}</h2>
      <dl className="profile-card__facts">
        {facts.map(({ label, value }) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd>{value || '—'}</dd>
          </div>
        ))}
      </dl>
      {actions && <div className="profile-card__actions">{actions}</div>}
    </section>
  );
}
