// Colour preference: system, light or dark, saved locally. Every page currently forces light,
// so the theme ignores the preference; it is kept for the day a page stops forcing a mode.
export const colorModes = ['system', 'light', 'dark'] as const;
export type ColorMode = (typeof colorModes)[number];
export type ResolvedColorMode = Exclude<ColorMode, 'system'>;

const STORAGE_KEY = 'podryad.color-mode';
export const DEFAULT_COLOR_MODE: ColorMode = 'system';
/** The mode every page forces today. */
export const FORCED_COLOR_MODE: ResolvedColorMode = 'light';

const isColorMode = (value: unknown): value is ColorMode => colorModes.includes(value as ColorMode);

export function getColorMode(): ColorMode {
  try {
    const stored = localStorage.getItem(STORAGE_KEY);
    return isColorMode(stored) ? stored : DEFAULT_COLOR_MODE;
  } catch {
    return DEFAULT_COLOR_MODE;
  }
}

export function setColorMode(mode: ColorMode): void {
  try {
    localStorage.setItem(STORAGE_KEY, mode);
  } catch {
    // storage unavailable: the preference simply is not remembered
  }
}

/** The mode a page shows: its forced mode if any, else the preference, `system` following the OS. */
export function resolveColorMode(
  preference: ColorMode,
  forced: ResolvedColorMode | null,
  systemPrefersDark: boolean,
): ResolvedColorMode {
  if (forced) return forced;
  if (preference === 'system') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}
