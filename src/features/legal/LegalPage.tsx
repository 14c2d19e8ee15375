import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { LegalDocument } from './documents/types';
import { LegalLinks } from './LegalLinks';
import { LegalToc, scrollToSection, sectionId } from './LegalToc';
import './legal.css';

export { LegalLinks } from './LegalLinks';

/**
 * One legal document: title, edition, table of contents, numbered sections, links to the others. Plain HTML
 * and CSS, no antd: a long text needs none of it, and a first visit to a document stays small.
 */
export function LegalPage({ doc }: { doc: LegalDocument }) {
  const { slug } = doc;
  const { hash } = useLocation();

  useEffect(() => {
    window.document.title = `${doc.title} — Подряд`;
  }, [doc.title]);

  // A table-of-contents click or a shared link like /privacy-policy#section-5 shows that section.
  useEffect(() => {
    if (hash) scrollToSection(hash.slice(1));
  }, [hash, slug]);

  return (
    <article className="legal-page">
      <h1>{doc.title}</h1>
      <p className="legal-edition">{doc.edition}</p>
      <LegalToc sections={doc.sections} />
      {doc.sections.map((section, index) => {
        const id = sectionId(index);
        return (
          <section key={id} id={id} className="legal-section" aria-labelledby={`${id}-heading`}>
            <h2 id={`${id}-heading`}>{section.heading}</h2>
            {section.paragraphs.map((paragraph, paragraphIndex) => (
              <p key={paragraphIndex}>{paragraph}</p>
            ))}
          </section>
        );
      })}
      <LegalLinks current={slug} />
    </article>
  );
}
