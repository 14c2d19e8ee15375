// Values of the read-only profile cards that are more than text.

/** The site as a link that opens in a new tab, shown without its scheme; anything else as text. */
export function WebsiteLink({ href }: { href: string }) {
  if (!/^https?:\/\//i.test(href)) return href;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {href.replace(/^https?:\/\//i, '').replace(/\/$/, '')}
    </a>
  );
}

/** A reference item's name (a city, an industry), which loads apart from the record that names it. */
export function ReferenceName({ name, pending }: { name: string | undefined; pending: boolean }) {
  if (name) return name;
  return pending ? <span aria-label="Загрузка">…</span> : '—';
}

/** A description as it was typed: its line breaks kept. */
export function MultilineText({ text }: { text: string }) {
  return <span className="profile-card__text">{text}</span>;
}
