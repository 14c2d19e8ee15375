import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { appTheme } from '../../src/styles/theme';
import { gray } from '../../src/styles/tokens';

// WCAG 2.2 AA contrast of the theme's text colours on the backgrounds they are painted on (1.4.3: 4.5:1
// for text). axe checks the pages that exist (e2e/a11y.spec.ts); this checks the palette itself, hover and
// pressed states included, which no page shows at rest.
const token = theme.getDesignToken(appTheme) as unknown as Record<string, string>;

type Rgb = [number, number, number];

/** `#rgb`, `#rrggbb` or `rgba(r, g, b, a)`, an alpha colour composed over `background`. */
function parse(colour: string, background: Rgb = [255, 255, 255]): Rgb {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(colour)?.[1];
  if (hex) {
    const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
    return [0, 2, 4].map((at) => parseInt(full.slice(at, at + 2), 16)) as Rgb;
  }
  const rgba = /^rgba?\(([^)]+)\)$/.exec(colour.replace(/\s+/g, ''))?.[1]?.split(',').map(Number);
  if (!rgba) throw new Error(`not a colour: ${colour}`);
  const [r = 0, g = 0, b = 0, alpha = 1] = rgba;
  return [r, g, b].map((channel, i) => channel * alpha + background[i]! * (1 - alpha)) as Rgb;
}

const luminance = ([r, g, b]: Rgb) => {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
};

export function contrast(text: string, background: string): number {
  const back = parse(background);
  const [light, dark] = [luminance(parse(text, back)), luminance(back)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A translucent fill painted over an opaque background, as one opaque colour. */
const over = (fill: string, background: string) =>
  `rgb(${parse(fill, parse(background)).join(',')})`;

const white = '#ffffff';
const page = token.colorBgLayout!;
const card = token.colorBgContainer!;

describe('contrast of the theme (WCAG 2.2 AA, 4.5:1 for text)', () => {
  it('the contrast formula agrees with WCAG’s own examples', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrast('#16a34a', '#ffffff')).toBeCloseTo(3.3, 1); // the green that failed
  });

  const pairs: Array<[label: string, text: string, background: string]> = [
    ['white on a primary button', white, token.colorPrimary!],
    ['white on a hovered primary button', white, token.colorPrimaryHover!],
    ['white on a pressed primary button', white, token.colorPrimaryActive!],
    ['white on a danger button', white, token.colorError!],
    ['white on a hovered danger button', white, token.colorErrorHover!],
    ['primary text (an active tab) on the gray page', token.colorPrimary!, page],
    ['primary text on a card', token.colorPrimary!, card],
    ['primary text on a selected menu item', token.colorPrimary!, token.colorPrimaryBg!],
    ['a link on the gray page', token.colorLink!, page],
    ['a hovered link on the gray page', token.colorLinkHover!, page],
    [
      'a link on a gray panel (the legal contents)',
      token.colorLink!,
      over(token.colorFillAlter!, page),
    ],
    ['body text on the gray page', token.colorText!, page],
    ['secondary text on the gray page', token.colorTextSecondary!, page],
    ['tertiary text on the gray page', token.colorTextTertiary!, page],
    ['a description on the gray page', token.colorTextDescription!, page],
    ['a placeholder in a field', token.colorTextPlaceholder!, card],
    ['a danger button’s text on a card', token.colorError!, card],
    ['an error message on a card', token.colorErrorText!, card],
    ['an error message on an error alert', token.colorErrorText!, token.colorErrorBg!],
    ['a warning text on a card', token.colorWarningText!, card],
    [
      'a warning text on a warning fill (a pending invitation)',
      token.colorWarningText!,
      token.colorWarningBg!,
    ],
    // antd writes both names of a shade into one CSS variable, the legacy one last.
    ['a green tag', token.green7!, token.green1!],
    ['a green tag (legacy names)', token['green-7']!, token['green-1']!],
    ['an orange tag', token.orange7!, token.orange1!],
    ['an orange tag (legacy names)', token['orange-7']!, token['orange-1']!],
    ['footer links', gray[300], gray[900]],
    ['the footer’s copyright line', gray[400], gray[900]],
  ];

  it.each(pairs)('%s: at least 4.5:1', (_label, text, background) => {
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });
});
