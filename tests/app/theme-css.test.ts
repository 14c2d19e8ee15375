import { readFileSync } from 'node:fs';
import path from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { appTheme, coolGray, green } from '../../src/styles/theme';

// The plain-HTML screens (shell, landing) paint with CSS custom properties, antd with the theme: same colours.
// Read from disk: Vitest stubs CSS imports (even `?raw`) as empty.
const css = readFileSync(path.join(process.cwd(), 'src/styles/global.css'), 'utf8');
const rootBlock = /:root\s*{([^}]*)}/.exec(css)?.[1] ?? '';
const properties = new Map(
  [...rootBlock.matchAll(/--([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name!, value!]),
);
const normalize = (value: string | number) =>
  String(value).toLowerCase().replace(/\s+/g, '').replace(/;$/, '');
const camel = (name: string) =>
  name
    .replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
    .replace(/(Lg|Sm)$/, (size) => size.toUpperCase()); // borderRadiusLG

describe('CSS custom properties of the app theme', () => {
  const token = theme.getDesignToken(appTheme) as unknown as Record<string, string | number>;

  it('every antd-named property equals the token of the theme', () => {
    const antdNamed = [...properties.keys()].filter(
      (name) => !/^(green|gray)-|^content-width$/.test(name),
    );
    expect(antdNamed.length).toBeGreaterThan(10);
    for (const name of antdNamed) {
      const expected = token[camel(name)];
      expect(expected, `--${name} has no antd token`).toBeDefined();
      const value = typeof expected === 'number' ? `${expected}px` : expected!;
      expect(normalize(properties.get(name)!), `--${name}`).toBe(normalize(value));
    }
  });

  it('the palette shortcuts are the theme’s green and cool grays', () => {
    expect(properties.get('green-700')).toBe(token.colorPrimary);
    expect(properties.get('green-800')).toBe(token.colorLink);
    for (const [step, hex] of Object.entries(green)) {
      if (properties.has(`green-${step}`)) expect(properties.get(`green-${step}`)).toBe(hex);
    }
    for (const [step, hex] of Object.entries(coolGray)) {
      if (properties.has(`gray-${step}`)) expect(properties.get(`gray-${step}`)).toBe(hex);
    }
  });
});
