import { z } from 'zod';

/** Public: which build the server serves, and the earlier builds whose assets it still serves. */
export const BUILDS_PATH = '/builds/';

export const currentBuild = z.object({
  id: z.string(),
  /** When the build was made (ISO 8601), as its `builds/latest.json` says; null when it does not. */
  built_at: z.string().nullable(),
});

export const keptBuild = currentBuild.extend({
  /** When a server first started on a newer build (ISO 8601). */
  replaced_at: z.string(),
  /** Its assets are pruned at the first start after this moment (ISO 8601). */
  kept_until: z.string(),
});

export const buildsAnswer = z.object({
  /** The build this server serves; null when the folder has no `builds/latest.json`. */
  current: currentBuild.nullable(),
  /** Earlier builds whose `/assets/…` are still served, the most recently replaced first. */
  kept: z.array(keptBuild),
});
export type BuildsAnswer = z.infer<typeof buildsAnswer>;
