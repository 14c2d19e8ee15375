import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, type TestInfo } from '@playwright/test';
import { textSlips } from './russian-text';

// The screen walk's check (a11y.spec.ts), also called by journeys on states the walk cannot reach from the
// demo data (a dialog in the middle of a tender, say).

/**
 * What a screen says: its visible text, its title, and the names and hints of its elements that reach a
 * screen reader (not inside `aria-hidden`, nor an icon's inside a control named by its own `aria-label`).
 */
const screenTexts = (page: Page) =>
  page.evaluate(() => {
    const heard = (element: Element) =>
      !element.closest('[aria-hidden="true"]') &&
      !element.parentElement?.closest(
        'button[aria-label], [role="button"][aria-label], a[aria-label]',
      );
    const named = [
      ...document.querySelectorAll(
        '[aria-label], [alt], [title], [placeholder], [aria-roledescription], [aria-valuetext]',
      ),
    ].filter(heard);
    const attributes = [
      'aria-label',
      'alt',
      'title',
      'placeholder',
      'aria-roledescription',
      'aria-valuetext',
    ];
    return [
      document.title,
      document.body.innerText,
      ...named.flatMap((element) =>
        attributes.map((name) => element.getAttribute(name) ?? '').filter(Boolean),
      ),
    ];
  });

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * What a screen shows at its present width has no text slip, nothing sticking out sideways and no serious or
 * critical axe violation. With SCREENSHOTS set (`SCREENSHOTS=1 npx playwright test e2e/a11y.spec.ts`), a full
 * page screenshot goes to screenshots/, for a person to look at.
 */
export async function checkScreen(page: Page, testInfo: TestInfo, width: number) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - window.innerWidth,
  );
  expect.soft(overflow, `horizontal overflow in px at ${width} px`).toBeLessThanOrEqual(0);
  if (process.env.SCREENSHOTS) {
    const name = testInfo.titlePath
      .at(-1)!
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .slice(0, 120);
    await page.screenshot({ path: `screenshots/walk/${name}-${width}.png`, fullPage: true });
  }

  // Russian that reads right: no stray Latin, no «»» of one kind in a row, every count agreeing.
  const slips = (await screenTexts(page)).flatMap(textSlips);
  await testInfo.attach(`text at ${width} px`, {
    body: JSON.stringify(slips, null, 2),
    contentType: 'application/json',
  });
  expect.soft(slips, `text slips at ${width} px`).toEqual([]);

  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = violations.map((v) => ({
    rule: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  await testInfo.attach(`axe at ${width} px`, {
    body: JSON.stringify(found, null, 2),
    contentType: 'application/json',
  });
  expect
    .soft(
      found.filter((v) => BLOCKING.has(v.impact ?? '')),
      `serious violations at ${width} px`,
    )
    .toEqual([]);
}
