import type { ClientHistory, LocationContractor } from '../../../../contract/profile';

// How the profile lists name their rows. Pure text.

/** A name inside a button's label: «Удалить услугу „SEO“». */
export const quoted = (name: string) => `„${name}“`;

/** «2018–2020», «с 2021», «до 2019», or '' when neither year is known. */
export function yearsText(from: number | null, to: number | null): string {
  if (from !== null && to !== null) return from === to ? String(from) : `${from}–${to}`;
  if (from !== null) return `с ${from}`;
  if (to !== null) return `до ${to}`;
  return '';
}

/** «Казань, Россия», or «Россия — вся страна». */
export const placeText = ({ country, city }: Pick<LocationContractor, 'country' | 'city'>) =>
  city ? `${city.name}, ${country.name}` : `${country.name} — вся страна`;

/** A client as the list names it: its brand, or the name typed. */
export const clientName = (history: Pick<ClientHistory, 'brand' | 'client_name'>) =>
  history.brand?.name ?? (history.client_name || 'Клиент без названия');
