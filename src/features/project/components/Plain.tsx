import type { ReactNode } from 'react';
import type { ProjectStatus } from '../../../../contract/project-rules';
import { statusLabel } from './format';
import './Plain.css';

// Plain HTML stand-ins for antd's Card, Tag and Skeleton: the project screens' first view stays without antd.

export function Panel({ children, title }: { children: ReactNode; title?: ReactNode }) {
  return (
    <div className="plain-panel">
      {title && <div className="plain-panel__title">{title}</div>}
      {children}
    </div>
  );
}

export function StatusTag({ status }: { status: ProjectStatus }) {
  return <span className={`status-tag status-tag--${status}`}>{statusLabel(status)}</span>;
}

/** Grey bars holding a loading block's place, named for screen readers. */
export function Placeholder({ label, rows = 3 }: { label: string; rows?: number }) {
  return (
    <div className="plain-panel" role="status" aria-label={label}>
      {Array.from({ length: rows }, (_, index) => (
        <span key={index} className="placeholder-bar" />
      ))}
    </div>
  );
}

/**
 * A tab's place while its code loads: a screen high, so the footer below stays off the screen and nothing
 * visible moves when the tab comes.
 */
export function TabPlaceholder({ label }: { label: string }) {
  return <div className="project-page__tab-loading" role="status" aria-label={label} />;
}
