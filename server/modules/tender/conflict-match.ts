import { quoteName } from '../../../contract/quote';
import { CONFLICT_LEVELS, type ConflictLevel } from '../../../contract/tender-conflict';

// Which named competitor an agency serves, pure: the conflicts' read (conflicts.ts) gathers the facts, this
// decides the level and words it as the ranking's criteria are worded («Работает с «Конкурент» (клиент с
// 2024 г.)»). No I/O, so tests/unit/conflict-match.test.ts holds it.

/** Legal forms written out, dropped before names are compared (the longest first). */
const LEGAL_PHRASES = [
  'общество с ограниченной ответственностью',
  'непубличное акционерное общество',
  'публичное акционерное общество',
  'закрытое акционерное общество',
  'открытое акционерное общество',
  'акционерное общество',
  'индивидуальный предприниматель',
];
/** Their abbreviations, dropped as whole words. */
const LEGAL_WORDS = new Set([
  'ооо',
  'оао',
  'зао',
  'пао',
  'нао',
  'ао',
  'ип',
  'чп',
  'нко',
  'ано',
  'гуп',
  'муп',
  'фгуп',
  'llc',
  'ltd',
  'inc',
  'jsc',
  'pjsc',
  'gmbh',
]);
/** Quotes of every kind and the punctuation around names: read as spaces. */
const SEPARATORS = /[«»„“”"'`’‘‚.,;:!?()[\]{}\\/‐‑‒–—-]/gu;

/**
 * A company's name as compared: lower case, ё as е, without quotes, punctuation and legal forms, single
 * spaces. ООО «Хлебный Дом» and «хлебный дом» read the same; a name that is only a legal form reads ''.
 */
export function comparableName(name: string): string {
  let text = ` ${name.toLocaleLowerCase('ru').replace(/ё/g, 'е').replace(SEPARATORS, ' ')} `;
  text = text.replace(/\s+/g, ' ');
  for (const phrase of LEGAL_PHRASES) text = text.split(` ${phrase} `).join(' ');
  return text
    .split(' ')
    .filter((word) => word !== '' && !LEGAL_WORDS.has(word))
    .join(' ');
}

/** The same company by name: case, quotes and legal forms aside; an empty name matches nothing. */
export function sameName(a: string | null | undefined, b: string | null | undefined): boolean {
  if (!a || !b) return false;
  const left = comparableName(a);
  return left !== '' && left === comparableName(b);
}

/** A competitor the client named: a brand of the reference (with its name), a company's name, an ИНН. */
export interface NamedCompetitor {
  brandId: number | null;
  brandName: string | null;
  name: string;
  inn: string | null;
}

/**
 * One client of an agency: a client history (`history`, with its industry and years), a case (`case`, its
 * title and year as `yearTo`), or a project it won here (`platform`: the company's name and ИНН, the year of
 * the choice as `yearTo`).
 */
export interface ClientEntry {
  source: 'history' | 'case' | 'platform';
  brandId: number | null;
  brandName: string | null;
  name: string;
  inn: string | null;
  industryId: number | null;
  yearFrom: number | null;
  yearTo: number | null;
  title: string;
}

export interface ConflictFacts {
  competitors: readonly NamedCompetitor[];
  entries: readonly ClientEntry[];
  /** The project's company's industry: a current client there is the lower level. */
  clientIndustryId: number | null;
  /** The project's company's own name: being its agency already is no conflict. */
  clientName: string;
  /** The current calendar year (Moscow, by the app's clock). */
  year: number;
}

export interface Conflict {
  level: ConflictLevel;
  label: string;
  reasons: string[];
}

/** The entry names a competitor: the same brand, the same ИНН, or the same name (a brand's or written). */
export function isCompetitor(entry: ClientEntry, competitor: NamedCompetitor): boolean {
  if (competitor.brandId !== null && competitor.brandId === entry.brandId) return true;
  if (competitor.inn && competitor.inn === entry.inn) return true;
  const theirs = [competitor.name, competitor.brandName];
  const ours = [entry.name, entry.brandName];
  return theirs.some((a) => ours.some((b) => sameName(a, b)));
}

/** A client history that runs now: no end year, or one not past. */
const isCurrent = (entry: ClientEntry, year: number) =>
  entry.source === 'history' && (entry.yearTo === null || entry.yearTo >= year);

const shownName = (entry: ClientEntry) =>
  quoteName(entry.brandName ?? (entry.name.trim() || 'клиент'));

/** «(клиент с 2024 г.)», «(2019–2022 гг.)», «(до 2022 г.)», or nothing without years. */
function historyYears(entry: ClientEntry, current: boolean): string {
  const { yearFrom: from, yearTo: to } = entry;
  if (current) return from === null ? '' : ` (клиент с ${from} г.)`;
  if (from !== null && to !== null) return from === to ? ` (${to} г.)` : ` (${from}–${to} гг.)`;
  return to === null ? '' : ` (до ${to} г.)`;
}

const inYear = (year: number | null) => (year === null ? '' : ` (${year} г.)`);

/** One line of what matched, as the ranking's explanation words its criteria. */
export function reasonOf(entry: ClientEntry, year: number): string {
  const name = shownName(entry);
  switch (entry.source) {
    case 'history': {
      const current = isCurrent(entry, year);
      return `${current ? 'Работает' : 'Работал'} с ${name}${historyYears(entry, current)}`;
    }
    case 'case':
      return `Кейс для ${name}${entry.title.trim() ? `: ${quoteName(entry.title)}` : ''}${inYear(entry.yearTo)}`;
    case 'platform':
      return `Исполнитель проекта ${name} на платформе${inYear(entry.yearTo)}`;
  }
}

const unique = (lines: string[]) => [...new Set(lines)];

/**
 * The agency's conflict with this project, or null: `competitor` when a client history, a case or a project
 * won here names a competitor; else `industry` when a current client of its (not the client itself) is in the
 * client's industry. A project naming no competitor flags nobody.
 */
export function conflictOf(facts: ConflictFacts): Conflict | null {
  if (facts.competitors.length === 0) return null;
  const direct = facts.entries.filter((entry) =>
    facts.competitors.some((competitor) => isCompetitor(entry, competitor)),
  );
  if (direct.length > 0)
    return {
      level: 'competitor',
      label: CONFLICT_LEVELS.competitor,
      reasons: unique(direct.map((entry) => reasonOf(entry, facts.year))),
    };
  if (facts.clientIndustryId === null) return null;
  const near = facts.entries.filter(
    (entry) =>
      isCurrent(entry, facts.year) &&
      entry.industryId === facts.clientIndustryId &&
      !sameName(entry.name, facts.clientName) &&
      !sameName(entry.brandName, facts.clientName),
  );
  if (near.length === 0) return null;
  return {
    level: 'industry',
    label: CONFLICT_LEVELS.industry,
    reasons: unique(
      near.map(
        (entry) =>
          `Текущий клиент в вашей отрасли: ${shownName(entry)}${historyYears(entry, true)}`,
      ),
    ),
  };
}
