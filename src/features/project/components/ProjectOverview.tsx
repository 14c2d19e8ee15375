import { Card, Descriptions } from 'antd';
import type { Project } from '../../../../contract/project';
import { ButtonLink } from '../../../components/button-link/ButtonLink';
import { paths } from '../../../config/paths';
import { useMatchCount } from '../api/ranking';
import { budgetLabel, formatDates, statusLabel } from './format';
import { plural } from '../../../lib/plural';

/** The project at a glance: what it is, its band and dates, how many agencies fit, what to do next. */
export function ProjectOverview({ project }: { project: Project }) {
  const count = useMatchCount(project.id);
  return (
    <Card>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'status', label: 'Статус', children: statusLabel(project.status) },
          { key: 'budget', label: 'Бюджет', children: budgetLabel(project.budget) },
          {
            key: 'dates',
            label: 'Сроки',
            children: formatDates(project.start_date, project.deadline),
          },
          {
            key: 'matched',
            label: 'Подходят',
            children:
              count.data === undefined
                ? '…'
                : plural(count.data, ['агентство', 'агентства', 'агентств']),
          },
          { key: 'invited', label: 'Приглашены', children: 'появится с тендерами' },
        ]}
      />
      <h2 className="project-section-title">Описание</h2>
      <p className="project-description">{project.description || 'Описание пока не заполнено.'}</p>
      <div className="project-card__actions">
        <ButtonLink variant="primary" to={paths.performers.root.getHref(project.id)}>
          Посмотреть исполнителей
        </ButtonLink>
        <ButtonLink to={paths.dashboard.projectDescription.getHref(project.id)}>
          Изменить описание
        </ButtonLink>
      </div>
    </Card>
  );
}
