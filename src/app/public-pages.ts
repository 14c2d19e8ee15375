import type { QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import type { SitemapEntry, SitemapSources } from '../../contract/pages';
import type { FaqAudience } from '../../contract/faq';
import { legalSlugs, paths, type LegalSlug } from '../config/paths';
import { agencyQueryOptions } from '../features/agencies/api/get-agency';
import {
  agencyReviewsQueryOptions,
  agencyScoresQueryOptions,
  agencyTestimonialsQueryOptions,
} from '../features/agencies/api/get-agency-reviews';
import {
  catalogueNamesQueryOptions,
  catalogueQueryOptions,
} from '../features/agencies/api/get-catalogue';
import {
  catalogueApiQuery,
  catalogueState,
  filterCount,
} from '../features/agencies/catalogue-state';
import { faqQueryOptions } from '../features/knowledgebase/api/get-faq';
import { faqsQueryOptions } from '../features/knowledgebase/api/get-faqs';
import { faqListParams } from '../features/knowledgebase/api/list-params';
import { loadLegalDocument } from '../features/legal/documents/load';
import { ApiError } from '../lib/api-client';
import { agencyOrganization, faqPage, siteOrganization, snippet, type PageMeta } from './page-meta';
import { legalPageId, NOT_FOUND_ROUTE_ID, PAGE_ID } from './route-table';

// The public pages: what the server needs to render each one as real HTML. Keyed by the route's id in
// route-table.tsx (the route with that id is the one rendered). A new public page — the catalogue `/list`,
// an agency's `/executor/{id}` — is an `id` on its route and one entry here: its route module (for its CSS
// and chunks), the queries its components read (loaded on the server through the same services the API
// answers with), its title, description and structured data, and its URLs in the sitemap.
// Only the server's renderer imports this file: none of it reaches the browser.

export type PageContext = {
  params: Params<string>;
  url: URL;
  /** This request's own cache: what `load` puts here is what the components render and the page carries. */
  queryClient: QueryClient;
  publicUrl: string;
};

/** `missing`: the page's subject does not exist (an unknown article): the page answers 404. */
export type PageLoad = 'found' | 'missing';

export type PublicPage = {
  /** The route module, from the project root: the build's manifest gives its CSS and chunks. */
  module: string;
  /** Puts what the page's components read into the cache. Without it the page needs no server data. */
  load?: (context: PageContext) => Promise<PageLoad>;
  meta: (context: PageContext) => PageMeta | Promise<PageMeta>;
  /** Its URLs for the sitemap. */
  sitemap?: (sources: SitemapSources) => Promise<SitemapEntry[]>;
};

/**
 * Waits for the queries' fetches (`queryClient.fetchQuery(…)`, which keeps each answer in the cache). A 404
 * of any is `missing` (the components show the not-found page for it); any other failure throws, and the
 * server falls back to the client shell.
 */
export async function loadQueries(fetches: Array<Promise<unknown>>): Promise<PageLoad> {
  const results = await Promise.allSettled(fetches);
  let load: PageLoad = 'found';
  for (const result of results) {
    if (result.status === 'fulfilled') continue;
    if (result.reason instanceof ApiError && result.reason.status === 404) load = 'missing';
    else throw result.reason;
  }
  return load;
}

/** A path parameter as the id the app's own check accepts (a PostgreSQL integer), else null. */
const idParam = (raw: string | undefined): number | null => {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 && id <= 2147483647 && /^\d+$/.test(raw ?? '') ? id : null;
};

const KNOWLEDGEBASE = 'База знаний';
const AGENCIES = 'Агентства';
const agenciesCrumb = { name: AGENCIES, path: paths.list.getHref() };
const knowledgebaseCrumb = { name: KNOWLEDGEBASE, path: paths.knowledgebase.list.getHref() };

/** The public list's choice: its default audience is the client's. */
export const knowledgebaseListParams = (search: URLSearchParams) => faqListParams(search, 'client');

const audienceDescription: Record<FaqAudience, string> = {
  client:
    'База знаний «Подряда» для заказчиков: как описать проект, получить подборку агентств, провести тендер и выбрать исполнителя.',
  contractor:
    'База знаний «Подряда» для агентств: как заполнить профиль, отвечать на приглашения, участвовать в тендерах и выбрать тариф.',
};

/** Plain text of an article's answer (its light markup: "## " subheadings, "- " list items). */
const plainAnswer = (answer: string) =>
  answer
    .split('\n')
    .map((line) => line.trim().replace(/^(## |- )/, ''))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();

const landingDescription =
  'Подряд — B2B-маркетплейс: опишите проект, получите подборку подходящих агентств и проведите тендер.';

const legalPage = (slug: LegalSlug): PublicPage => ({
  module: 'src/app/routes/legal.tsx',
  meta: async () => {
    const doc = await loadLegalDocument(slug);
    return {
      title: doc.title,
      description: `${doc.title} сервиса «Подряд» — подбора подрядчиков для бизнеса. ${doc.edition}.`,
      canonicalPath: paths.legal.getHref(slug),
      breadcrumbs: [{ name: doc.title, path: paths.legal.getHref(slug) }],
    };
  },
  sitemap: () => Promise.resolve([{ path: paths.legal.getHref(slug) }]),
});

export const NOT_FOUND_META: Omit<PageMeta, 'canonicalPath'> = {
  title: 'Страница не найдена',
  description:
    'Запрашиваемая страница не найдена: возможно, она была удалена или никогда не существовала.',
  noindex: true,
};

export const publicPages: Record<string, PublicPage> = {
  [PAGE_ID.landing]: {
    module: 'src/app/routes/landing.tsx',
    meta: ({ publicUrl }) => ({
      title: null,
      description: landingDescription,
      canonicalPath: paths.home.getHref(),
      jsonLd: [siteOrganization(publicUrl, landingDescription)],
    }),
    sitemap: () => Promise.resolve([{ path: paths.home.getHref() }]),
  },

  [PAGE_ID.knowledgebase]: {
    module: 'src/app/routes/knowledgebase.tsx',
    load: ({ url, queryClient }) =>
      loadQueries([
        queryClient.fetchQuery(faqsQueryOptions(knowledgebaseListParams(url.searchParams))),
      ]),
    meta: ({ url }) => {
      const { audience, search, page } = knowledgebaseListParams(url.searchParams);
      const query = new URLSearchParams();
      if (audience !== 'client') query.set('audience', audience);
      if (page > 1) query.set('page', String(page));
      const canonicalPath = `${paths.knowledgebase.list.getHref()}${query.size ? `?${query}` : ''}`;
      return {
        title: KNOWLEDGEBASE,
        description: audienceDescription[audience],
        canonicalPath,
        noindex: search !== undefined, // search results are not a page of their own
        breadcrumbs: [knowledgebaseCrumb],
      };
    },
    sitemap: () =>
      Promise.resolve([
        { path: paths.knowledgebase.list.getHref() },
        { path: `${paths.knowledgebase.list.getHref()}?audience=contractor` },
      ]),
  },

  [PAGE_ID.knowledgebaseArticle]: {
    module: 'src/app/routes/knowledgebase-article.tsx',
    load: ({ params, queryClient }) => {
      const id = idParam(params.id);
      return id === null
        ? Promise.resolve('missing')
        : loadQueries([queryClient.fetchQuery(faqQueryOptions(id))]);
    },
    meta: ({ params, queryClient }) => {
      const id = idParam(params.id)!; // load found it
      const faq = queryClient.getQueryData(faqQueryOptions(id).queryKey)!;
      const path = paths.knowledgebase.article.getHref(id);
      return {
        title: faq.question,
        description: snippet(faq.summary || plainAnswer(faq.answer)),
        canonicalPath: path,
        type: 'article',
        breadcrumbs: [knowledgebaseCrumb, { name: faq.question, path }],
        jsonLd: [faqPage(faq.question, plainAnswer(faq.answer))],
      };
    },
    sitemap: async ({ faqArticles }) =>
      (await faqArticles()).map(({ id, updatedAt }) => ({
        path: paths.knowledgebase.article.getHref(id),
        lastmod: updatedAt,
      })),
  },

  [PAGE_ID.catalogue]: {
    module: 'src/app/routes/list.tsx',
    load: ({ url, queryClient }) =>
      loadQueries([
        queryClient.fetchQuery(
          catalogueQueryOptions(catalogueApiQuery(catalogueState(url.searchParams))),
        ),
        // the page carries the names too, so hydration asks for nothing
        queryClient.fetchQuery(catalogueNamesQueryOptions()),
      ]),
    meta: ({ url }) => {
      const state = catalogueState(url.searchParams);
      const page = state.page > 1 ? `?page=${state.page}` : '';
      return {
        title: AGENCIES,
        description:
          'Каталог агентств «Подряда»: маркетинг, реклама, разработка и дизайн. Услуги с ценами, кейсы, клиенты, города и размер команды.',
        canonicalPath: `${paths.list.getHref()}${page}`,
        // a search or a choice of filters is not a page of its own
        noindex: state.search !== '' || filterCount(state) > 0,
        breadcrumbs: [agenciesCrumb],
      };
    },
    sitemap: () => Promise.resolve([{ path: paths.list.getHref() }]),
  },

  [PAGE_ID.executor]: {
    module: 'src/app/routes/executor.tsx',
    load: ({ params, queryClient }) => {
      const id = idParam(params.id);
      return id === null
        ? Promise.resolve('missing')
        : loadQueries([
            queryClient.fetchQuery(agencyQueryOptions(id)),
            queryClient.fetchQuery(agencyScoresQueryOptions(id)),
            queryClient.fetchQuery(agencyReviewsQueryOptions(id)),
            queryClient.fetchQuery(agencyTestimonialsQueryOptions(id)),
          ]);
    },
    meta: ({ params, queryClient, publicUrl }) => {
      const id = idParam(params.id)!; // load found it
      const profile = queryClient.getQueryData(agencyQueryOptions(id).queryKey)!;
      const path = paths.executor.getHref(id);
      const services = profile.services.map((service) => service.name).join(', ');
      const description = snippet(
        profile.description ||
          `${profile.name} на «Подряде»${services ? `: ${services}` : ''}. Кейсы, клиенты и цены агентства.`,
      );
      return {
        title: profile.name,
        description,
        canonicalPath: path,
        breadcrumbs: [agenciesCrumb, { name: profile.name, path }],
        jsonLd: [agencyOrganization(profile, publicUrl, path, description)],
      };
    },
    sitemap: async ({ publishedAgencies }) =>
      (await publishedAgencies()).map(({ id, updatedAt }) => ({
        path: paths.executor.getHref(id),
        lastmod: updatedAt,
      })),
  },

  ...Object.fromEntries(legalSlugs.map((slug) => [legalPageId(slug), legalPage(slug)])),

  [NOT_FOUND_ROUTE_ID]: {
    module: 'src/app/routes/not-found.tsx',
    meta: ({ url }) => ({ ...NOT_FOUND_META, canonicalPath: url.pathname }),
  },
};
