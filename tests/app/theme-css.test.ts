import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { appTheme } from '../../src/styles/theme';
import { cssVariables, fontSize, radius, space } from '../../src/styles/tokens';

// The plain-HTML screens paint with styles/tokens.css (generated from styles/tokens.ts), antd with the theme
// built from the same file: the custom properties named after antd's tokens hold what antd computes.
const properties = new Map(cssVariables.flatMap(({ properties }) => properties));
const normalize = (value: string | number) =>
  String(value).toLowerCase().replace(/\s+/g, '').replace(/;$/, '');
const camel = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

describe('the design tokens in antd’s theme', () => {
  const token = theme.getDesignToken(appTheme) as unknown as Record<string, string | number>;

  it('every colour property equals antd’s token of that name', () => {
    const antdNamed = [...properties.keys()].filter((name) =>
      /^(color-|control-outline$|font-family$)/.test(name),
    );
    expect(antdNamed.length).toBeGreaterThan(10);
    for (const name of antdNamed) {
      const expected = token[camel(name)];
      expect(expected, `--${name} has no antd token`).toBeDefined();
      expect(normalize(properties.get(name)!), `--${name}`).toBe(normalize(expected!));
    }
  });

  it('antd’s sizes, radii and font sizes are steps of the same scales', () => {
    expect([
      token.sizeXXS,
      token.sizeXS,
      token.sizeSM,
      token.size,
      token.sizeMD,
      token.sizeLG,
    ]).toEqual([space[1], space[2], space[3], space[4], space[5], space[6]]);
    expect([token.sizeXL, token.sizeXXL]).toEqual([space[8], space[12]]);
    expect([token.borderRadiusSM, token.borderRadius, token.borderRadiusLG]).toEqual([
      radius.md,
      radius.base,
      radius.lg,
    ]);
    expect([token.fontSizeSM, token.fontSize, token.fontSizeLG, token.fontSizeXL]).toEqual([
      fontSize.xs,
      fontSize.base,
      fontSize.md,
      fontSize.xl,
    ]);
  });
});
