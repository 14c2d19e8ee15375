import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PassThrough, type Transform } from 'node:stream';
import { brotliCompress, constants, createBrotliCompress, createGzip, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  BuildManifest,
  PageFiles,
  PageRendererModule,
  RenderedPage,
  SitemapEntry,
} from '../../contract/pages';
import { notFound } from '../http/errors';
import { agencySitemapRows } from '../modules/contractor';
import { faqSitemapRows } from '../modules/faq';
import { robotsTxt, SITEMAP_MAX_URLS, sitemapIndex, urlSet } from './crawlers';
import { compileTemplate, type PageTemplate } from './document';
import { publicApiOf } from './public-api';
import { hasRenderer, loadRenderer, processApi, withApi } from './renderer';

// The site as browsers and search engines see it: public pages rendered on the server (the app's own
// renderer), the client shell with `noindex` for the private areas, robots.txt and the sitemap.

export type SiteBuild = {
  renderer: PageRendererModule;
  /** The built app's index.html: the template of every page. */
  indexHtml: string;
  manifest?: BuildManifest;
};

/** The renderer and template of a build, when the build has a renderer (`npm run build` makes one). */
export async function siteFromBuild(staticDir: string): Promise<SiteBuild | undefined> {
  if (!hasRenderer(staticDir)) return undefined;
  const [{ module, manifest }, indexHtml] = await Promise.all([
    loadRenderer(staticDir),
    readFile(path.join(path.resolve(staticDir), 'index.html'), 'utf8'),
  ]);
  return { renderer: module, manifest, indexHtml };
}

export type Site = {
  /** Answers a navigation no route took (the not-found handler's page branch). */
  servePage: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;
  /** robots.txt and the sitemap files. */
  registerRoutes: (app: FastifyInstance) => void;
};

/** Pages are small and made per request: compressed quickly, not at the build's highest levels. */
const BROTLI_QUALITY = 5;
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
const MIN_COMPRESSED_BYTES = 1024;
/** A failed render (the database away): the browser's app tries again; a crawler comes back later. */
const RETRY_AFTER_S = 60;

type Encoding = 'br' | 'gzip' | null;
const encodingFor = (request: FastifyRequest): Encoding => {
  const accepts = String(request.headers['accept-encoding'] ?? '');
  return /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : null;
};

const htmlHeaders = (reply: FastifyReply, status: number, encoding: Encoding) => {
  reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'Accept-Encoding');
  if (encoding) reply.header('content-encoding', encoding);
  return reply;
};

/** A whole document at once (the shell). */
async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string,
) {
  const body = Buffer.from(html);
  const encoding = body.length < MIN_COMPRESSED_BYTES ? null : encodingFor(request);
  htmlHeaders(reply, status, encoding);
  if (encoding === 'br') return reply.send(await brotli(body, brotliOptions(body.length)));
  if (encoding === 'gzip') return reply.send(await gzipAsync(body));
  return reply.send(body);
}

const brotliOptions = (sizeHint?: number) => ({
  params: {
    [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
    [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
    ...(sizeHint && { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint }),
  },
});

/**
 * A public page in two parts: its head goes out as soon as its data is loaded (the browser starts on the
 * style sheets and scripts it names while the server renders), then the content. A render that fails
 * after the head left sends an empty root without data: the app then renders the page itself.
 */
function streamPage(
  request: FastifyRequest,
  reply: FastifyReply,
  template: PageTemplate,
  page: Extract<RenderedPage, { kind: 'page' }>,
) {
  const encoding = encodingFor(request);
  const zip =
    encoding === 'br'
      ? createBrotliCompress(brotliOptions())
      : encoding === 'gzip'
        ? createGzip()
        : null;
  const out: Transform = zip ?? new PassThrough();
  const renderBody = () => {
    let end: string;
    try {
      const { html, data } = page.body();
      end = template.end(html, data);
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'the page could not be rendered');
      end = template.end('', undefined);
    }
    out.end(end);
  };
  out.write(template.start(page.head));
  // The content is rendered once the head is on its way: compressed, and piped to the response (which
  // then writes it before this turn of the event loop ends). A client gone before that gets nothing more.
  const headOut = new Promise<void>((resolve) => (zip ? zip.flush(() => resolve()) : resolve()));
  const piped = new Promise<boolean>((resolve) => {
    reply.raw.once('pipe', () => resolve(true));
    reply.raw.once('close', () => resolve(false));
  });
  void Promise.all([piped, headOut]).then(([open]) => {
    if (open) setImmediate(renderBody);
    else out.destroy();
  });
  return htmlHeaders(reply, page.status, encoding).send(out);
}

export function createSite(app: FastifyInstance, build: SiteBuild): Site {
  const { publicUrl } = app.config;
  const db = app.db.db;
  const api = publicApiOf(app);
  const renderer = build.renderer.createPageRenderer({
    publicUrl,
    api: processApi,
    sitemapSources: {
      faqArticles: () => faqSitemapRows(db),
      publishedAgencies: () => agencySitemapRows(db),
    },
    manifest: build.manifest,
  });
  const template = compileTemplate(build.indexHtml);

  const sendShell = (
    request: FastifyRequest,
    reply: FastifyReply,
    status = 200,
    files: PageFiles = { styles: [], modules: [] },
  ) => sendHtml(request, reply.header('x-robots-tag', 'noindex'), status, template.shell(files));

  const servePage = async (request: FastifyRequest, reply: FastifyReply) => {
    let page;
    try {
      page = await withApi(api, () => renderer.render(request.url));
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'the page could not be rendered');
      return sendShell(request, reply.header('retry-after', String(RETRY_AFTER_S)), 503);
    }
    if (page.kind === 'shell') return sendShell(request, reply, 200, page.files);
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    return streamPage(request, reply, template, page);
  };

  const sitemapEntries = (): Promise<SitemapEntry[]> => withApi(api, () => renderer.sitemap());
  const sendXml = (reply: FastifyReply, xml: string) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);

  const registerRoutes = (site: FastifyInstance) => {
    const hidden = { schema: { hide: true } };
    site.get('/robots.txt', hidden, (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(robotsTxt(publicUrl)),
    );
    site.get('/sitemap.xml', hidden, async (_request, reply) => {
      const entries = await sitemapEntries();
      const files = Math.ceil(entries.length / SITEMAP_MAX_URLS);
      return sendXml(
        reply,
        files > 1 ? sitemapIndex(files, publicUrl) : urlSet(entries, publicUrl),
      );
    });
    // The numbered files of a sitemap index (only when there are more URLs than one file holds).
    site.get<{ Params: { page: string } }>(
      '/sitemap-:page(^\\d{1,6}).xml',
      hidden,
      async (request, reply) => {
        const entries = await sitemapEntries();
        const page = Number(request.params.page);
        const files = Math.ceil(entries.length / SITEMAP_MAX_URLS);
        if (files < 2 || page < 1 || page > files) throw notFound();
        const start = (page - 1) * SITEMAP_MAX_URLS;
        return sendXml(reply, urlSet(entries.slice(start, start + SITEMAP_MAX_URLS), publicUrl));
      },
    );
  };

  return { servePage, registerRoutes };
}
