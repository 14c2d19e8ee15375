import { useId, type ReactNode } from 'react';

/** A card of the tariff screens, a region named by its heading. */
export function Section({
  title,
  id,
  children,
}: {
  title: ReactNode;
  id?: string;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section id={id} className="surface-card tariffs-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
    </section>
  );
}
