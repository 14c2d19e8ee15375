import { expect } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';

// Reading and filling the panel's sections: a region by its name, a list's rows, antd's selects and errors.

export const section = (name: string) => screen.findByRole('region', { name });

/* eslint-disable testing-library/no-node-access -- antd's select popup and form-item message, and a row's
   first line, have no role or name to query: these helpers read them by their markup. */
/** The rows of a section's list: each row's first line (its name). */
export const rowsOf = (card: HTMLElement) =>
  within(card)
    .queryAllByRole('listitem')
    .map((row) => (row.querySelector('p') ?? row).textContent);

/** Opens an antd select and picks the option titled `label`. */
export async function choose(field: HTMLElement, label: string) {
  fireEvent.mouseDown(field);
  const option = await waitFor(() => {
    const found = screen
      .queryAllByTitle(label)
      .filter((el) => el.classList.contains('ant-select-item-option'));
    expect(found).not.toHaveLength(0);
    return found.at(-1)!;
  });
  fireEvent.click(option);
}

/** The options an antd select offers, once it has them. */
export async function optionsOf(field: HTMLElement) {
  fireEvent.mouseDown(field);
  const popup = await waitFor(() => {
    const listbox = document.getElementById(field.getAttribute('aria-controls') ?? '');
    const found = listbox?.closest('.ant-select-dropdown');
    expect(found?.querySelector('.ant-select-item-option')).toBeTruthy();
    return found!;
  });
  const titles = [...popup.querySelectorAll('.ant-select-item-option')].map((el) =>
    el.getAttribute('title'),
  );
  fireEvent.keyDown(field, { key: 'Escape' });
  return titles;
}

/** The error antd shows under the field labelled `label`. */
export const errorUnder = (form: HTMLElement, label: string | RegExp) =>
  within(form)
    .getByLabelText(label)
    .closest('.ant-form-item')!
    .querySelector('.ant-form-item-explain')?.textContent;

/* eslint-enable testing-library/no-node-access */
