import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

/**
 * Playwright's own `--disable-features` (playwright-core 1.65, chromiumSwitches.ts). Chromium honours only the
 * last `--disable-features` switch, and ours comes after Playwright's, so it repeats them;
 * e2e/chromium-flags.spec.ts fails when Playwright's list gains a feature this one lacks.
 */
const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
];

/**
 * Full (new headless) Chromium preloads two omnibox popups for every window, each a WebUI renderer of its own:
 * a new context and page cost 0.48 s of CPU with them and 0.32 s without (20 contexts, Chromium 156).
 */
const OMNIBOX_POPUPS = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * How every browser here is launched (e2e and bench): CHROMIUM_PATH if set, else Debian's chromium, else
 * Playwright's own. The flags keep Chromium off a closed network (it would retry Google's hosts at start).
 */
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUPS].join(',')}`,
  ],
};
