import { theme, type ThemeConfig } from 'antd';
import {
  BRAND_GREEN,
  color,
  controlOutline,
  fontFamily,
  fontSize,
  gray,
  green,
  orange,
  radius,
  space,
} from './tokens';

// Green primary and cool-gray neutrals; light mode on every page. The values are styles/tokens.ts's, which
// the plain-HTML parts (shell, landing, the plain screens) read as CSS custom properties (styles/tokens.css).
// antd derives hover and light shades from a seed by lightening it, which would drop white on a hovered
// button below 4.5:1, so they are set here explicitly. antd gets this through AntdProvider (only the
// screens that use antd load it).

// Tags read `<colour>7` on `<colour>1`: antd's green and orange are 3.4:1 there. Each shade has two token
// names (`green7` and the legacy `green-7`) that become one CSS variable (`--ant-green-7`): both are set.
const tagShades = {
  green: { 1: green[50], 3: green[200], 7: BRAND_GREEN },
  orange: { 1: orange[50], 3: orange[200], 7: orange[700] },
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
    colorPrimary: color.primary,
    colorPrimaryHover: color.primaryHover,
    colorPrimaryActive: color.primaryActive,
    colorPrimaryText: color.primary,
    colorPrimaryTextHover: color.primaryHover,
    colorPrimaryTextActive: color.primaryActive,
    colorPrimaryBg: color.primaryBg,
    colorPrimaryBgHover: color.primaryBgHover,
    colorPrimaryBorder: color.primaryBorder,
    colorPrimaryBorderHover: color.primaryBorderHover,
    controlOutline,
    colorSuccess: color.primary,
    colorInfo: color.primary,
    colorLink: color.link,
    colorLinkHover: color.linkHover,
    colorLinkActive: color.linkHover,
    colorError: color.error,
    colorErrorHover: color.errorHover,
    colorErrorActive: color.errorActive,
    colorErrorText: color.errorText,
    colorErrorTextHover: color.errorTextHover,
    colorErrorTextActive: color.errorTextHover,
    colorWarning: color.warning,
    colorWarningText: color.warningText,
    colorTextBase: color.textBase,
    colorTextSecondary: color.textSecondary,
    colorTextTertiary: color.textTertiary,
    colorTextDescription: color.textSecondary,
    colorTextPlaceholder: color.textPlaceholder,
    colorBgLayout: color.bgLayout,
    colorBgContainer: color.bgContainer,
    colorBorder: color.border,
    colorBorderSecondary: color.borderSecondary,
    colorFillSecondary: color.fillSecondary,
    borderRadius: radius.base,
    borderRadiusSM: radius.md,
    borderRadiusLG: radius.lg,
    // antd's defaults, named here so both stacks read one scale: 4 px steps, 14 px body text.
    sizeUnit: space[1],
    sizeStep: space[1],
    fontSize: fontSize.base,
    fontSizeSM: fontSize.xs,
    fontSizeLG: fontSize.md,
    fontSizeXL: fontSize.xl,
    ...tagColours,
    fontFamily,
  },
  components: {
    Layout: {
      headerBg: color.bgContainer,
      bodyBg: gray[100],
      footerBg: gray[900],
      siderBg: color.bgContainer,
    },
  },
};
