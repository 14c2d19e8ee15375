import type { ReactNode } from 'react';
import { useDocumentTitle } from '../../hooks/use-document-title';
import './under-construction.css';

type UnderConstructionProps = {
  /** The screen's name, e.g. «Личный кабинет заказчика». */
  title: string;
  /** One line of what will be here. */
  description: string;
  children?: ReactNode;
};

/** The placeholder of a screen a later release builds: its title and what it will offer. */
export function UnderConstruction({ title, description, children }: UnderConstructionProps) {
  useDocumentTitle(title);
  return (
    <section className="under-construction">
      <span className="under-construction__badge">Раздел в разработке</span>
      <h1>{title}</h1>
      <p>{description}</p>
      {children && <div className="under-construction__actions">{children}</div>}
    </section>
  );
}
