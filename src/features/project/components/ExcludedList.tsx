import { Button, Card } from 'antd';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useRestoreAgency } from '../api/agency-lists';
import { useRequirements } from '../api/requirements';
import { quoteName } from '../../../../contract/quote';

/** The agencies the client excluded, each with a way back into the ranking; nothing while there are none. */
export function ExcludedList({ project }: { project: number }) {
  const requirements = useRequirements(project);
  const restore = useRestoreAgency(project);
  const excluded = requirements.data?.exclusions ?? [];
  if (excluded.length === 0) return null;
  return (
    <Card size="small" title={<h2 className="project-section-title">Исключённые</h2>}>
      <ul className="agency-rows" aria-label="Исключённые агентства">
        {excluded.map((row) => (
          <li key={row.id}>
            <Link to={paths.executor.getHref(row.contractor.id)}>{row.contractor.name}</Link>
            <Button
              onClick={() => restore.mutate(row.id)}
              disabled={restore.isPending}
              aria-label={`Вернуть ${quoteName(row.contractor.name)} в подбор`}
            >
              Вернуть
            </Button>
          </li>
        ))}
      </ul>
    </Card>
  );
}
