import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { BUDGET_BANDS } from '../../../../contract/budget';
import type { Project } from '../../../../contract/project';
import type { Candidate } from '../../../../contract/tender';
import { CANDIDATE_STATUSES, type CandidateStatus } from '../../../../contract/tender-rules';
import { paths } from '../../../config/paths';
import { useMediaQuery } from '../../../hooks/use-media-query';
import { CandidateActions } from './CandidateActions';
import { formatDay } from './format';
import { CANDIDATE_COLORS } from './InvitationList';
import {
  formatMoment,
  formatRoubles,
  hasProposal,
  PRICE_VERDICTS,
  priceVerdict,
  timelineVerdict,
  todayDay,
} from './tender-format';
import { TenderTag } from './TenderTag';

/** Wide enough for criteria as rows and candidates as columns; narrower, one card per candidate. */
const MATRIX_TABLE_QUERY = '(min-width: 768px)';

const VERDICT_COLORS = { over: 'red', within: 'green', under: 'gold' } as const;
const STATUS_ORDER: CandidateStatus[] = ['winner', 'shortlisted', 'participant', 'rejected'];

type Criterion = { label: string; brief: ReactNode; value: (candidate: Candidate) => ReactNode };

function criteria(project: Project, today: string): Criterion[] {
  return [
    {
      label: 'Статус',
      brief: '—',
      value: (candidate) => (
        <>
          <TenderTag color={CANDIDATE_COLORS[candidate.status]}>
            {CANDIDATE_STATUSES[candidate.status]}
          </TenderTag>
          {candidate.status === 'rejected' && candidate.rejection_reason_name && (
            <span className="matrix-note">
              {candidate.rejection_reason_name}
              {candidate.rejection_comment && ` — ${candidate.rejection_comment}`}
            </span>
          )}
        </>
      ),
    },
    {
      label: 'Цена',
      brief: project.budget ? BUDGET_BANDS[project.budget] : 'Бюджет не указан',
      value: (candidate) => {
        if (candidate.price === null) return <span className="matrix-note">Нет цены</span>;
        const verdict = project.budget ? priceVerdict(candidate.price, project.budget) : null;
        return (
          <>
            {formatRoubles(candidate.price)}
            {verdict && (
              <TenderTag color={VERDICT_COLORS[verdict]}>{PRICE_VERDICTS[verdict]}</TenderTag>
            )}
          </>
        );
      },
    },
    {
      label: 'Срок',
      brief: project.deadline ? `до ${formatDay(project.deadline)}` : 'Срок не указан',
      value: (candidate) => {
        if (candidate.timeline_days === null) return <span className="matrix-note">Нет срока</span>;
        const verdict = timelineVerdict(candidate.timeline_days, project, today);
        return (
          <>
            {candidate.timeline_days} дн.
            {verdict && (
              <TenderTag color={verdict.fits ? 'green' : 'red'}>{verdict.label}</TenderTag>
            )}
          </>
        );
      },
    },
    {
      label: 'Услуги',
      brief: 'из требований проекта',
      value: (candidate) => (
        <>
          {candidate.services_covered.length > 0 && (
            <span>Есть: {candidate.services_covered.join(', ')}</span>
          )}
          {candidate.services_missing.length > 0 && (
            <span className="matrix-missing">Нет: {candidate.services_missing.join(', ')}</span>
          )}
        </>
      ),
    },
    {
      label: 'Команда проекта',
      brief: '—',
      value: (candidate) => candidate.team || <span className="matrix-note">Не указана</span>,
    },
    {
      label: 'Сотрудников в агентстве',
      brief: '—',
      value: (candidate) => candidate.staff_size ?? '—',
    },
    {
      label: 'Отзывы',
      brief: '—',
      value: (candidate) =>
        candidate.reviews_count === 0 || candidate.reviews_average === null
          ? 'Нет отзывов'
          : `${candidate.reviews_average.toLocaleString('ru-RU', { maximumFractionDigits: 1 })} из 5 · ${candidate.reviews_count}`,
    },
    {
      label: 'Совпадение с брифом',
      brief: '—',
      value: (candidate) =>
        candidate.match_score === null ? '—' : `${candidate.match_score} из 100`,
    },
    {
      label: 'Подход',
      brief: '—',
      value: (candidate) => (
        <>
          {candidate.approach ? (
            <span className="matrix-text">{candidate.approach}</span>
          ) : (
            <span className="matrix-note">Не описан</span>
          )}
          {candidate.links.map((link) => (
            <a key={link.url} href={link.url} target="_blank" rel="noopener noreferrer">
              {link.name}
            </a>
          ))}
        </>
      ),
    },
    {
      label: 'Предложение',
      brief: '—',
      value: (candidate) =>
        candidate.submitted_at ? (
          `отправлено ${formatMoment(candidate.submitted_at)}`
        ) : (
          <span className="matrix-note">Ещё не отправлено</span>
        ),
    },
  ];
}

const sorted = (candidates: Candidate[]) =>
  [...candidates].sort(
    (a, b) =>
      STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status) ||
      Number(hasProposal(b)) - Number(hasProposal(a)),
  );

const AgencyLink = ({ candidate }: { candidate: Candidate }) => (
  <Link to={paths.executor.getHref(candidate.contractor)}>{candidate.contractor_name}</Link>
);

/**
 * The proposals side by side against the brief: price against the budget band, timeline against the deadline,
 * services covered and missing, team, reviews, match. Actions only while the project is open.
 */
export function ComparisonMatrix({
  project,
  candidates,
}: {
  project: Project;
  candidates: Candidate[];
}) {
  const wide = useMediaQuery(MATRIX_TABLE_QUERY);
  const rows = criteria(project, todayDay());
  const list = sorted(candidates);
  const open = project.status !== 'closed';
  if (wide)
    return (
      <div className="tender-matrix" role="region" aria-label="Сравнение предложений" tabIndex={0}>
        <table>
          <thead>
            <tr>
              <th scope="col">Критерий</th>
              <th scope="col">Бриф</th>
              {list.map((candidate) => (
                <th scope="col" key={candidate.id}>
                  <AgencyLink candidate={candidate} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">{row.label}</th>
                <td className="tender-matrix__brief">{row.brief}</td>
                {list.map((candidate) => (
                  <td key={candidate.id}>
                    <div className="matrix-cell">{row.value(candidate)}</div>
                  </td>
                ))}
              </tr>
            ))}
            {open && (
              <tr>
                <th scope="row">Решение</th>
                <td className="tender-matrix__brief" />
                {list.map((candidate) => (
                  <td key={candidate.id}>
                    <CandidateActions project={project.id} candidate={candidate} />
                  </td>
                ))}
              </tr>
            )}
          </tbody>
        </table>
      </div>
    );
  return (
    <ul className="candidate-cards" aria-label="Предложения участников">
      {list.map((candidate) => (
        <li key={candidate.id}>
          <article className="candidate-card" aria-labelledby={`candidate-${candidate.id}`}>
            <h3 id={`candidate-${candidate.id}`}>
              <AgencyLink candidate={candidate} />
            </h3>
            <dl>
              {rows.map((row) => (
                <div key={row.label}>
                  <dt>
                    {row.label}
                    {row.brief !== '—' && <span className="matrix-note"> · бриф: {row.brief}</span>}
                  </dt>
                  <dd className="matrix-cell">{row.value(candidate)}</dd>
                </div>
              ))}
            </dl>
            {open && <CandidateActions project={project.id} candidate={candidate} />}
          </article>
        </li>
      ))}
    </ul>
  );
}
