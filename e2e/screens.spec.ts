import { expect, test } from '@playwright/test';

// Every finished screen at a phone and a desktop width: nothing sticks out sideways, and a screenshot is kept
// in screenshots/ for a person to look at.
const SCREENS = [
  ['landing', '/'],
  ['knowledgebase', '/knowledgebase'],
  ['article', '/knowledgebase/1'],
  ['legal', '/public-offer'],
  ['not-found', '/missing-page'],
  ['create-project', '/create-project'],
] as const;

for (const width of [360, 1280]) {
  for (const [name, path] of SCREENS) {
    test(`${name} at ${width} px fits the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await page.screenshot({ path: `screenshots/${name}-${width}.png`, fullPage: true });
    });
  }
}
