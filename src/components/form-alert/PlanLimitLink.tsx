import { paths } from '../../config/paths';
import type { PlanUpgrade } from '../../lib/plan-limit';
import { PreloadLink } from '../preload-link/PreloadLink';

/** «Сменить тариф» under a refusal for a reached plan limit: to the plan that lifts it. */
export function PlanLimitLink({ upgrade }: { upgrade: PlanUpgrade | null | undefined }) {
  if (!upgrade) return null;
  return (
    <p className="notice__action">
      <PreloadLink to={paths.panel.tariff.getHref(upgrade.slug)}>Сменить тариф</PreloadLink>
    </p>
  );
}
