import { PAGE_DATA_ELEMENT_ID, type PageFiles, type PageHead } from '../../contract/pages';

// The HTML documents the server answers pages with, made from the built app's index.html: a public page
// with its content, metadata and data, or the client shell (private areas) marked `noindex`.

const ROOT = '<div id="root"></div>';
const HEAD_MARK = '\0head\0';
const HEAD_END = '</head>';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that can sit inside a `<script>`: nothing in it can close the element or start a comment. */
export const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;

/** What the page says about itself: where index.html had its title. */
export function metaTags(head: PageHead): string {
  const { openGraph: og } = head;
  return [
    `<title>${escapeHtml(head.title)}</title>`,
    meta('name', 'description', head.description),
    `<link rel="canonical" href="${escapeHtml(head.canonical)}" />`,
    ...(head.robots ? [meta('name', 'robots', head.robots)] : []),
    meta('property', 'og:type', og.type),
    meta('property', 'og:site_name', 'Подряд'),
    meta('property', 'og:locale', 'ru_RU'),
    meta('property', 'og:title', og.title),
    meta('property', 'og:description', og.description),
    meta('property', 'og:url', og.url),
    meta('property', 'og:image', og.image),
  ].join('\n    ');
}

/** The page's own files and structured data: after the entry's, so its CSS comes later in the cascade. */
export function assetTags(head: PageFiles & Pick<PageHead, 'jsonLd'>): string {
  return [
    ...head.styles.map(
      (href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" />`,
    ),
    ...head.modules.map(
      (href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}" />`,
    ),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${scriptJson(data)}</script>`),
  ]
    .map((tag) => `  ${tag}\n`)
    .join('');
}

export type PageTemplate = {
  /** The document up to the content: everything the browser needs to start fetching the page's files. */
  start: (head: PageHead) => string;
  /** The content of `#root`, the page's data, the end of the document. */
  end: (html: string, data: unknown) => string;
  /** The client shell, never to be indexed, linking the files of the routes it will show. */
  shell: (files: PageFiles) => string;
};

/** Splits index.html once; each page is then a few string joins. */
export function compileTemplate(indexHtml: string): PageTemplate {
  if (!indexHtml.includes(ROOT) || !indexHtml.includes(HEAD_END))
    throw new Error(`index.html has no ${ROOT} or no ${HEAD_END}`);
  // A page brings its own title and description (its tags go where the title was); its content reads
  // without JavaScript.
  const base = indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, HEAD_MARK)
    .replace(/\s*<meta\s+name="description"[^>]*>/, '')
    .replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  if (!base.includes(HEAD_MARK)) throw new Error('index.html has no <title>');
  const [beforeTitle, afterTitle] = split(base, HEAD_MARK);
  const [beforeHeadEnd, afterHeadEnd] = split(afterTitle, HEAD_END);
  const [beforeRoot, afterRoot] = split(afterHeadEnd, ROOT);
  return {
    start: (head) =>
      `${beforeTitle}${metaTags(head)}${beforeHeadEnd}\n${assetTags(head)}  ${HEAD_END}` +
      `${beforeRoot}<div id="root">`,
    end: (html, data) =>
      `${html}</div>` +
      (data === undefined
        ? ''
        : `\n    <script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${scriptJson(data)}</script>`) +
      afterRoot,
    shell: (files) =>
      indexHtml.replace(
        HEAD_END,
        `  ${meta('name', 'robots', 'noindex')}\n${assetTags({ ...files, jsonLd: [] })}  ${HEAD_END}`,
      ),
  };
}

function split(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
