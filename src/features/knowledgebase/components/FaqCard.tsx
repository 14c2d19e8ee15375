import { Link } from 'react-router-dom';
import type { Faq } from '../../../../contract/faq';

/** One article in the list: its question links to it, the summary says what it answers. */
export function FaqCard({ faq, href }: { faq: Faq; href: string }) {
  return (
    <article className="kb-card">
      <h2>
        <Link to={href}>{faq.question}</Link>
      </h2>
      <p>{faq.summary}</p>
    </article>
  );
}
