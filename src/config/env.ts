import * as z from 'zod/mini';

// The environment is read once here and validated; a bad value fails loudly at start, naming the variable.
const envSchema = z.object({
  VITE_API_URL: z.optional(
    z.union([
      z.literal(''),
      z.url({ protocol: /^https?$/, error: 'must be an absolute http(s) URL or empty' }),
    ]),
  ),
});

function readEnv() {
  const result = envSchema.safeParse({ VITE_API_URL: import.meta.env.VITE_API_URL });
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid environment — ${problems.join('; ')}`);
  }
  return {
    /** '' = same origin; never ends with a slash, so `${API_URL}/faq/...` is always right. */
    API_URL: (result.data.VITE_API_URL ?? '').replace(/\/+$/, ''),
  };
}

export const env = readEnv();
