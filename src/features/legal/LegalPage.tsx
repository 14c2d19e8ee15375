import { Typography } from 'antd';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { LegalSlug } from '../../config/paths';
import { legalDocuments } from './documents';
import { LegalLinks } from './LegalLinks';
import { LegalToc, scrollToSection, sectionId } from './LegalToc';
import './legal.css';

export { LegalLinks } from './LegalLinks';

const { Title, Paragraph, Text } = Typography;

/** One legal document: title, edition, table of contents, numbered sections, links to the others. */
export function LegalPage({ slug }: { slug: LegalSlug }) {
  const doc = legalDocuments[slug];
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
      <Title level={1}>{doc.title}</Title>
      <Text type="secondary">{doc.edition}</Text>
      <LegalToc sections={doc.sections} />
      {doc.sections.map((section, index) => {
        const id = sectionId(index);
        return (
          <section key={id} id={id} className="legal-section" aria-labelledby={`${id}-heading`}>
            <Title level={2} id={`${id}-heading`}>
              {section.heading}
            </Title>
            {section.paragraphs.map((paragraph, paragraphIndex) => (
              <Paragraph key={paragraphIndex}>{paragraph}</Paragraph>
            ))}
          </section>
        );
      })}
      <LegalLinks current={slug} />
    </article>
  );
}
