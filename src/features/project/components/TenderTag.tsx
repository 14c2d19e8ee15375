import type { ReactNode } from 'react';
import './TenderTag.css';

export type TagColor = 'default' | 'green' | 'red' | 'blue' | 'gold' | 'orange';

/** A status's coloured label in plain HTML (antd's Tag without antd: the tender tabs' first view has none). */
export function TenderTag({
  color = 'default',
  children,
}: {
  color?: TagColor;
  children: ReactNode;
}) {
  return <span className={`tender-tag tender-tag--${color}`}>{children}</span>;
}
