import { cp, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  buildApp,
  buildIdOf,
  copyDist,
  freePort,
  logInAs,
  removeDir,
  START_TIMEOUT_MS,
  startServer,
  tempDir,
  waitForWorker,
  type AppServer,
} from './pwa-support';
import { NEXT_BUILD_TIMEOUT_MS, sharedNextBuild } from './support/next-build';

// (e) A deploy under an open tab. The server runs on a folder of its own; a deploy replaces the folder's
// build with the next one (the old chunks removed) and restarts the server on the same DATA_DIR, as
// `npm start` in production would. The tab, left open on the old build and controlled by its worker, then
// opens «О проекте», whose old chunk:
// 1. is gone (its kept copy pruned): the new worker takes over, one reload lands on that route of the new
//    build, no 404 page;
// 2. is still served from the kept builds (`DATA_DIR/builds/`): the route opens at once, no reload.

test.describe.configure({ mode: 'serial' });

const PROJECT = 'Соцсети и контент для сети пекарен';
let workDir: string;
let siteDir: string;
let dataDir: string;
let oldBuild: string;
let nextBuild: string;
let nextBuildId: string;
let oldBuildId: string;
let port: number;

const aboutChunk = async (dir: string) =>
  (await readdir(path.join(dir, 'assets'))).find((name) => /^performers-about-.*\.js$/.test(name));

test.beforeAll(async () => {
  test.setTimeout(NEXT_BUILD_TIMEOUT_MS + 60_000); // a production build on a busy machine
  workDir = await tempDir('deploy');
  oldBuild = await copyDist(path.join(workDir, 'old'));
  // Read only: `replaceSite` copies it.
  ({ dir: nextBuild, buildId: nextBuildId } = await sharedNextBuild(buildApp));
  oldBuildId = await buildIdOf(oldBuild);
  const [oldChunk, nextChunk] = [await aboutChunk(oldBuild), await aboutChunk(nextBuild)];
  // The entry carries the build id and every route chunk imports it: the next build renames them all.
  if (!oldChunk || !nextChunk || oldChunk === nextChunk)
    throw new Error(`the builds must differ in the about chunk: ${oldChunk} / ${nextChunk}`);
  siteDir = path.join(workDir, 'site');
  dataDir = path.join(workDir, 'data');
  port = await freePort();
});

test.afterAll(async () => {
  await removeDir(workDir);
});

/** The served folder now holds `build` only: old files removed, new ones in. */
async function replaceSite(build: string) {
  await rm(siteDir, { recursive: true, force: true });
  await cp(build, siteDir, { recursive: true });
}

/** A client's tab on /performers/{project} of the build the server serves, its worker in control. */
async function openOldTab(browser: Browser, server: AppServer) {
  const context = await browser.newContext({ locale: 'ru-RU', serviceWorkers: 'allow' });
  const { access } = await logInAs(context.request, context, server.url, 'client@podryad.example');
  const projects = await context.request.get(`${server.url}/project/api/v1/projects/`, {
    headers: { Authorization: `Bearer ${access}` },
  });
  const { results } = (await projects.json()) as { results: Array<{ id: number; title: string }> };
  const project = results.find((row) => row.title === PROJECT);
  if (!project) throw new Error(`no demo project «${PROJECT}»`);

  const page = await context.newPage();
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  await page.goto(`${server.url}/performers/${project.id}`);
  await expect(page.getByText(/Подходя?т \d+ агентств/)).toBeVisible();
  await waitForWorker(page);
  await expect(page.locator('html')).toHaveAttribute('data-build', oldBuildId);
  return { context, page, loads, project: project.id };
}

const notFoundHeading = (page: Page) =>
  page.getByRole('heading', { name: /страница не найдена|Ничего не найдено/ });

test('an old tab opens a route whose chunk the deploy removed: one reload, the new build', async ({
  browser,
}) => {
  test.setTimeout(2 * START_TIMEOUT_MS + 60_000); // a first start on a new database, then a restart
  await replaceSite(oldBuild);
  let server = await startServer(siteDir, port, dataDir);
  const { context, page, loads, project } = await openOldTab(browser, server);
  try {
    // The deploy: the next build replaces the old one; the old build's kept copy is past its days.
    await replaceSite(nextBuild);
    await server.stop();
    await rm(path.join(dataDir, 'builds', oldBuildId), { recursive: true, force: true });
    server = await startServer(siteDir, port, dataDir);
    const builds = (await (await fetch(`${server.url}/builds/`)).json()) as {
      current: { id: string };
      kept: unknown[];
    };
    expect(builds.current.id).toBe(nextBuildId);
    expect(builds.kept).toEqual([]);
    expect(loads).toHaveLength(1);

    await page.getByRole('link', { name: 'О проекте', exact: true }).click();
    await expect(page.locator('html')).toHaveAttribute('data-build', nextBuildId, {
      timeout: 40_000, // the new worker installs its shell first
    });
    await expect(page).toHaveURL(new RegExp(`/performers/${project}/about-project$`));
    await expect(page.getByLabel('Минимальный размер команды')).toHaveValue('10');
    await expect(notFoundHeading(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'Не удалось загрузить страницу' })).toHaveCount(
      0,
    );
    expect(loads, 'one reload onto the new build').toHaveLength(2);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(
      /\/sw\.js$/,
    );
    await page.screenshot({ path: 'screenshots/pwa-deploy-after-reload-1280.png' });
  } finally {
    await context.close();
    await server.stop();
  }
});

test('an old tab gets its chunk from the kept builds: no reload at all', async ({ browser }) => {
  test.setTimeout(2 * START_TIMEOUT_MS + 60_000);
  // The old build again (a rollback: it becomes current and is kept anew), then the next one deployed.
  await replaceSite(oldBuild);
  let server = await startServer(siteDir, port, dataDir);
  const { context, page, loads, project } = await openOldTab(browser, server);
  try {
    await replaceSite(nextBuild);
    await server.stop();
    server = await startServer(siteDir, port, dataDir);
    const builds = (await (await fetch(`${server.url}/builds/`)).json()) as {
      current: { id: string };
      kept: Array<{ id: string }>;
    };
    expect(builds.current.id).toBe(nextBuildId);
    expect(builds.kept.map((build) => build.id)).toEqual([oldBuildId]);
    const oldChunk = await aboutChunk(oldBuild);
    expect((await fetch(`${server.url}/assets/${oldChunk}`)).status).toBe(200);

    await page.getByRole('link', { name: 'О проекте', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/performers/${project}/about-project$`));
    await expect(page.getByLabel('Минимальный размер команды')).toHaveValue('10');
    await expect(page.locator('html')).toHaveAttribute('data-build', oldBuildId);
    await expect(notFoundHeading(page)).toHaveCount(0);
    expect(loads, 'no reload: the old chunk was still served').toHaveLength(1);
  } finally {
    await context.close();
    await server.stop();
  }
});
