import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type CDPSession } from '@playwright/test';
import { walkCompanyFlow } from '../e2e/support/company-flow';
import { walkProjectFlow } from '../e2e/support/project-flow';
import { chromiumLaunchOptions } from '../scripts/chromium';
import { startCpuProfile } from './cpu-profile';
import type { BenchRow } from './table';

// Per-route budgets of a first visit, measured the way Lighthouse's mobile preset loads a page: a fresh
// browser context (no cache, service workers blocked), a phone viewport, 4× slower CPU and a slow-4G network
// through the DevTools protocol. For each public route and each main logged-in screen: the JavaScript it
// downloads (gzip), LCP, CLS, long tasks, and whether the page broke its own Content-Security-Policy.
// Pages come over HTTP/2 and TLS, as the deployment serves them (bench/h2-proxy.ts); BENCH_HTTP1=1 loads them
// over the server's own HTTP/1.1 instead.

/** JavaScript of a first visit, gzip: every route, and the landing page (the first thing anyone sees). */
export const JS_BUDGET_KB = 200;
export const LANDING_JS_BUDGET_KB = 130;
/** Largest Contentful Paint under the throttling below: a first visit on a phone shows its content in 3 s. */
export const LCP_BUDGET_MS = 3000;
export const CLS_BUDGET = 0.05;
/** Total blocking time: the sum over long tasks of their time beyond 50 ms. */
export const TBT_BUDGET_MS = 400;

const CPU_SLOWDOWN = 4;
/** Lighthouse's slow 4G as DevTools applies it: 562.5 ms RTT, 1.47 Mbit/s down, 675 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};
const VIEWPORT = { width: 412, height: 823 };

export type Visitor = 'guest' | 'client' | 'leader';
type RouteCase = {
  path: string;
  visitor: Visitor;
  budgetKb: number;
  /** Before the page's own scripts: puts the context's tabs where the screen expects (a flow walked). */
  prepare?: (context: BrowserContext) => Promise<unknown>;
};

const LEGAL = [
  'public-offer',
  'privacy-policy',
  'user-agreement',
  'content-policy',
  'mailing-agreement',
  'personal-data-processing-policy',
];

export const ROUTES: RouteCase[] = [
  { path: '/', visitor: 'guest', budgetKb: LANDING_JS_BUDGET_KB },
  ...[
    '/knowledgebase',
    '/knowledgebase/1',
    '/auth/login',
    '/auth/register',
    '/create-company',
    '/create-project',
    '/list',
    '/test-page',
    '/executor/1',
    ...LEGAL.map((slug) => `/${slug}`),
    '/no-such-page',
  ].map((path) => ({ path, visitor: 'guest' as const, budgetKb: JS_BUDGET_KB })),
  // The agency's registration itself: the last step of the company flow, not its redirect to the first.
  {
    path: '/auth/register?variant=2',
    visitor: 'guest',
    budgetKb: JS_BUDGET_KB,
    // without the walked flow it redirects to the flow's first step
    prepare: (context) => walkCompanyFlow(context, 'description', true),
  },
  // The project flow's last step: the draft's budget check beside the form.
  {
    path: '/create-project/about-project',
    visitor: 'guest',
    budgetKb: JS_BUDGET_KB,
    prepare: (context) => walkProjectFlow(context, 'requirements'),
  },
  ...[
    '/dashboard',
    '/dashboard/project/1',
    '/dashboard/project/1/description',
    '/dashboard/project/1/performers',
    '/dashboard/project/1/winner',
    // The demo tender (3: the comparison matrix) and the closed project (4: the outcome and the review).
    '/dashboard/project/3/performers',
    '/dashboard/project/4/winner',
    '/performers/1',
    '/performers/1/about-project',
    '/performers/1/sending-invitations',
    '/notifications',
  ].map((path) => ({
    path,
    visitor: 'client' as const,
    budgetKb: JS_BUDGET_KB,
  })),
  ...['/dashboard/profile', '/dashboard/profile/company', '/knowledgebase'].map((path) => ({
    path,
    visitor: 'client' as const,
    budgetKb: JS_BUDGET_KB,
  })),
  ...[
    '/panel',
    '/panel/company-profile',
    '/panel/staff',
    '/panel/profile',
    '/panel/knowledgebase',
    '/panel/projects',
    '/panel/projects/3', // the demo tender, where the agency's proposal is in
    '/panel/notifications',
    '/panel/tariffs',
    '/panel/tariffs/business', // the demo agency's active plan, its requisites saved
  ].map((path) => ({ path, visitor: 'leader' as const, budgetKb: JS_BUDGET_KB })),
];

/** The demo accounts the server seeds (server/db/seed/demo-users.ts). */
const DEMO_EMAIL: Record<Exclude<Visitor, 'guest'>, string> = {
  client: 'client@podryad.example',
  leader: 'agency@podryad.example',
};
const DEMO_PASSWORD = 'demo-pass-2026';

type Cookie = { name: string; value: string; url: string };

/** Where the browser loads pages, and where the bench itself logs in (the server's own HTTP). */
export type BenchSite = { pagesUrl: string; apiUrl: string };

/** Logs in through the API and returns the `user` and `token` cookies the app reads (src/lib/session.ts). */
async function sessionCookies(site: BenchSite, visitor: Visitor): Promise<Cookie[]> {
  if (visitor === 'guest') return [];
  const baseUrl = site.apiUrl;
  const created = await fetch(`${baseUrl}/auth/api/v1/jwt/create/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO_EMAIL[visitor], password: DEMO_PASSWORD }),
  });
  if (!created.ok) throw new Error(`bench login as ${visitor}: ${created.status}`);
  const token = (await created.json()) as { access: string; refresh: string };
  const me = await fetch(`${baseUrl}/auth/api/v1/users/me/`, {
    headers: { authorization: `Bearer ${token.access}` },
  });
  const { id, type_account, accountTypes } = (await me.json()) as Record<string, unknown>;
  const cookie = (name: string, value: unknown) => ({
    name,
    value: encodeURIComponent(JSON.stringify(value)),
    url: site.pagesUrl,
  });
  return [cookie('user', { id, type_account, accountTypes }), cookie('token', token)];
}

/**
 * Collects, from the document's start, what the page reports about itself: LCP, layout shifts (CLS as
 * Chromium computes it: the worst session window, 1 s gaps, 5 s at most), long tasks and CSP violations.
 * A string, so tsx adds no helpers to it.
 */
const OBSERVE = `
  window.__bench = { lcp: 0, cls: 0, longTasks: 0, tbt: 0, csp: [], notes: [] };
  const b = window.__bench;
  const named = (n) => n && n.nodeType === 1
    ? n.tagName.toLowerCase() + (n.className ? '.' + String(n.className).trim().split(' ').join('.') : '') +
      (n.querySelector && n.querySelector('h2') ? ' «' + n.querySelector('h2').textContent + '»' : '')
    : String(n && n.nodeName);
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      b.lcp = Math.max(b.lcp, e.renderTime || e.loadTime || e.startTime);
      b.notes.push('LCP ' + Math.round(e.startTime) + ' ms ' + named(e.element));
    }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  let session = 0, first = 0, last = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (e.hadRecentInput) continue;
      b.notes.push('shift ' + e.value.toFixed(3) + ' at ' + Math.round(e.startTime) + ' ms: ' + e.sources.map((x) => named(x.node)).join(', '));
      if (session && e.startTime - last < 1000 && e.startTime - first < 5000) session += e.value;
      else { session = e.value; first = e.startTime; }
      last = e.startTime;
      b.cls = Math.max(b.cls, session);
    }
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { b.longTasks += 1; b.tbt += Math.max(0, e.duration - 50); }
  }).observe({ type: 'longtask', buffered: true });
  document.addEventListener('securitypolicyviolation', (e) => b.csp.push(e.violatedDirective + ' ' + e.blockedURI));
`;

/** Each request's start and last byte, in ms from the navigation's start (printed with BENCH_DEBUG=1). */
const WATERFALL = `performance.getEntriesByType('resource').map((e) =>
  Math.round(e.startTime) + '–' + Math.round(e.responseEnd) + ' ms ' + e.name.replace(location.origin, ''))`;

type PageFigures = {
  lcp: number;
  cls: number;
  longTasks: number;
  tbt: number;
  csp: string[];
  /** The LCP candidates and the layout shifts with their elements (printed with BENCH_DEBUG=1). */
  notes: string[];
};

export type RouteResult = RouteCase & {
  jsFiles: number;
  /** the scripts' bytes gzip-compressed (level 9), as the budget is written */
  jsGzipKb: number;
  /** the scripts' bytes as the server sent them (brotli here) */
  jsServedKb: number;
  jsRawKb: number;
  figures: PageFigures;
  ok: boolean;
};

async function throttle(cdp: CDPSession) {
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

async function visit(browser: Browser, baseUrl: string, route: RouteCase, cookies: Cookie[]) {
  const context: BrowserContext = await browser.newContext({
    serviceWorkers: 'block',
    viewport: VIEWPORT,
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
    locale: 'ru-RU',
    ignoreHTTPSErrors: true, // the HTTP/2 front's certificate is self-signed, made for this run
  });
  try {
    await context.addCookies(cookies);
    await context.addInitScript(OBSERVE);
    await route.prepare?.(context);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await throttle(cdp);
    const stopProfile = process.env.BENCH_PROFILE ? await startCpuProfile(cdp) : null;
    const scripts: Array<Promise<{ raw: number; gzip: number; served: number }>> = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      scripts.push(
        (async () => {
          const response = await request.response();
          const body = (await response?.body()) ?? Buffer.alloc(0);
          const { responseBodySize } = await request.sizes();
          return {
            raw: body.length,
            gzip: gzipSync(body, { level: 9 }).length,
            served: responseBodySize,
          };
        })(),
      );
    });
    await page.goto(baseUrl + route.path, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.locator('h1').first().waitFor({ timeout: 60_000 });
    const landed = new URL(page.url());
    // A redirect (a guard, a flow step skipped) would measure another screen than the row names.
    if (landed.pathname + landed.search !== route.path)
      throw new Error(`bench: ${route.path} was redirected to ${landed.pathname}${landed.search}`);
    await page.waitForTimeout(1500); // late shifts and long tasks, the last response bodies
    const figures = await page.evaluate<PageFigures>('window.__bench');
    if (process.env.BENCH_DEBUG) {
      const waterfall = await page.evaluate<string[]>(WATERFALL);
      console.log(route.path, '\n  ' + [...figures.notes, ...waterfall].join('\n  '));
    }
    if (stopProfile) console.log(route.path, '\n  ' + (await stopProfile()).join('\n  '));
    const sizes = await Promise.all(scripts);
    const sum = (key: 'raw' | 'gzip' | 'served') =>
      sizes.reduce((total, size) => total + size[key], 0) / 1024;
    return {
      jsFiles: sizes.length,
      jsGzipKb: sum('gzip'),
      jsServedKb: sum('served'),
      jsRawKb: sum('raw'),
      figures,
    };
  } finally {
    await context.close();
  }
}

/** `only`: the paths to measure (all of ROUTES when empty). */
export async function measureRoutes(site: BenchSite, only: string[] = []): Promise<RouteResult[]> {
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    const cookies = new Map<Visitor, Cookie[]>();
    const results: RouteResult[] = [];
    for (const route of ROUTES.filter((r) => only.length === 0 || only.includes(r.path))) {
      if (!cookies.has(route.visitor))
        cookies.set(route.visitor, await sessionCookies(site, route.visitor));
      const measured = await visit(browser, site.pagesUrl, route, cookies.get(route.visitor)!);
      const { figures } = measured;
      results.push({
        ...route,
        ...measured,
        ok:
          measured.jsGzipKb <= route.budgetKb &&
          figures.lcp <= LCP_BUDGET_MS &&
          figures.cls <= CLS_BUDGET &&
          figures.tbt <= TBT_BUDGET_MS &&
          figures.csp.length === 0,
      });
    }
    return results;
  } finally {
    await browser.close();
  }
}

const pad = (cells: string[][]) => {
  const widths = cells[0]!.map((_, i) => Math.max(...cells.map((row) => row[i]!.length)));
  return cells.map((row) => `| ${row.map((c, i) => c.padEnd(widths[i]!)).join(' | ')} |`);
};

/** One line per route: its figures against their budgets, `ok` or `OVER`. */
export function printRouteTable(results: RouteResult[]): void {
  const header = [
    'route',
    'who',
    'JS gzip',
    'budget',
    'JS served (br)',
    'LCP',
    'CLS',
    'long tasks (TBT)',
    'CSP',
    'ok',
  ];
  const rows = results.map((r) => [
    r.path,
    r.visitor,
    `${r.jsGzipKb.toFixed(1)} KB (${r.jsFiles})`,
    `≤ ${r.budgetKb} KB`,
    `${r.jsServedKb.toFixed(1)} KB of ${r.jsRawKb.toFixed(0)} KB`,
    `${(r.figures.lcp / 1000).toFixed(2)} s`,
    r.figures.cls.toFixed(3),
    `${r.figures.longTasks} (${r.figures.tbt.toFixed(0)} ms)`,
    r.figures.csp.length === 0 ? 'clean' : `${r.figures.csp.length} violations`,
    r.ok ? 'ok' : 'OVER',
  ]);
  const lines = pad([header, ...rows]);
  console.log(
    `First visit per route: fresh context, workers blocked, ${VIEWPORT.width}×${VIEWPORT.height}, ` +
      `${CPU_SLOWDOWN}× CPU, slow 4G (${SLOW_4G.latency} ms RTT, 1.47 Mbit/s). Budgets: JS gzip as ` +
      `listed, LCP ≤ ${LCP_BUDGET_MS / 1000} s, CLS ≤ ${CLS_BUDGET}, TBT ≤ ${TBT_BUDGET_MS} ms, no CSP violation.`,
  );
  console.log(lines[0]);
  console.log(`|${lines[0]!.slice(1, -1).replace(/[^|]/g, '-')}|`);
  for (const line of lines.slice(1)) console.log(line);
  for (const r of results.filter((x) => x.figures.csp.length > 0))
    console.log(`  CSP on ${r.path}: ${[...new Set(r.figures.csp)].join('; ')}`);
  console.log('');
}

/** The summary line of the main table. */
export function routesRow(results: RouteResult[]): BenchRow {
  const over = results.filter((r) => !r.ok);
  const landing = results.find((r) => r.path === '/');
  return {
    what: `per-route first visit (${results.length} routes, table above)`,
    value: over.length === 0 ? 'all within' : `${over.length} over`,
    budget: `JS ≤ ${JS_BUDGET_KB} KB (/ ≤ ${LANDING_JS_BUDGET_KB}), LCP, CLS, TBT`,
    ratio: landing ? `landing ${landing.jsGzipKb.toFixed(1)} KB gzip` : '—',
    ok: over.length === 0,
  };
}
