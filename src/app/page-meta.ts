import type { ContractorProfile } from '../../contract/contractor-profile';
import type { PageHead } from '../../contract/pages';
import { APP_TITLE } from '../hooks/use-document-title';

// What a server-rendered page says about itself in its <head>: title, description, canonical URL, Open Graph
// and schema.org structured data. Used only by the server's renderer (src/entry-server.tsx).

export const SITE_NAME = 'Подряд';

/** A step of the page's place in the site, for `BreadcrumbList`: the home page first, the page itself last. */
export type Crumb = { name: string; path: string };

export type PageMeta = {
  /** The page's own title; the tab reads `${title} — Подряд` (null: the app's full name, the home page). */
  title: string | null;
  description: string;
  /** Path and query of the one URL this content should be indexed under. */
  canonicalPath: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  /** Below the home page: the trail to this page (the home page is added in front). */
  breadcrumbs?: Crumb[];
  /** More schema.org objects (FAQPage, Organization…). */
  jsonLd?: object[];
};

/** The tab title the app sets too (hooks/use-document-title.ts), so it does not change on hydration. */
export const documentTitle = (title: string | null) =>
  title ? `${title} — ${SITE_NAME}` : APP_TITLE;

const SCHEMA = 'https://schema.org';

export function breadcrumbList(crumbs: Crumb[], publicUrl: string): object {
  return {
    '@context': SCHEMA,
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: `${publicUrl}${crumb.path}`,
    })),
  };
}

/** One question and its answer, as search engines show an FAQ result. */
export function faqPage(question: string, answer: string): object {
  return {
    '@context': SCHEMA,
    '@type': 'FAQPage',
    mainEntity: [
      {
        '@type': 'Question',
        name: question,
        acceptedAnswer: { '@type': 'Answer', text: answer },
      },
    ],
  };
}

/** The service itself (the home page). */
export function siteOrganization(publicUrl: string, description: string): object {
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: SITE_NAME,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/icons/icon-512.png`,
    description,
  };
}

/** An agency on its public page: who it is, where, how big, since when, what it does. */
export function agencyOrganization(
  profile: ContractorProfile,
  publicUrl: string,
  path: string,
  description: string,
): object {
  const absolute = (url: string) => (url.startsWith('/') ? `${publicUrl}${url}` : url);
  const places = profile.locations.map(({ country, city }) =>
    city ? { '@type': 'City', name: city.name } : { '@type': 'Country', name: country.name },
  );
  return {
    '@context': SCHEMA,
    '@type': 'Organization',
    name: profile.name,
    url: `${publicUrl}${path}`,
    description,
    ...(profile.logo && { logo: absolute(profile.logo.url) }),
    ...(profile.website && { sameAs: [profile.website] }),
    ...(profile.inn && { taxID: profile.inn }),
    ...(profile.founded_year !== null && { foundingDate: String(profile.founded_year) }),
    ...(profile.staff_count !== null && {
      numberOfEmployees: { '@type': 'QuantitativeValue', value: profile.staff_count },
    }),
    ...(profile.city_name && {
      address: { '@type': 'PostalAddress', addressLocality: profile.city_name },
    }),
    ...(places.length > 0 && { areaServed: places }),
    ...(profile.languages.length > 0 && {
      knowsLanguage: profile.languages.map((language) => language.code),
    }),
    ...(profile.services.length > 0 && {
      knowsAbout: profile.services.map((service) => service.name),
    }),
  };
}

/** A description fit for a snippet: one line, at most `max` characters, cut at a word. */
export function snippet(text: string, max = 200): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max / 2)).replace(/[\s,.;:—-]+$/, '')}…`;
}

/** The head of a page from its meta: absolute URLs from PUBLIC_URL, breadcrumbs as structured data. */
export function pageHead(
  meta: PageMeta,
  publicUrl: string,
  files: { styles: string[]; modules: string[] },
): PageHead {
  const canonical = `${publicUrl}${meta.canonicalPath}`;
  const title = documentTitle(meta.title);
  const crumbs = meta.breadcrumbs?.length
    ? [{ name: 'Главная', path: '/' }, ...meta.breadcrumbs]
    : [];
  return {
    title,
    description: meta.description,
    canonical,
    ...(meta.noindex && { robots: 'noindex' as const }),
    openGraph: {
      type: meta.type ?? 'website',
      title: meta.title ?? title,
      description: meta.description,
      url: canonical,
      image: `${publicUrl}/icons/icon-512.png`,
    },
    jsonLd: [...(meta.jsonLd ?? []), ...(crumbs.length ? [breadcrumbList(crumbs, publicUrl)] : [])],
    ...files,
  };
}
