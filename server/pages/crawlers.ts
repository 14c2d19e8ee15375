import { PRIVATE_PAGE_PREFIXES, type SitemapEntry } from '../../contract/pages';

// robots.txt and the sitemap (sitemaps.org): what search engines may read, and every public URL.

/** The protocol's limit of URLs per sitemap file; past it, /sitemap.xml is an index of numbered files. */
export const SITEMAP_MAX_URLS = 50_000;

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    'Disallow: /api/',
    'Disallow: /*/api/',
    'Disallow: /ws/',
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

const escapeXml = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export function urlSet(entries: SitemapEntry[], publicUrl: string): string {
  const urls = entries.map(
    ({ path, lastmod }) =>
      `<url><loc>${escapeXml(publicUrl + path)}</loc>${
        lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''
      }</url>`,
  );
  return `${XML_HEAD}\n<urlset xmlns="${NS}">\n${urls.join('\n')}\n</urlset>\n`;
}

export const sitemapFileUrl = (publicUrl: string, page: number) =>
  `${publicUrl}/sitemap-${page}.xml`;

export function sitemapIndex(files: number, publicUrl: string): string {
  const items = Array.from(
    { length: files },
    (_, index) =>
      `<sitemap><loc>${escapeXml(sitemapFileUrl(publicUrl, index + 1))}</loc></sitemap>`,
  );
  return `${XML_HEAD}\n<sitemapindex xmlns="${NS}">\n${items.join('\n')}\n</sitemapindex>\n`;
}
