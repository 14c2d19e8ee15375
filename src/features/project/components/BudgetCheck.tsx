import { Link } from 'react-router-dom';
import { BUDGET_BANDS } from '../../../../contract/budget';
import { Notice } from '../../../components/plain-form/Notice';
import { paths } from '../../../config/paths';
import { pluralForm } from '../../../../contract/plural';
import { useBudgetCheck } from '../api/budget-check';
import { useProject } from '../api/projects';
import { useRequirements } from '../api/requirements';

/** Before invitations go out: does the budget band meet the prices of the agencies that fit the rest? */
export function BudgetCheck({ project }: { project: number }) {
  const { data: current } = useProject(project);
  const { data: requirements } = useRequirements(project);
  const check = useBudgetCheck(requirements, current?.budget);
  if (!current) return null;
  if (current.budget === null)
    return (
      <Notice type="warning" title="Бюджет проекта не указан">
        <p>
          Агентства оценивают приглашение по бюджету.{' '}
          <Link to={paths.dashboard.projectDescription.getHref(project)}>Укажите его</Link> — и мы
          сверим его с ценами подходящих агентств.
        </p>
      </Notice>
    );
  const budget = check.data?.budget;
  if (!budget) return null;
  const few = budget.matched > 0 && budget.fitting * 2 < budget.matched;
  const usual =
    budget.usual_band && budget.usual_band !== budget.band
      ? ` Обычный бюджет на такие услуги — ${BUDGET_BANDS[budget.usual_band]}.`
      : '';
  return (
    <Notice
      type={few ? 'warning' : 'success'}
      title={`Бюджет «${BUDGET_BANDS[budget.band]}» подходит ${budget.fitting} из ${budget.matched} ${pluralForm(budget.matched, ['агентства', 'агентств', 'агентств'])}`}
    >
      <p>
        {(budget.fitting === budget.matched
          ? 'Цены всех подходящих агентств укладываются в бюджет.'
          : 'Остальные подходят по требованиям, но их цены выше бюджета.') + usual}
      </p>
    </Notice>
  );
}
