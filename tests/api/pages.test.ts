import { brotliDecompressSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Faq } from '../../contract/faq';
import type { Page } from '../../contract/drf';
import {
  PAGE_DATA_ELEMENT_ID,
  PRIVATE_PAGE_PREFIXES,
  type PageRendererModule,
} from '../../contract/pages';
import { contractors } from '../../server/db/schema';
import * as renderer from '../../src/entry-server';
import { parse, site } from './helpers/rendered-page';
import { buildTestApp, type TestApp } from './helpers/test-app';

// The public pages as a search engine and a browser without JavaScript get them: server-rendered HTML with
// the content, title, description, canonical URL, Open Graph and JSON-LD, real 404s, the client shell with
// noindex for the private areas, robots.txt and the sitemap. The renderer is the app's own
// (src/entry-server.tsx) with the source index.html as its template (helpers/rendered-page.ts).

const PUBLIC_URL = 'https://podryad.example';
let t: TestApp;
let articles: Faq[];
/** The published agencies' ids: each has its public page. */
let agencies: number[];
beforeAll(async () => {
  t = await buildTestApp({ publicUrl: PUBLIC_URL }, { site: await site() });
  const list = await t.app.inject('/faq/api/v1/faqs/?page_size=100');
  articles = list.json<Page<Faq>>().results;
  agencies = (
    await t.app.db.db
      .select({ id: contractors.id })
      .from(contractors)
      .where(eq(contractors.isPublished, true))
  ).map((row) => row.id);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ url, headers });

const firstParagraph = (answer: string) =>
  answer
    .split(/\n\s*\n/)
    .find((chunk) => !/^(## |- )/.test(chunk.trim()))!
    .trim();

describe('a knowledge-base article', () => {
  it('is HTML with its question, its answer, its title and description', async () => {
    const faq = articles[0]!;
    const res = await get(`/knowledgebase/${faq.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = parse(res.body);
    expect(page.title).toBe(`${faq.question} — Подряд`);
    expect(page.description).toBe(faq.summary);
    expect(page.text).toContain(faq.question);
    expect(page.text).toContain(firstParagraph(faq.answer).replace(/\s+/g, ' '));
    expect(page.robots).toBeUndefined();
  });

  it('names its canonical URL from PUBLIC_URL, never from the Host it was asked at', async () => {
    const faq = articles[1]!;
    const page = parse((await get(`/knowledgebase/${faq.id}`, { host: 'evil.example' })).body);
    expect(page.canonical).toBe(`${PUBLIC_URL}/knowledgebase/${faq.id}`);
    expect(page.og('url')).toBe(page.canonical);
    expect(page.og('type')).toBe('article');
    expect(page.og('title')).toBe(faq.question);
    expect(page.head).not.toContain('evil.example');
  });

  it('carries FAQPage and BreadcrumbList structured data', async () => {
    const faq = articles[2]!;
    const { jsonLd } = parse((await get(`/knowledgebase/${faq.id}`)).body);
    const faqPage = jsonLd.find((item) => item['@type'] === 'FAQPage');
    expect(faqPage).toMatchObject({
      '@context': 'https://schema.org',
      mainEntity: [{ '@type': 'Question', name: faq.question }],
    });
    const answer = (faqPage as { mainEntity: Array<{ acceptedAnswer: { text: string } }> })
      .mainEntity[0]!.acceptedAnswer.text;
    expect(answer).toContain(firstParagraph(faq.answer).split('\n')[0]);
    expect(answer).not.toMatch(/^(## |- )/m);
    expect(jsonLd.find((item) => item['@type'] === 'BreadcrumbList')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Главная', item: `${PUBLIC_URL}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'База знаний',
          item: `${PUBLIC_URL}/knowledgebase`,
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: faq.question,
          item: `${PUBLIC_URL}/knowledgebase/${faq.id}`,
        },
      ],
    });
  });

  it('carries the API’s own answer, so the browser does not ask for it again', async () => {
    const faq = articles[0]!;
    const { data } = parse((await get(`/knowledgebase/${faq.id}`)).body);
    const api = (await get(`/faq/api/v1/faqs/${faq.id}/`)).json<Faq>();
    expect(data?.queries.queries).toEqual([
      expect.objectContaining({
        queryKey: ['faqs', 'detail', faq.id],
        state: expect.objectContaining({ status: 'success', data: api }) as unknown,
      }),
    ]);
  });

  it('goes out compressed to a client that accepts brotli', async () => {
    const faq = articles[0]!;
    const plain = await get(`/knowledgebase/${faq.id}`);
    const res = await get(`/knowledgebase/${faq.id}`, { 'accept-encoding': 'gzip, br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toContain('Accept-Encoding');
    // The same page, but for the moments its data was fetched.
    const moments = (html: string) => html.replace(/"(dehydratedAt|dataUpdatedAt)":\d+/g, '');
    expect(moments(brotliDecompressSync(res.rawPayload).toString())).toBe(moments(plain.body));
    expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
  });
});

describe('missing pages are real 404s with the 404 page', () => {
  it.each([
    '/knowledgebase/999999',
    '/knowledgebase/abc',
    '/knowledgebase/0',
    '/no-such-page',
    '/a/b/c',
  ])('GET %s', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    const page = parse(res.body);
    expect(page.text).toContain('Запрашиваемая вами страница не найдена');
    expect(page.title).toBe('Страница не найдена — Подряд');
    expect(page.robots).toBe('noindex');
    expect(page.jsonLd).toEqual([]);
  });

  it('a HEAD of a missing article is a 404 too', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/knowledgebase/999999' });
    expect(res.statusCode).toBe(404);
  });
});

describe('the other public pages', () => {
  it('the landing page: its content, the service as an Organization', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    const page = parse(res.body);
    expect(page.title).toBe('Подряд — подбор подрядчиков');
    expect(page.canonical).toBe(`${PUBLIC_URL}/`);
    expect(page.text).toContain('Подберём агентство под ваш проект');
    expect(page.jsonLd).toContainEqual(
      expect.objectContaining({ '@type': 'Organization', name: 'Подряд', url: `${PUBLIC_URL}/` }),
    );
    expect(page.data?.queries.queries).toEqual([]);
  });

  it('the knowledge base lists its articles, per audience, each with its own canonical URL', async () => {
    const clients = parse((await get('/knowledgebase')).body);
    expect(clients.title).toBe('База знаний — Подряд');
    expect(clients.canonical).toBe(`${PUBLIC_URL}/knowledgebase`);
    for (const faq of articles.filter((a) => a.audience === 'client').slice(0, 5))
      expect(clients.text).toContain(faq.question);

    const agencies = parse((await get('/knowledgebase?audience=contractor')).body);
    expect(agencies.canonical).toBe(`${PUBLIC_URL}/knowledgebase?audience=contractor`);
    expect(agencies.description).not.toBe(clients.description);
    for (const faq of articles.filter((a) => a.audience === 'contractor').slice(0, 5))
      expect(agencies.text).toContain(faq.question);
  });

  it('search results are rendered but not indexed', async () => {
    const res = await get(`/knowledgebase?search=${encodeURIComponent('тендер')}`);
    expect(res.statusCode).toBe(200);
    const page = parse(res.body);
    expect(page.robots).toBe('noindex');
    expect(page.canonical).toBe(`${PUBLIC_URL}/knowledgebase`);
    expect(page.text).toMatch(/тендер/i);
  });

  it.each([
    ['public-offer', 'Публичная оферта'],
    ['privacy-policy', 'Политика конфиденциальности'],
    ['user-agreement', 'Пользовательское соглашение'],
    ['content-policy', 'Правила размещения контента'],
    ['mailing-agreement', 'Согласие на получение рассылки'],
    ['personal-data-processing-policy', 'Политика обработки персональных данных'],
  ])('/%s: the document, its title and place in the site', async (slug, title) => {
    const res = await get(`/${slug}`);
    expect(res.statusCode).toBe(200);
    const page = parse(res.body);
    expect(page.title).toBe(`${title} — Подряд`);
    expect(page.description).toContain(title);
    expect(page.canonical).toBe(`${PUBLIC_URL}/${slug}`);
    expect(page.text).toContain(title);
    expect(page.text).toContain('1. Общие положения');
    expect(page.jsonLd).toContainEqual(expect.objectContaining({ '@type': 'BreadcrumbList' }));
    // The text is in the HTML once: the page does not carry it again as data.
    expect(res.body.split('1. Общие положения').length - 1).toBe(2); // the contents and the section
  });

  it('every public page has a title and description of its own', async () => {
    const urls = ['/', '/knowledgebase', `/knowledgebase/${articles[0]!.id}`, '/public-offer'];
    const pages = await Promise.all(urls.map(async (url) => parse((await get(url)).body)));
    expect(new Set(pages.map((page) => page.title)).size).toBe(urls.length);
    expect(new Set(pages.map((page) => page.description)).size).toBe(urls.length);
  });
});

describe('private areas', () => {
  const privatePages = [
    '/dashboard',
    '/dashboard/profile/company',
    '/panel',
    '/panel/staff',
    '/panel/knowledgebase/1',
    '/notifications',
    '/auth/login',
    '/auth/register?variant=2',
    '/create-company/services',
    '/create-project',
    '/performers/3/favorites',
  ];

  it.each(privatePages)('%s is the client shell, marked noindex', async (url) => {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['x-robots-tag']).toBe('noindex');
    const page = parse(res.body);
    expect(page.robots).toBe('noindex');
    expect(res.body).toContain('<div id="root"></div>');
    expect(page.data).toBeUndefined();
  });

  it('is the same shell for a logged-in user: nothing of a user is rendered on the server', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/auth/api/v1/jwt/create/',
      payload: { email: 'client@podryad.example', password: 'demo-pass-2026' },
    });
    const { access } = login.json<{ access: string }>();
    const guest = await get('/dashboard/profile');
    const user = await get('/dashboard/profile', {
      authorization: `Bearer ${access}`,
      cookie: `token=${encodeURIComponent(JSON.stringify({ access }))}`,
    });
    expect(user.statusCode).toBe(200);
    expect(user.body).toBe(guest.body);
  });

  it('a public page is rendered for a guest even when a user asks for it', async () => {
    const faq = articles[0]!;
    const res = await get(`/knowledgebase/${faq.id}`, {
      cookie: `user=${encodeURIComponent(JSON.stringify({ id: 1, type_account: 1, accountTypes: [] }))}`,
    });
    const page = parse(res.body);
    expect(page.text).toContain('Войти');
    expect(page.text).not.toContain('Личный кабинет');
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt disallows the private areas and the API, and names the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    for (const prefix of PRIVATE_PAGE_PREFIXES) expect(lines).toContain(`Disallow: ${prefix}`);
    expect(lines).toContain('Disallow: /*/api/');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.body).not.toMatch(/Disallow: \/knowledgebase|Disallow: \/$/m);
  });

  it('the sitemap lists every public page and article, and nothing private', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns=/);
    const locs = [...res.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${PUBLIC_URL}/`,
        `${PUBLIC_URL}/knowledgebase`,
        `${PUBLIC_URL}/knowledgebase?audience=contractor`,
        `${PUBLIC_URL}/list`,
        `${PUBLIC_URL}/public-offer`,
        `${PUBLIC_URL}/personal-data-processing-policy`,
        ...articles.map((faq) => `${PUBLIC_URL}/knowledgebase/${faq.id}`),
        ...agencies.map((id) => `${PUBLIC_URL}/executor/${id}`),
      ]),
    );
    expect(agencies.length).toBeGreaterThan(0);
    expect(locs).toHaveLength(4 + 6 + articles.length + agencies.length);
    for (const loc of locs)
      expect(PRIVATE_PAGE_PREFIXES.some((prefix) => loc!.includes(prefix))).toBe(false);
    const article = articles[0]!;
    expect(res.body).toContain(
      `<url><loc>${PUBLIC_URL}/knowledgebase/${article.id}</loc><lastmod>${article.updated_at}</lastmod></url>`,
    );
  });

  it('numbered sitemap files exist only behind an index', async () => {
    expect((await get('/sitemap-1.xml')).statusCode).toBe(404);
  });
});

describe('a sitemap past 50 000 URLs', () => {
  let big: TestApp;
  beforeAll(async () => {
    big = await buildTestApp({ publicUrl: PUBLIC_URL }, { site: await site() });
    await big.app.db.query(
      `insert into faqs (question, summary, answer, audience)
       select 'Вопрос ' || n, 'Кратко', 'Ответ', 'client' from generate_series(1, 50000) as n`,
    );
  });
  afterAll(() => big.close());

  it('is an index of files of at most 50 000 URLs each, as the protocol says', async () => {
    const index = await big.app.inject('/sitemap.xml');
    expect(index.statusCode).toBe(200);
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    expect([...index.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      `${PUBLIC_URL}/sitemap-1.xml`,
      `${PUBLIC_URL}/sitemap-2.xml`,
    ]);
    const first = await big.app.inject('/sitemap-1.xml');
    const second = await big.app.inject('/sitemap-2.xml');
    const count = (xml: string) => xml.split('<url>').length - 1;
    expect(count(first.body)).toBe(50_000);
    expect(count(second.body)).toBe(4 + 6 + articles.length + agencies.length + 50_000 - 50_000);
    expect(first.body).toContain(`<loc>${PUBLIC_URL}/</loc>`);
    expect((await big.app.inject('/sitemap-3.xml')).statusCode).toBe(404);
  });
});

describe('when rendering fails', () => {
  let failing: TestApp;
  beforeAll(async () => {
    // The app's renderer, but the knowledge base's data fails to load, and an article's content fails to
    // render after its head was sent.
    const build = await site();
    const broken: PageRendererModule = {
      createPageRenderer: (options) => {
        const real = renderer.createPageRenderer(options);
        return {
          ...real,
          render: async (url) => {
            if (url.startsWith('/knowledgebase?')) throw new Error('the database is away');
            const page = await real.render(url);
            if (page.kind !== 'page' || !url.startsWith('/knowledgebase/')) return page;
            return {
              ...page,
              body: () => {
                throw new Error('a component broke');
              },
            };
          },
        };
      },
    };
    failing = await buildTestApp(
      { publicUrl: PUBLIC_URL },
      { site: { ...build, renderer: broken } },
    );
  });
  afterAll(() => failing.close());

  it('a page whose data cannot be loaded is the client shell with 503: the app tries itself', async () => {
    const res = await failing.app.inject('/knowledgebase?audience=client');
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.body).toContain('<div id="root"></div>');
    expect(parse(res.body).robots).toBe('noindex');
  });

  it('a page whose content fails after its head left ends with an empty root and no data', async () => {
    const faq = articles[0]!;
    const res = await failing.app.inject(`/knowledgebase/${faq.id}`);
    expect(res.statusCode).toBe(200);
    const page = parse(res.body);
    expect(page.title).toBe(`${faq.question} — Подряд`);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).not.toContain(PAGE_DATA_ELEMENT_ID);
    expect(res.body.trimEnd()).toMatch(/<\/html>$/);
  });
});
