import { readFile } from 'node:fs/promises';
import { PAGE_DATA_ELEMENT_ID } from '../../../contract/pages';
import type { SiteBuild } from '../../../server/pages/site';
import * as renderer from '../../../src/entry-server';

// A server-rendered page as a crawler reads it. The renderer is the app's own (src/entry-server.tsx) with
// the source index.html as its template, as `npm run build` makes them.

export const site = async (): Promise<SiteBuild> => ({
  renderer,
  indexHtml: await readFile('index.html', 'utf8'),
});

const decode = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The page's parts: what a crawler reads. */
export function parse(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html)?.[1];
  const data = new RegExp(
    `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">([\\s\\S]*?)</script>`,
  ).exec(html)?.[1];
  const jsonLd = [
    ...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);
  const attribute = (pattern: RegExp) => {
    const value = pattern.exec(head)?.[1];
    return value === undefined ? undefined : decode(value);
  };
  return {
    head,
    title: attribute(/<title>([^<]*)<\/title>/),
    description: attribute(/<meta name="description" content="([^"]*)"/),
    canonical: attribute(/<link rel="canonical" href="([^"]*)"/),
    robots: attribute(/<meta name="robots" content="([^"]*)"/),
    og: (property: string) =>
      attribute(new RegExp(`<meta property="og:${property}" content="([^"]*)"`)),
    text: root === undefined ? '' : decode(root.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' '),
    data: data === undefined ? undefined : (JSON.parse(data) as PageData),
    jsonLd,
  };
}

type PageData = {
  router: unknown;
  queries: { queries: Array<{ queryKey: unknown[]; state: { data?: unknown; status: string } }> };
};
