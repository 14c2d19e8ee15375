import { describe, expect, it } from 'vitest';
import type { BuildManifest, PageHead } from '../../contract/pages';
import { compileTemplate } from '../../server/pages/document';
import { moduleFiles, modulesOf } from '../../src/entry-server';

// How a rendered page becomes a document: index.html of the build as the template, the page's tags where
// its title was, its files after the entry's (CSS cascade), its data as JSON nothing can break out of.

const INDEX = `<!doctype html>
<html lang="ru">
  <head>
    <meta charset="UTF-8" />
    <title>Подряд — подбор подрядчиков</title>
    <meta
      name="description"
      content="Общее описание"
    />
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Включите JavaScript.</noscript>
  </body>
</html>
`;

const head: PageHead = {
  title: 'Вопрос <про> «кавычки» & "прочее" — Подряд',
  description: 'Описание с "кавычками"',
  canonical: 'https://podryad.example/knowledgebase/1',
  openGraph: {
    type: 'article',
    title: 'Вопрос',
    description: 'Описание',
    url: 'https://podryad.example/knowledgebase/1',
    image: 'https://podryad.example/icons/icon-512.png',
  },
  jsonLd: [{ '@type': 'FAQPage', name: '</script><script>alert(1)</script>' }],
  styles: ['/assets/knowledgebase-2.css'],
  modules: ['/assets/knowledgebase-article-2.js'],
};

describe('a page from the template', () => {
  const template = compileTemplate(INDEX);
  const html =
    template.start(head) + template.end('<main>Статья</main>', { text: '</script><!--' });

  it('has its own title and description instead of the defaults, once', () => {
    expect(html).toContain(
      '<title>Вопрос &lt;про&gt; «кавычки» &amp; &quot;прочее&quot; — Подряд</title>',
    );
    expect(html).toContain(
      '<meta name="description" content="Описание с &quot;кавычками&quot;" />',
    );
    expect(html).not.toContain('Общее описание');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain(
      '<link rel="canonical" href="https://podryad.example/knowledgebase/1" />',
    );
    expect(html).toContain('<meta property="og:type" content="article" />');
  });

  it('links its CSS after the entry’s, so it wins the cascade as when the app loads it', () => {
    expect(html.indexOf('/assets/knowledgebase-2.css')).toBeGreaterThan(
      html.indexOf('/assets/index-1.css'),
    );
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/knowledgebase-article-2.js" />',
    );
  });

  it('puts the content in #root and drops the no-JavaScript notice (the page reads without it)', () => {
    expect(html).toContain('<div id="root"><main>Статья</main></div>');
    expect(html).not.toContain('<noscript>');
  });

  it('writes data and structured data that cannot close their script element', () => {
    const scripts = html.match(/<script[\s\S]*?<\/script>/g) ?? [];
    expect(scripts).toHaveLength(3); // the entry, the JSON-LD, the page data
    expect(html).not.toContain('alert(1)</script>');
    const data = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(data![1]!)).toEqual({ text: '</script><!--' });
    const ld = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
    expect(JSON.parse(ld![1]!)).toEqual(head.jsonLd[0]);
  });

  it('a page whose render failed is an empty root without data: the app renders it itself', () => {
    const broken = template.start(head) + template.end('', undefined);
    expect(broken).toContain('<div id="root"></div>');
    expect(broken).not.toContain('id="page-data"');
  });

  it('the shell is index.html marked noindex', () => {
    const shell = template.shell({ styles: [], modules: [] });
    expect(shell).toContain('<meta name="robots" content="noindex" />');
    expect(shell).toContain('<div id="root"></div>');
    expect(shell.replace(/\s*<meta name="robots"[^>]*>/, '')).toBe(INDEX);
  });

  it("the shell links its routes' files in the head, so they load beside the entry", () => {
    const shell = template.shell({ styles: ['/assets/login.css'], modules: ['/assets/login.js'] });
    const head = shell.slice(0, shell.indexOf('</head>'));
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/login.css" />');
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/login.js" />');
  });
});

describe('the files a page links', () => {
  const manifest: BuildManifest = {
    'index.html': {
      file: 'assets/index-1.js',
      isEntry: true,
      imports: ['_react.js'],
      css: ['assets/index-1.css'],
    },
    '_react.js': { file: 'assets/react-1.js' },
    '_api-client.js': { file: 'assets/api-client-1.js', imports: ['_react.js'] },
    'src/app/routes/knowledgebase-article.tsx': {
      file: 'assets/knowledgebase-article-2.js',
      imports: ['_api-client.js', '_react.js'],
      css: ['assets/knowledgebase-2.css'],
    },
  };

  it('are its chunk, what it imports and their CSS, less what index.html already links', () => {
    expect(moduleFiles(manifest, 'src/app/routes/knowledgebase-article.tsx')).toEqual({
      styles: ['/assets/knowledgebase-2.css'],
      modules: ['/assets/knowledgebase-article-2.js', '/assets/api-client-1.js'],
    });
  });

  it("link the CSS of what a chunk imports before its own, in Vite's order", () => {
    const withShared: BuildManifest = {
      ...manifest,
      '_cards.js': { file: 'assets/cards-1.js', css: ['assets/cards-1.css'] },
      'src/app/routes/list.tsx': {
        file: 'assets/list-3.js',
        imports: ['_cards.js', '_api-client.js'],
        css: ['assets/list-3.css'],
      },
    };
    expect(moduleFiles(withShared, 'src/app/routes/list.tsx').styles).toEqual([
      '/assets/cards-1.css',
      '/assets/list-3.css',
    ]);
  });

  it('are none without a build', () => {
    expect(moduleFiles(undefined, 'src/app/routes/landing.tsx')).toEqual({
      styles: [],
      modules: [],
    });
  });
});

describe("the modules a private route's shell preloads", () => {
  it('are its prefetch module, the restore of saved queries, then its own module', () => {
    const handle = {
      prefetch: 'src/features/project/api/prefetch-tender.ts',
      module: 'src/app/routes/performers-about.tsx',
    };
    expect(modulesOf(handle)).toEqual([
      'src/features/project/api/prefetch-tender.ts',
      'src/lib/pwa/query-persistence.ts',
      'src/app/routes/performers-about.tsx',
    ]);
  });

  it('are its own module alone when its loader starts no requests', () => {
    expect(modulesOf({ module: 'src/app/routes/login.tsx' })).toEqual(['src/app/routes/login.tsx']);
    expect(modulesOf(undefined)).toEqual([]);
  });
});
