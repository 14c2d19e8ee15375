import { expect, type Locator } from '@playwright/test';

/**
 * Chooses an option of an antd searchable select the way a keyboard user does: types a part of it, waits for
 * the option, then Enter. A click on the option is not used: on a phone the dropdown may still move (it flips
 * above the field, a toast covers it) between Playwright's stability check and the click.
 */
export async function chooseOption(
  combobox: Locator,
  typed: string,
  option: string,
): Promise<void> {
  await combobox.fill(typed);
  const listbox = combobox.page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)');
  const wanted = listbox.locator(`.ant-select-item-option[title="${option}"]`);
  await expect(wanted).toBeVisible();
  // The search leaves the first match active; another match first would be a test's mistake.
  await expect(wanted).toHaveClass(/ant-select-item-option-active/);
  await combobox.press('Enter');
  await expect(listbox).toHaveCount(0);
}
