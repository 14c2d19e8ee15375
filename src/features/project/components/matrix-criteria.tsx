import type { ReactNode } from 'react';
import { BUDGET_BANDS } from '../../../../contract/budget';
import type { Project } from '../../../../contract/project';
import { ratingText } from '../../../../contract/rating';
import type { Candidate } from '../../../../contract/tender';
import { CANDIDATE_STATUSES } from '../../../../contract/tender-rules';
import { formatDay } from './format';
import { CANDIDATE_COLORS } from './InvitationList';
import {
  formatMoment,
  formatRoubles,
  PRICE_VERDICTS,
  priceVerdict,
  timelineVerdict,
} from './tender-format';
import { TenderTag } from './TenderTag';

const VERDICT_COLORS = { over: 'red', within: 'green', under: 'gold' } as const;

export type Criterion = {
  label: string;
  brief: ReactNode;
  value: (candidate: Candidate) => ReactNode;
};

/** The matrix's rows: each criterion, what the brief asks, and how a candidate's proposal answers it. */
export function criteria(project: Project, today: string): Criterion[] {
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
      value: (candidate) => ratingText(candidate.reviews_count, candidate.reviews_average),
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
          {(candidate.links ?? []).map((link) => (
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
          <>
            отправлено {formatMoment(candidate.submitted_at)}
            {candidate.before_brief_change && <TenderTag color="orange">до изменения ТЗ</TenderTag>}
          </>
        ) : (
          <span className="matrix-note">Ещё не отправлено</span>
        ),
    },
  ];
}
