import type { ReactNode } from 'react';
import './LandingSection.css';

interface LandingSectionProps {
  id: string;
  title: string;
  lead?: string;
  /** `muted` paints the band in the neutral layout colour to separate neighbouring sections. */
  tone?: 'plain' | 'muted';
  children: ReactNode;
}

/** A full-width band with a centred container, a section heading and an optional lead paragraph. */
export function LandingSection({ id, title, lead, tone = 'plain', children }: LandingSectionProps) {
  return (
    <section
      className={tone === 'muted' ? 'landing-band landing-band--muted' : 'landing-band'}
      aria-labelledby={`${id}-title`}
    >
      <div className="landing-container">
        <h2 id={`${id}-title`} className="landing-section-title">
          {title}
        </h2>
        {lead && <p className="landing-lead">{lead}</p>}
        {children}
      </div>
    </section>
  );
}

/** A card of a section: an optional icon or number, a heading and a short text. */
export function LandingCard({
  mark,
  title,
  text,
  variant = 'outlined',
}: {
  mark?: ReactNode;
  title: string;
  text: string;
  /** `filled`: borderless on a faint fill with a soft shadow. */
  variant?: 'outlined' | 'filled';
}) {
  return (
    <div className={`landing-card landing-card--${variant}`}>
      {mark}
      <h3 className="landing-card-title">{title}</h3>
      <p className="landing-card-text">{text}</p>
    </div>
  );
}
