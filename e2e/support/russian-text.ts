import { pluralForm, type PluralForms } from '../../contract/plural';

// The text checks of the screen walk (a11y.spec.ts): pure functions over the texts a screen shows and names,
// so that the rules are unit-tested (tests/unit/russian-text.test.ts) apart from the browser.

export type TextSlipKind = 'latin' | 'quotes' | 'agreement';

export interface TextSlip {
  kind: TextSlipKind;
  /** What was wrong, as it stands in the text. */
  found: string;
  /** The text it stands in (shortened around it). */
  in: string;
}

/**
 * Latin words a Russian reader meets as they are (emails, links and domain names are left out before the
 * check, whatever their letters). Each group is what Russian itself writes in Latin, not an untranslated
 * interface: a word of English the interface could say in Russian is a slip, not a new entry here.
 */
export const LATIN_ALLOWED: ReadonlySet<string> = new Set([
  // Abbreviations the market writes in Latin (the services and industries of the reference data: SMM, SEO,
  // PR, GR, IT, ORM, BTL, CRM, FMCG, B2B, UX/UI, 3D), and names of file formats and protocols.
  ...['SMM', 'SEO', 'PR', 'GR', 'IT', 'ORM', 'BTL', 'CRM', 'FMCG', 'B2B', 'UX', 'UI', '3D'],
  ...['PDF', 'JPEG', 'PNG', 'WebP', 'DOCX', 'XLSX', 'PPTX', 'URL', 'SMS', 'IP', 'TLS'],
  // Market terms in the reference names of services and industries («Performance-маркетинг», «HoReCa»).
  ...[
    'Digital',
    'Email',
    'Performance',
    'Programmatic',
    'Influence',
    'Motion',
    'E-commerce',
    'HoReCa',
  ],
  // Names of brands and technologies (the footer's Telegram, the demo cases' marketplaces, the privacy
  // policy's cookie and IndexedDB).
  ...['Telegram', 'VK', 'Ozon', 'Wildberries', 'iPhone', 'iPad', 'iOS', 'Android', 'cookie'],
  'IndexedDB',
]);

/** The product's nouns: nominative one/few/many (as plural.ts takes them), then genitive singular/plural. */
const NOUNS: readonly { nominative: PluralForms; genitive: readonly [string, string] }[] = [
  { nominative: ['агентство', 'агентства', 'агентств'], genitive: ['агентства', 'агентств'] },
  { nominative: ['проект', 'проекта', 'проектов'], genitive: ['проекта', 'проектов'] },
  { nominative: ['отзыв', 'отзыва', 'отзывов'], genitive: ['отзыва', 'отзывов'] },
  {
    nominative: ['приглашение', 'приглашения', 'приглашений'],
    genitive: ['приглашения', 'приглашений'],
  },
  {
    nominative: ['предложение', 'предложения', 'предложений'],
    genitive: ['предложения', 'предложений'],
  },
  { nominative: ['кейс', 'кейса', 'кейсов'], genitive: ['кейса', 'кейсов'] },
  {
    nominative: ['сотрудник', 'сотрудника', 'сотрудников'],
    genitive: ['сотрудника', 'сотрудников'],
  },
  { nominative: ['услуга', 'услуги', 'услуг'], genitive: ['услуги', 'услуг'] },
  { nominative: ['день', 'дня', 'дней'], genitive: ['дня', 'дней'] },
  { nominative: ['месяц', 'месяца', 'месяцев'], genitive: ['месяца', 'месяцев'] },
];

/** Words after which a number and its noun stand in the genitive («из 5 агентств», «до 3 дней»). */
const GENITIVE_BEFORE = new Set([
  'из',
  'от',
  'до',
  'для',
  'без',
  'около',
  'более',
  'менее',
  'больше',
  'меньше',
  'свыше',
  'кроме',
  'после',
  'у',
]);

const around = (text: string, index: number, length: number) =>
  text
    .slice(Math.max(0, index - 40), index + length + 40)
    .replace(/\s+/g, ' ')
    .trim();

// Addresses, links and domains are genuinely Latin; they are taken out before the words are read.
const ADDRESSES =
  /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|\b(?:https?:\/\/|www\.)\S+|\b[\w-]+(?:\.[\w-]+)*\.(?:ru|рф|com|example|org|net)\b(?:\/\S*)?/giu;
/** Keyboard shortcuts name keys as the keyboard prints them («Уведомления (Alt+T)»). */
const SHORTCUTS = /\b(?:Alt|Ctrl|Shift|Cmd)(?:\+[A-Za-z0-9]+)+\b/g;
const LATIN_WORD = /\d*[A-Za-z][A-Za-z0-9'’-]*/g;

function latinSlips(text: string): TextSlip[] {
  const plain = text
    .replace(ADDRESSES, (address) => ' '.repeat(address.length))
    .replace(SHORTCUTS, (keys) => ' '.repeat(keys.length));
  const slips: TextSlip[] = [];
  for (const match of plain.matchAll(LATIN_WORD)) {
    const word = match[0].replace(/[-'’]+$/, '');
    if (!LATIN_ALLOWED.has(word)) {
      slips.push({ kind: 'latin', found: word, in: around(text, match.index, word.length) });
    }
  }
  return slips;
}

function quoteSlips(text: string): TextSlip[] {
  return [...text.matchAll(/»\s*»|«\s*«/g)].map((match) => ({
    kind: 'quotes' as const,
    found: match[0],
    in: around(text, match.index, match[0].length),
  }));
}

const FORMS = NOUNS.flatMap(({ nominative, genitive }) => [...nominative, ...genitive]);
// A number (digits, thin or plain spaces between thousands, a decimal comma) and the word right after it, with
// the word before it; «№ 3» and «3-й» are not counts.
const COUNTED = new RegExp(
  String.raw`(?:(?<before>[\p{L}]+)[ \u00a0]+)?(?<![№\d,.\-–])(?<number>\d{1,3}(?:[ \u00a0\u202f]\d{3})*(?:,\d+)?|\d+(?:,\d+)?)[ \u00a0]+(?<noun>${FORMS.join('|')})(?![\p{L}-])`,
  'dgiu',
);

/** The forms a count may take: nominative after a plain number, genitive after «из», «до»…; a fraction any. */
function expected(number: string, before: string | undefined) {
  const noun = (word: string) =>
    NOUNS.find(({ nominative, genitive }) => [...nominative, ...genitive].includes(word))!;
  const n = Number(number.replace(/[ \u00a0\u202f]/g, '').replace(',', '.'));
  const fraction = !Number.isInteger(n);
  const genitive = before !== undefined && GENITIVE_BEFORE.has(before.toLowerCase());
  return (word: string) => {
    const {
      nominative,
      genitive: [singular, many],
    } = noun(word);
    if (fraction) return [nominative[1]];
    if (genitive) return [pluralForm(n, [singular, many, many])];
    return [pluralForm(n, nominative)];
  };
}

/** Verbs in the plural before «1 агентство» («Подходят 1 агентство»): 3rd person, present or future. */
const PLURAL_VERB = /[\p{L}]+(?:ят|ут|ют|ат)$/u;

function agreementSlips(text: string): TextSlip[] {
  const slips: TextSlip[] = [];
  for (const match of text.matchAll(COUNTED)) {
    const { before, number, noun } = match.groups!;
    const at = match.indices!.groups!.number![0];
    if (text.slice(0, at).trimEnd().endsWith('№')) continue;
    const word = noun!.toLowerCase();
    const allowed = expected(number!, before)(word);
    if (!allowed.includes(word)) {
      slips.push({ kind: 'agreement', found: `${number} ${noun}`, in: around(text, at, 20) });
      continue;
    }
    const one = NOUNS.some(({ nominative }) => nominative[0] === word);
    if (before !== undefined && one && PLURAL_VERB.test(before)) {
      slips.push({
        kind: 'agreement',
        found: `${before} ${number} ${noun}`,
        in: around(text, match.index, match[0].length),
      });
    }
  }
  return slips;
}

/** Every slip in one text: Latin words outside the allow-list, doubled guillemets, counts that disagree. */
export function textSlips(text: string): TextSlip[] {
  return [...latinSlips(text), ...quoteSlips(text), ...agreementSlips(text)];
}
