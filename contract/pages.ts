import type { ApiEndpoint } from './api-paths';

// The pages of the app as the server and the worker see them: which areas are private (never rendered on
// the server, never indexed, opened from the worker's shell), and what the server-side renderer of the public
// pages (built from src/entry-server.tsx) takes and gives. Types and constants only.

/**
 * Path prefixes of the logged-in and flow areas: the client shell with `noindex`, disallowed in robots.txt,
 * served by the worker from its cache first. A prefix covers the path itself and everything below it.
 */
export const PRIVATE_PAGE_PREFIXES = [
  '/dashboard',
  '/panel',
  '/performers',
  '/notifications',
  '/auth',
  '/create-company',
  '/create-project',
] as const;

/** Whether a URL path is in a private area (`/panel` and `/panel/staff`, not `/panelka`). */
export const isPrivatePagePath = (pathname: string) =>
  PRIVATE_PAGE_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));

/** The id of the element the renderer's data rides in (`<script type="application/json">`). */
export const PAGE_DATA_ELEMENT_ID = 'page-data';

/** A request to a public API endpoint, as the app would send it: path parameters and query. */
export type PublicApiRequest = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | null | undefined>;
};

/** The server's answer to a public API endpoint without HTTP; rejects with a `PublicApiError`. */
export type PublicApi = (endpoint: ApiEndpoint, request: PublicApiRequest) => Promise<unknown>;

/** What a refused public API call carries: the status and body the HTTP API would have answered. */
export type PublicApiError = { status: number; data: unknown };

/** Rows the sitemap is made of, by source: the server reads them from its database. */
export type SitemapSources = {
  /** Knowledge-base articles. */
  faqArticles: () => Promise<Array<{ id: number; updatedAt: Date }>>;
  /** Published agencies (their public profiles). */
  publishedAgencies: () => Promise<Array<{ id: number; updatedAt: Date }>>;
};

export type SitemapEntry = { path: string; lastmod?: Date };

/** The build's Vite manifest (`.vite/manifest.json`): which files a source module needs. */
export type BuildManifest = Record<
  string,
  { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
>;

export type PageRendererOptions = {
  /** PUBLIC_URL without a trailing slash: canonical links and structured data are absolute. */
  publicUrl: string;
  api: PublicApi;
  sitemapSources: SitemapSources;
  /** Absent when the app was not built (tests): no style or preload links then. */
  manifest?: BuildManifest;
};

/** One `<head>`'s worth of a page: the server writes the tags. */
export type PageHead = {
  title: string;
  description: string;
  /** Absolute. */
  canonical: string;
  robots?: 'noindex';
  openGraph: {
    type: 'website' | 'article';
    title: string;
    description: string;
    url: string;
    image: string;
  };
  /** Structured data objects (schema.org), each its own `application/ld+json` script. */
  jsonLd: object[];
  /** The page's own style sheets and script chunks (`/assets/…`), linked so it paints before its code runs. */
  styles: string[];
  modules: string[];
};

/** Files a page needs beyond the entry's (`/assets/…`): its style sheets and its script chunks. */
export type PageFiles = Pick<PageHead, 'styles' | 'modules'>;

export type RenderedPage =
  | {
      kind: 'page';
      status: 200 | 404;
      head: PageHead;
      /**
       * Renders the content of `#root`, and the data the app hydrates with (router state and queries,
       * written as JSON into the page). Apart from the head, so the head can go out first.
       */
      body: () => { html: string; data: unknown };
    }
  /**
   * Not rendered on the server (a private area, or a route without a public page): the client shell, with
   * links to the matched routes' files so the browser fetches them beside the entry.
   */
  | { kind: 'shell'; files: PageFiles }
  | { kind: 'redirect'; status: number; location: string };

export type PageRenderer = {
  /** `url`: path and query. Throws when the page cannot be rendered (its data failed to load). */
  render: (url: string) => Promise<RenderedPage>;
  /** Every public URL worth indexing. */
  sitemap: () => Promise<SitemapEntry[]>;
};

/** What the renderer's module (dist/ssr/entry-server.js) exports. */
export type PageRendererModule = {
  createPageRenderer: (options: PageRendererOptions) => PageRenderer;
};
