// The environment is read once here and checked; a bad value fails loudly at start, naming the variable.
// A plain check, not zod: this module is on every screen that loads data, and zod's object parser probes
// `new Function` (refused by the page's CSP) and weighs ≈ 18 KB gzip for one URL.

/** '' (same origin) or an absolute http(s) URL; anything else is an error message. */
export function checkApiUrl(value: string | undefined): string {
  if (value === undefined || value === '') return '';
  const url = URL.canParse(value) ? new URL(value) : null;
  if (!url || !/^https?:$/.test(url.protocol)) {
    throw new Error('Invalid environment — VITE_API_URL: must be an absolute http(s) URL or empty');
  }
  return value;
}

function readEnv() {
  return {
    /** '' = same origin; never ends with a slash, so `${API_URL}/faq/...` is always right. */
    API_URL: checkApiUrl(import.meta.env.VITE_API_URL).replace(/\/+$/, ''),
  };
}

export const env = readEnv();
