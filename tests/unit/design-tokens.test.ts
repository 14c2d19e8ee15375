import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTokensCss, TOKENS_CSS } from '../../scripts/tokens-css';

// styles/tokens.css is generated from styles/tokens.ts; the CSS reads only custom properties that exist.
const read = (file: string) => readFileSync(file, 'utf8');
const sources = readdirSync('src', { recursive: true, encoding: 'utf8' }).map((file) =>
  path.join('src', file),
);

describe('styles/tokens.css', () => {
  it('is what scripts/tokens-css.ts makes of styles/tokens.ts', async () => {
    expect(read(TOKENS_CSS), 'run `node --import tsx scripts/tokens-css.ts`').toBe(
      await renderTokensCss(),
    );
  });

  it('defines every custom property the styles read', () => {
    const styles = sources.filter((file) => file.endsWith('.css'));
    const scripts = sources.filter((file) => /\.tsx?$/.test(file));
    // Declared in a CSS file (the tokens, a component's own) or set inline by a component (`--score`).
    const declared = new Set([
      ...styles.flatMap((file) => [...read(file).matchAll(/(--[\w-]+)\s*:/g)].map((m) => m[1]!)),
      ...scripts.flatMap((file) =>
        [...read(file).matchAll(/['"](--[\w-]+)['"]/g)].map((m) => m[1]!),
      ),
    ]);
    const missing = styles.flatMap((file) =>
      [...read(file).matchAll(/var\((--[\w-]+)/g)]
        .map((m) => m[1]!)
        .filter((name) => !declared.has(name))
        .map((name) => `${file}: ${name}`),
    );
    expect(missing).toEqual([]);
  });
});
