import { beforeEach, describe, expect, it } from 'vitest';
import { getColorMode, resolveColorMode, setColorMode } from '../../src/lib/color-mode';
import { appTheme } from '../../src/styles/theme';
import { theme } from 'antd';

beforeEach(() => localStorage.clear());

describe('colour mode', () => {
  it('remembers system, light or dark locally; system by default', () => {
    expect(getColorMode()).toBe('system');
    setColorMode('dark');
    expect(getColorMode()).toBe('dark');
    localStorage.setItem('podryad.color-mode', 'sepia');
    expect(getColorMode()).toBe('system');
  });

  it('a page that forces a mode wins over the preference', () => {
    expect(resolveColorMode('dark', 'light', true)).toBe('light');
    expect(resolveColorMode('system', null, true)).toBe('dark');
    expect(resolveColorMode('light', null, true)).toBe('light');
  });

  it('the theme is always light, green and cool gray', () => {
    expect(appTheme.algorithm).toBe(theme.defaultAlgorithm);
    expect(appTheme.token?.colorPrimary).toBe('#15803d'); // green-700: white on it passes AA
    expect(appTheme.token?.colorBgLayout).toBe('#f3f4f6');
  });
});
