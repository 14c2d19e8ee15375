// The design tokens: colours, spacing, radii, type. The single source for both UI stacks: styles/theme.ts
// builds antd's theme from them, and styles/tokens.css (the plain-HTML screens' custom properties) is
// generated from `cssVariables` below by `node --import tsx scripts/tokens-css.ts`
// (tests/unit/design-tokens.test.ts fails when it is stale). Plain data: no antd here, the shell imports none.

/** Cool grays (Tailwind's gray). */
export const gray = {
  50: '#f9fafb',
  100: '#f3f4f6',
  200: '#e5e7eb',
  300: '#d1d5db',
  400: '#9ca3af',
  500: '#6b7280',
  600: '#4b5563',
  700: '#374151',
  800: '#1f2937',
  900: '#111827',
} as const;

export const green = {
  50: '#f0fdf4',
  100: '#dcfce7',
  200: '#bbf7d0',
  300: '#86efac',
  600: '#16a34a',
  700: '#15803d',
  800: '#166534',
  900: '#14532d',
} as const;

/** Tender and status tags: a light fill, a border and a dark text of one hue. */
export const blue = { 50: '#eff6ff', 200: '#bfdbfe', 300: '#93c5fd', 800: '#1e40af' } as const;

export const amber = {
  50: '#fffbeb',
  200: '#fde68a',
  300: '#fcd34d',
  500: '#f59e0b',
  600: '#d97706',
  700: '#b45309',
  800: '#92400e',
} as const;

export const orange = {
  50: '#fff7ed',
  200: '#fed7aa',
  300: '#fdba74',
  700: '#c2410c',
  800: '#9a3412',
} as const;

export const red = {
  50: '#fef2f2',
  200: '#fecaca',
  300: '#fca5a5',
  600: '#dc2626',
  700: '#b91c1c',
  800: '#991b1b',
} as const;

/** White on it is 5.0:1 (green-600 was 3.3:1). The logo keeps green-600: a logotype is exempt. */
export const BRAND_GREEN = green[700];

/**
 * Colours by role, named as antd's tokens (`colorTextSecondary` is `--color-text-secondary`). Every text
 * colour passes WCAG 2.2 AA (4.5:1) on the backgrounds it is used on: tests/app/theme-contrast.test.ts.
 * `text`, `errorBg`, `errorBorder`, `warningBg`, `warningBorder` and `fillQuaternary` are what antd derives
 * from the others (tests/app/theme-css.test.ts); the plain screens read them here.
 */
export const color = {
  primary: BRAND_GREEN,
  primaryHover: green[800],
  primaryActive: green[900],
  primaryBg: green[50],
  primaryBgHover: green[100],
  primaryBorder: green[200],
  primaryBorderHover: green[300],
  // Links sit on the gray page and on gray panels too: green-700 is 4.4:1 on those, green-800 6.2:1.
  link: green[800],
  linkHover: green[900],
  text: 'rgba(17, 24, 39, 0.88)',
  textBase: gray[900],
  textSecondary: gray[600],
  // gray-500 is 4.4:1 on the gray page: the quiet texts use gray-600, placeholders gray-500 (on white inputs).
  textTertiary: gray[600],
  textPlaceholder: gray[500],
  textLightSolid: '#fff',
  error: red[600],
  errorHover: red[700],
  errorActive: red[800],
  errorText: red[700],
  errorTextHover: red[800],
  errorBg: '#fff2f0',
  errorBorder: '#ffafa6',
  warning: amber[600],
  warningText: amber[700],
  warningBg: '#fff7e6',
  warningBorder: '#ffd182',
  bgContainer: '#ffffff',
  bgLayout: gray[100],
  border: gray[300],
  borderSecondary: gray[200],
  fillSecondary: gray[100],
  fillQuaternary: 'rgba(17, 24, 39, 0.02)',
} as const;

// The roles the plain CSS reads (antd's theme reads them all): one more goes here when a stylesheet needs it.
const cssRoles = [
  'primary',
  'primaryHover',
  'primaryActive',
  'primaryBg',
  'link',
  'text',
  'textSecondary',
  'textTertiary',
  'textPlaceholder',
  'textLightSolid',
  'error',
  'errorText',
  'errorBg',
  'errorBorder',
  'warningText',
  'warningBg',
  'warningBorder',
  'bgContainer',
  'bgLayout',
  'border',
  'borderSecondary',
  'fillQuaternary',
] as const satisfies readonly (keyof typeof color)[];

/** The focus ring's fill: the primary green at 20 %. */
export const controlOutline = 'rgba(21, 128, 61, 0.2)';

/** Spacing on a 4 px grid, in px: `space[4]` is 16 px (`--space-4`). antd's sizes are the same steps. */
export const space = { 1: 4, 2: 8, 3: 12, 4: 16, 5: 20, 6: 24, 8: 32, 10: 40, 12: 48 } as const;

/** Corner radii in px: tags and bars, small controls, controls and panels (antd's), cards, pills. */
export const radius = { sm: 4, md: 6, base: 8, lg: 10, xl: 12, pill: 999 } as const;

/** The type scale in px: captions, small print, body, lead, headings. */
export const fontSize = {
  xs: 12,
  sm: 13,
  base: 14,
  md: 16,
  lg: 18,
  xl: 20,
  '2xl': 24,
  '3xl': 28,
} as const;

export const fontFamily =
  "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif";

export const shadow = {
  /** A white card on the gray page. */
  card: '0 1px 3px rgb(17 24 39 / 8%)',
  /** A menu or a sheet over the page. */
  popover: '0 12px 24px rgb(17 24 39 / 12%)',
  /** antd's `boxShadowTertiary`. */
  tertiary:
    '0 1px 2px 0 rgba(0, 0, 0, 0.05), 0 1px 6px -1px rgba(0, 0, 0, 0.03), 0 2px 4px 0 rgba(0, 0, 0, 0.03)',
} as const;

/** The widest the page's content gets. */
export const contentWidth = 1200;

const px = (value: number) => `${value}px`;
const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const shades = (hue: string, scale: Record<number, string>) =>
  Object.entries(scale).map(([step, hex]) => [`${hue}-${step}`, hex] as const);
const steps = <T extends Record<string | number, number>>(prefix: string, scale: T) =>
  Object.entries(scale).map(
    ([step, value]) => [step === 'base' ? prefix : `${prefix}-${step}`, px(value)] as const,
  );

/** The custom properties of styles/tokens.css, by section (a section's title becomes its comment). */
export const cssVariables: { title: string; properties: (readonly [string, string])[] }[] = [
  {
    title: 'palette',
    properties: [
      ...shades('green', green),
      ...shades('gray', gray),
      ...shades('blue', blue),
      ...shades('amber', amber),
      ...shades('orange', orange),
      ...shades('red', red),
    ],
  },
  {
    title: 'colours by role (antd token names, kebab-cased)',
    properties: [
      ...cssRoles.map((name) => [`color-${kebab(name)}`, color[name]] as const),
      ['control-outline', controlOutline],
    ],
  },
  { title: 'spacing (4 px grid)', properties: steps('space', space) },
  { title: 'corner radii', properties: steps('radius', radius) },
  {
    title: 'type',
    properties: [['font-family', fontFamily], ...steps('font-size', fontSize)],
  },
  {
    title: 'shadows and layout',
    properties: [
      ...Object.entries(shadow).map(([name, value]) => [`shadow-${name}`, value] as const),
      ['content-width', px(contentWidth)],
    ],
  },
];
