import { expect, test, type Page } from '@playwright/test';
import { demo, useSessionOf } from './support/auth';
import { walkCompanyFlow } from './support/company-flow';

// The auth screens at a phone and a desktop width: nothing sticks out sideways; screenshots go to screenshots/.

/** A tab that has walked the company flow up to `last`. */
async function inCompanyFlow(page: Page, last: string, complete = false) {
  await walkCompanyFlow(page, last, complete);
}

/** Name, path, how the tab gets there, and «Изменить» to press first (a profile card's form). */
const SCREENS: Array<[string, string, (page: Page) => Promise<void>, edit?: boolean]> = [
  ['login', '/auth/login', async () => {}],
  ['register', '/auth/register', async () => {}],
  [
    'register-agency',
    '/auth/register?variant=2',
    (page) => inCompanyFlow(page, 'description', true),
  ],
  ['reset', '/auth/reset', async () => {}],
  ['company-1-data', '/create-company', (page) => inCompanyFlow(page, '')],
  ['company-2-services', '/create-company/services', (page) => inCompanyFlow(page, '')],
  ['company-3-industries', '/create-company/industries', (page) => inCompanyFlow(page, 'services')],
  [
    'company-4-description',
    '/create-company/description',
    (page) => inCompanyFlow(page, 'industries'),
  ],
  ['dashboard-profile', '/dashboard/profile', (page) => useSessionOf(page, demo.client)],
  ['dashboard-company', '/dashboard/profile/company', (page) => useSessionOf(page, demo.client)],
  ['panel-company-profile', '/panel/company-profile', (page) => useSessionOf(page, demo.leader)],
  ['panel-profile-password', '/panel/profile/password', (page) => useSessionOf(page, demo.leader)],
  ['panel-staff', '/panel/staff', (page) => useSessionOf(page, demo.leader)],
  // What a specialist may not change, it sees read-only.
  ['panel-staff-specialist', '/panel/staff', (page) => useSessionOf(page, demo.specialist)],
  [
    'panel-company-profile-specialist',
    '/panel/company-profile',
    (page) => useSessionOf(page, demo.specialist),
  ],
  ['panel-profile', '/panel/profile', (page) => useSessionOf(page, demo.specialist)],
  // The profile cards with their forms open.
  ['dashboard-profile-edit', '/dashboard/profile', (page) => useSessionOf(page, demo.client), true],
  [
    'dashboard-company-edit',
    '/dashboard/profile/company',
    (page) => useSessionOf(page, demo.client),
    true,
  ],
  [
    'panel-company-profile-edit',
    '/panel/company-profile',
    (page) => useSessionOf(page, demo.leader),
    true,
  ],
  ['panel-profile-edit', '/panel/profile', (page) => useSessionOf(page, demo.specialist), true],
];

for (const width of [360, 1280]) {
  for (const [name, path, prepare, edit] of SCREENS) {
    test(`${name} at ${width} px fits the screen`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 600 ? 740 : 800 });
      await prepare(page);
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace(/[?]/g, '\\?')}$`));
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(page.locator('.ant-skeleton')).toHaveCount(0);
      if (edit) {
        await page.getByRole('button', { name: 'Изменить', exact: true }).first().click();
        await expect(page.getByRole('button', { name: 'Сохранить' })).toBeVisible();
      }
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
      await page.screenshot({ path: `screenshots/auth-${name}-${width}.png`, fullPage: true });
    });
  }
}
