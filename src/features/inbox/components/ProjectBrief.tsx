import type { InboxProject } from '../../../../contract/tender';
import { budgetLabel, formatDates } from '../format';
import { BriefCriteria } from './BriefCriteria';
import { Section } from './Section';
import '../../../components/facts/facts.css';

/**
 * What the client wants: description, budget, dates, services and industries, and its message. A confidential
 * brief before its terms: the outline only (the server sends no client, description or message).
 */
export function ProjectBrief({ project }: { project: InboxProject }) {
  const hidden = project.brief_hidden;
  return (
    <Section title={hidden ? 'Кратко о проекте' : 'Бриф проекта'}>
      <dl className="facts">
        <div>
          <dt>Заказчик</dt>
          <dd>{project.company_name ?? 'Откроется после принятия условий'}</dd>
        </div>
        <div>
          <dt>Бюджет</dt>
          <dd>{budgetLabel(project.budget)}</dd>
        </div>
        <div>
          <dt>Сроки</dt>
          <dd>{formatDates(project.start_date, project.deadline)}</dd>
        </div>
        {project.services.length > 0 && (
          <div>
            <dt>Услуги</dt>
            <dd>{project.services.join(', ')}</dd>
          </div>
        )}
        {project.industries.length > 0 && (
          <div>
            <dt>Отрасли</dt>
            <dd>{project.industries.join(', ')}</dd>
          </div>
        )}
        {project.cities.length > 0 && (
          <div>
            <dt>Город</dt>
            <dd>{project.cities.join(', ')}</dd>
          </div>
        )}
      </dl>
      {hidden ? null : project.description ? (
        <p className="inbox-text">{project.description}</p>
      ) : (
        <p className="inbox-muted">Заказчик не добавил описание.</p>
      )}
      <BriefCriteria criteria={project.criteria} />
      {project.message && (
        <blockquote className="inbox-message">
          <p className="inbox-message__title">Сообщение заказчика</p>
          <p className="inbox-text">{project.message}</p>
        </blockquote>
      )}
    </Section>
  );
}
