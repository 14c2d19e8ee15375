import { useParams } from 'react-router-dom';
import { TariffPage } from '../../features/tariffs/components/TariffPage';

// /panel/tariffs/{slug}: plain HTML, one plan and its purchase; the key starts its form afresh per plan.
export function Component() {
  const slug = useParams().slug ?? '';
  return <TariffPage key={slug} slug={slug} />;
}
