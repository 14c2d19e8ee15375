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

/**
 * The controls a finger cannot hit (WCAG 2.2 2.5.8, AA): every visible link, button, input and select under
 * 24×24 px, unless a 24 px circle on its centre touches no other control (the spacing exception) or it is a
 * link inside a sentence (the inline exception). An input inside a label or its field's frame is hit through it. Each
 * offender as «tag "name" W×H».
 */
const smallTargets = (page: Page) =>
  page.evaluate(() => {
    const MIN = 24;
    const controls = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type=hidden]), select, textarea, [role=button], [role=link]',
      ),
    ];
    const shown = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return (
        element.getClientRects().length > 0 &&
        style.visibility !== 'hidden' &&
        !element.closest('[aria-hidden="true"], [inert]')
      );
    };
    // An inline link in a sentence: the block around it (a paragraph, a consent's label) has more text.
    const inText = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const text = (node: Element | null) => (node?.textContent ?? '').trim().length;
      return text(block) > text(element);
    };
    const targets = controls
      .filter((element) => shown(element) && !inText(element))
      .map((element) => {
        const frame =
          'label, .ant-input-number, .ant-input-affix-wrapper, .ant-picker, .ant-select';
        const hit = (element.tagName === 'INPUT' && element.closest(frame)) || element;
        return { element, hit, box: hit.getBoundingClientRect() };
      })
      // Visually hidden (a skip link until focused): 1 px, clipped.
      .filter(({ box }) => box.width > 1 && box.height > 1);
    const centre = (box: DOMRect) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 });
    const distanceTo = (box: DOMRect, { x, y }: { x: number; y: number }) =>
      Math.hypot(
        Math.max(box.left - x, 0, x - box.right),
        Math.max(box.top - y, 0, y - box.bottom),
      );
    const small = targets.filter(({ box }) => box.width < MIN - 0.5 || box.height < MIN - 0.5);
    return small
      .filter(({ element, box }) => {
        const c = centre(box);
        return targets.some(
          (other) =>
            other.element !== element &&
            // A field's own small button (a select's «Очистить») is inside the field's frame.
            !other.hit.contains(element) &&
            !element.contains(other.element) &&
            (distanceTo(other.box, c) < MIN / 2 ||
              (small.includes(other) &&
                Math.hypot(centre(other.box).x - c.x, centre(other.box).y - c.y) < MIN)),
        );
      })
      .map(({ element, box }) => {
        const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim();
        return `${element.tagName.toLowerCase()} «${name.slice(0, 40)}» ${Math.round(box.width)}×${Math.round(box.height)}`;
      });
  });

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * What a screen shows at its present width has no text slip, nothing sticking out sideways, no control under
 * 24×24 px and no serious or critical axe violation. With SCREENSHOTS set (`SCREENSHOTS=1 npx playwright test e2e/a11y.spec.ts`), a full
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

  const small = await smallTargets(page);
  expect.soft(small, `targets under 24×24 px at ${width} px`).toEqual([]);

  // Russian that reads right: no stray Latin, no «»» of one kind in a row, every count agreeing.
  const slips = (await screenTexts(page)).flatMap(textSlips);
  await testInfo.attach(`text at ${width} px`, {
    body: JSON.stringify(slips, null, 2),
    contentType: 'application/json',
  });
  expect.soft(slips, `text slips at ${width} px`).toEqual([]);

  // Legacy mode runs axe in the page itself: the default opens a second page per check to merge the frames'
  // results (2.8 s a check against 1.0 s here), and our screens have no cross-origin frame to merge.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
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
