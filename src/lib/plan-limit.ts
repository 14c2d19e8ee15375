import { PLAN_LIMIT_CODE } from '../../contract/tariff-rules';
import type { PlanLimitError } from '../../contract/tariffs';
import { ApiError } from './api-error';

/** The plan a refusal names as the one that lifts its limit. */
export type PlanUpgrade = NonNullable<PlanLimitError['upgrade']>;

/**
 * A 403 for a reached plan limit (`code: plan_limit`): its Russian detail and the plan that lifts it (null
 * when none does). Null for any other error. The forms show the detail with a link to that plan.
 */
export function planLimitOf(
  error: unknown,
): { detail: string; upgrade: PlanUpgrade | null } | null {
  if (!(error instanceof ApiError) || error.status !== 403) return null;
  const data = error.data as Partial<PlanLimitError> | null;
  if (typeof data !== 'object' || data === null || data.code !== PLAN_LIMIT_CODE) return null;
  if (typeof data.detail !== 'string') return null;
  const upgrade = data.upgrade;
  return {
    detail: data.detail,
    upgrade:
      upgrade && typeof upgrade.slug === 'string' && typeof upgrade.name === 'string'
        ? { slug: upgrade.slug, name: upgrade.name }
        : null,
  };
}
