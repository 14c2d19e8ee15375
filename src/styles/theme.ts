import { theme, type ThemeConfig } from 'antd';

// Green primary and cool-gray neutrals; light mode on every page.
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

export const BRAND_GREEN = '#16a34a';

export const appTheme: ThemeConfig = {
  algorithm: theme.defaultAlgorithm,
  token: {
    colorPrimary: BRAND_GREEN,
    colorSuccess: BRAND_GREEN,
    colorInfo: BRAND_GREEN,
    colorLink: '#15803d',
    colorTextBase: coolGray[900],
    colorTextSecondary: coolGray[600],
    colorTextTertiary: coolGray[500],
    colorBgLayout: coolGray[100],
    colorBgContainer: '#ffffff',
    colorBorder: coolGray[300],
    colorBorderSecondary: coolGray[200],
    colorFillSecondary: coolGray[100],
    borderRadius: 8,
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
