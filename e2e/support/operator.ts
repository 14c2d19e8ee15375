import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

// The operator's command as the operator runs it, against the server Playwright started (its token is set in
// playwright.config.ts, so no test reads the server's DATA_DIR).

/** The server's operator token in the browser tests (any 32+ characters). */
export const E2E_OPERATOR_TOKEN = 'e2e-operator-token-0123456789abcdef';

/** `npm run ops -- …args` through the running server; its printed line. */
export async function runOps(port: number, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'scripts/ops.ts', ...args],
    {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        OPERATOR_TOKEN: E2E_OPERATOR_TOKEN,
      },
      timeout: 60_000,
    },
  );
  return stdout.trim();
}
