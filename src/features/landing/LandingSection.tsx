import { Typography, theme } from 'antd';
import type { ReactNode } from 'react';

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
  const { token } = theme.useToken();
  return (
    <section
      className="landing-band"
      aria-labelledby={`${id}-title`}
      style={{ background: tone === 'muted' ? token.colorBgLayout : token.colorBgContainer }}
    >
      <div className="landing-container">
        <Typography.Title level={2} id={`${id}-title`} className="landing-section-title">
          {title}
        </Typography.Title>
        {lead && (
          <Typography.Paragraph type="secondary" className="landing-lead">
            {lead}
          </Typography.Paragraph>
        )}
        {children}
      </div>
    </section>
  );
}
