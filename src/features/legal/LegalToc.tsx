import type { MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { LegalDocument } from './documents/types';

export const sectionId = (index: number) => `section-${index + 1}`;

export function scrollToSection(id: string) {
  window.document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
}

/** Table of contents: a click puts the section into the URL hash; LegalPage scrolls to it. */
export function LegalToc({ sections }: { sections: LegalDocument['sections'] }) {
  const navigate = useNavigate();
  const { hash } = useLocation();

  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault();
    // The same hash again does not change the location, so scroll here.
    if (hash === `#${id}`) scrollToSection(id);
    else void navigate({ hash: id }, { replace: true, preventScrollReset: true });
  };

  return (
    <nav className="legal-toc" aria-label="Содержание">
      <strong>Содержание</strong>
      <ol>
        {sections.map((section, index) => {
          const id = sectionId(index);
          return (
            <li key={id}>
              <a href={`#${id}`} onClick={(event) => onClick(event, id)}>
                {section.heading}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
