import type { ProfileLocation } from '../../../../contract/contractor-profile';
import { plural } from '../../../../contract/plural';

// How an agency's facts read on its page and in the catalogue. Pure text: the same on the server and in
// the browser (no dates, no locale-dependent number formats).

export const staffText = (count: number) =>
  plural(count, ['сотрудник', 'сотрудника', 'сотрудников']);

/** «2018–2020», «с 2021», «до 2019», or '' when neither year is known. */
export function yearsText(from: number | null, to: number | null): string {
  if (from !== null && to !== null) return from === to ? String(from) : `${from}–${to}`;
  if (from !== null) return `с ${from}`;
  if (to !== null) return `до ${to}`;
  return '';
}

/** The site's address as people say it: no scheme, no trailing slash. */
export const websiteLabel = (url: string) => url.replace(/^https?:\/\//i, '').replace(/\/$/, '');

/** Only web addresses become links (what the API accepts; a safeguard all the same). */
export const isWebAddress = (url: string) => /^https?:\/\//i.test(url);

/** «Москва, Россия», or «Казахстан — вся страна». */
export const locationText = ({ country, city }: ProfileLocation) =>
  city ? `${city.name}, ${country.name}` : `${country.name} — вся страна`;

/** The logo's stand-in: the first letters of the name's first two words («Северный ветер» → «СВ»). */
export function initials(name: string): string {
  const words = name
    .replace(/[«»"'()]/g, ' ')
    .split(/[\s-]+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word));
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}
