// Names in Russian text: «Северный ветер», and ООО «Тестовая пекарня» as it stands, never «ООО «…»».

const OPENING = new Set(['«', '„']);
const CLOSING = new Set(['»', '”']);
/** Quotes that open or close by where they stand: «"» and «“» («“» closes in „…“, opens in “…”). */
const EITHER = new Set(['"', '“']);

/**
 * A name with its quotes set in Russian typography: «…» outside, „…“ inside, straight and English quotes
 * turned into them; `null` when it has none. An unbalanced quote is kept as it was written.
 */
function typesetQuotes(name: string): string | null {
  let depth = 0;
  let found = false;
  let out = '';
  for (let i = 0; i < name.length; i++) {
    const ch = name[i]!;
    const either = EITHER.has(ch);
    if (!OPENING.has(ch) && !CLOSING.has(ch) && !either) {
      out += ch;
      continue;
    }
    found = true;
    // An undirected quote opens at the start or after a space or bracket, and closes after a word.
    const opens = OPENING.has(ch) || (either && (i === 0 || /[\s([«„-]/.test(name[i - 1]!)));
    if (opens) {
      out += depth % 2 === 0 ? '«' : '„';
      depth++;
    } else if (depth > 0) {
      depth--;
      out += depth % 2 === 0 ? '»' : '“';
    } else {
      out += ch;
    }
  }
  return found ? out : null;
}

/**
 * A name (an agency's, a company's, a project's, a file's) as Russian text quotes it: wrapped in «» unless
 * it carries its own quotes (ООО «Тестовая пекарня» is not wrapped again), whose nesting then follows Russian
 * typography («Дом „Солнце“»).
 */
export function quoteName(name: string): string {
  const trimmed = name.trim();
  return typesetQuotes(trimmed) ?? `«${trimmed}»`;
}
