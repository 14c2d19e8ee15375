import { useId, type ReactNode } from 'react';
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
          <span aria-hidden="true">←</span> {back.label}
        </Link>
      )}
      <h1>{title}</h1>
      {lead && <p className="profile-page__lead">{lead}</p>}
      {children}
    </div>
  );
}

export type Fact = { label: string; value: ReactNode };

/** Label — value pairs; an empty value shows as a dash. */
export function Facts({ facts }: { facts: Fact[] }) {
  return (
    <dl className="profile-card__facts">
      {facts.map(({ label, value }) => (
        <div key={label} className="profile-card__fact">
          <dt>{label}</dt>
          <dd>{value === null || value === undefined || value === '' ? '—' : value}</dd>
        </div>
      ))}
    </dl>
  );
}

/**
 * The place of a page's cards while their code loads: a screen high, so the footer below stays off the
 * screen and nothing visible moves when the cards come.
 */
export function SectionsPlaceholder({ label }: { label: string }) {
  return <div className="profile-page__sections-loading" role="status" aria-label={label} />;
}

/**
 * Grey bars in the place of `rows` facts while they load, laid out as the facts will be (a line each for
 * label and value, and the buttons' row): nothing below moves when they come. Plain CSS, no antd.
 */
export function FactsSkeleton({ rows, actions = true }: { rows: number; actions?: boolean }) {
  return (
    <div role="status" aria-label="Загрузка">
      <div className="profile-card__facts" aria-hidden="true">
        {Array.from({ length: rows }, (_, index) => (
          <div key={index} className="profile-card__fact">
            <span className="profile-skeleton profile-skeleton--label">{'\u00a0'}</span>
            <span className="profile-skeleton profile-skeleton--value">{'\u00a0'}</span>
          </div>
        ))}
      </div>
      {actions && <span className="profile-skeleton profile-skeleton--button" aria-hidden="true" />}
    </div>
  );
}

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
  const headingId = useId();
  return (
    <section className="surface-card" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <Facts facts={facts} />
      {actions && <div className="profile-card__actions">{actions}</div>}
    </section>
  );
}
