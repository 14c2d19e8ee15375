import { writeFile } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { cssVariables } from '../src/styles/tokens';

// Writes src/styles/tokens.css, the design tokens as CSS custom properties, from src/styles/tokens.ts:
// `node --import tsx scripts/tokens-css.ts`. A file in the repository rather than a build step, so the dev
// server, the tests and a reader see the same CSS; tests/unit/design-tokens.test.ts says when it is stale.

export const TOKENS_CSS = 'src/styles/tokens.css';

/** The text of styles/tokens.css, formatted as Prettier would. */
export async function renderTokensCss(): Promise<string> {
  const sections = cssVariables.map(
    ({ title, properties }) =>
      `/* ${title} */\n${properties.map(([name, value]) => `--${name}: ${value};`).join('\n')}`,
  );
  const css = `/* Generated from src/styles/tokens.ts by scripts/tokens-css.ts: edit those, not this file. The plain-HTML
   screens read these; antd's theme (styles/theme.ts) is built from the same values. */
:root {
${sections.join('\n\n')}
}
`;
  return format(css, { ...(await resolveConfig(TOKENS_CSS)), filepath: TOKENS_CSS });
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  await writeFile(TOKENS_CSS, await renderTokensCss());
  console.log(`${TOKENS_CSS} written`);
}
