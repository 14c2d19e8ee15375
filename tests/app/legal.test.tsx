import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { legalSlugs, paths } from '../../src/config/paths';
import { getLegalDocument, legalDocuments } from '../../src/features/legal/documents';
import type { LegalDocument } from '../../src/features/legal/documents';
import { loadLegalDocument } from '../../src/features/legal/documents/load';
import { LEGAL_TITLES } from '../../src/features/legal/documents/titles';
import { LegalPage } from '../../src/features/legal/LegalPage';

/** Words = whitespace-separated tokens that contain a letter or a digit (dashes and «№» do not count). */
const countWords = (doc: LegalDocument) =>
  [doc.title, ...doc.sections.flatMap((section) => [section.heading, ...section.paragraphs])]
    .join(' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;

describe('legal documents', () => {
  it.each(legalSlugs)('%s has a substantive document', (slug) => {
    const doc = legalDocuments[slug];
    expect(doc.slug).toBe(slug);
    expect(doc.title.length).toBeGreaterThan(0);
    expect(doc.edition).toBe('Редакция от 1 ноября 2026 г.');
    expect(doc.sections.length).toBeGreaterThanOrEqual(5);
    expect(countWords(doc)).toBeGreaterThanOrEqual(800);
    expect(countWords(doc)).toBeLessThanOrEqual(2000);
    for (const section of doc.sections) expect(section.paragraphs.length).toBeGreaterThan(0);
    expect(JSON.stringify(doc)).toContain('ИНН 7701234560');
  });

  it.each(legalSlugs)('%s loads on its own, with the title the links show', async (slug) => {
    const doc = await loadLegalDocument(slug);
    expect(doc).toBe(legalDocuments[slug]);
    expect(doc.title).toBe(LEGAL_TITLES[slug]);
  });

  it('looks documents up by slug', () => {
    expect(getLegalDocument('privacy-policy')?.title).toBe('Политика конфиденциальности');
    expect(getLegalDocument('nope')).toBeUndefined();
    expect(getLegalDocument('toString')).toBeUndefined();
  });
});

describe('LegalPage', () => {
  const renderPage = (slug: (typeof legalSlugs)[number]) => {
    const router = createMemoryRouter(
      [{ path: paths.legal.path, element: <LegalPage doc={legalDocuments[slug]} /> }],
      { initialEntries: [paths.legal.getHref(slug)] },
    );
    return render(<RouterProvider router={router} />);
  };

  it('renders the title, the edition, the contents and the sections', () => {
    renderPage('public-offer');
    expect(screen.getByRole('heading', { level: 1, name: 'Публичная оферта' })).toBeTruthy();
    expect(screen.getByText('Редакция от 1 ноября 2026 г.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '1. Общие положения' })).toBeTruthy();
    const contents = screen.getByRole('navigation', { name: 'Содержание' });
    const [firstEntry] = within(contents).getAllByRole('link');
    expect(firstEntry?.getAttribute('href')).toBe('#section-1');
    expect(screen.getByRole('region', { name: '1. Общие положения' })).toHaveAttribute(
      'id',
      'section-1',
    );
    expect(document.title).toBe('Публичная оферта — Подряд');
  });

  it('links to the other documents but not to itself', () => {
    renderPage('privacy-policy');
    const others = screen.getByRole('navigation', { name: 'Другие документы' });
    const hrefs = within(others)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toHaveLength(legalSlugs.length - 1);
    expect(hrefs).toContain(paths.legal.getHref('public-offer'));
    expect(hrefs).not.toContain(paths.legal.getHref('privacy-policy'));
  });
});
