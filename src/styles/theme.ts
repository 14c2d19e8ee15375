import { theme, type ThemeConfig } from 'antd';

// Green primary and cool-gray neutrals; light mode on every page. Every text colour passes WCAG 2.2 AA
// (4.5:1) on the backgrounds it is used on — white, the gray page, the light green and red fills:
// tests/app/theme-contrast.test.ts checks the pairs. antd derives hover and light shades from a seed by
// lightening it, which would drop white on a hovered button below 4.5:1, so they are set here explicitly.
// antd gets this through AntdProvider (only the screens that use antd load it). The plain-HTML parts
// (shell, landing) read the same colours from CSS custom properties in global.css beside it; a test keeps
// them in sync.
export const coolGray = {
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

/** White on it is 5.0:1 (green-600 was 3.3:1). The logo keeps green-600: a logotype is exempt. */
export const BRAND_GREEN = green[700];

// Tags read `<colour>7` on `<colour>1`: antd's green and orange are 3.4:1 there. Each shade has two token
// names (`green7` and the legacy `green-7`) that become one CSS variable (`--ant-green-7`): both are set.
const tagShades = {
  green: { 1: green[50], 3: green[200], 7: BRAND_GREEN },
  orange: { 1: '#fff7ed', 3: '#fed7aa', 7: '#c2410c' },
} as const;
const tagColours = Object.fromEntries(
  Object.entries(tagShades).flatMap(([colour, shades]) =>
    Object.entries(shades).flatMap(([step, hex]) => [
      [`${colour}${step}`, hex],
      [`${colour}-${step}`, hex],
    ]),
  ),
) as Partial<ThemeConfig['token']>;

export const appTheme: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: BRAND_GREEN,
    colorPrimaryHover: green[800],
    colorPrimaryActive: green[900],
    colorPrimaryText: BRAND_GREEN,
    colorPrimaryTextHover: green[800],
    colorPrimaryTextActive: green[900],
    colorPrimaryBg: green[50],
    colorPrimaryBgHover: green[100],
    colorPrimaryBorder: green[200],
    colorPrimaryBorderHover: green[300],
    controlOutline: 'rgba(21, 128, 61, 0.2)',
    colorSuccess: BRAND_GREEN,
    colorInfo: BRAND_GREEN,
    // Links sit on the gray page and on gray panels too: green-700 is 4.4:1 on those, green-800 6.2:1.
    colorLink: green[800],
    colorLinkHover: green[900],
    colorLinkActive: green[900],
    colorError: '#dc2626',
    colorErrorHover: '#b91c1c',
    colorErrorActive: '#991b1b',
    colorErrorText: '#b91c1c',
    colorErrorTextHover: '#991b1b',
    colorErrorTextActive: '#991b1b',
    colorWarning: '#d97706',
    colorWarningText: '#b45309',
    colorTextBase: coolGray[900],
    colorTextSecondary: coolGray[600],
    // gray-500 is 4.4:1 on the gray page: the quiet texts use gray-600, placeholders gray-500 (on white inputs).
    colorTextTertiary: coolGray[600],
    colorTextDescription: coolGray[600],
    colorTextPlaceholder: coolGray[500],
    colorBgLayout: coolGray[100],
    colorBgContainer: '#ffffff',
    colorBorder: coolGray[300],
    colorBorderSecondary: coolGray[200],
    colorFillSecondary: coolGray[100],
    borderRadius: 8,
    ...tagColours,
    fontFamily:
      "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
  components: {
    Layout: {
      headerBg: '#ffffff',
      bodyBg: coolGray[100],
      footerBg: coolGray[900],
      siderBg: '#ffffff',
    },
  },
};
