import { existsSync } from 'node:fs';
import type { LaunchOptions } from '@playwright/test';

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
  ],
};
