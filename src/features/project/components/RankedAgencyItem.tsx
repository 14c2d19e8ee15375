import { useState } from 'react';
import type { RankedAgency } from '../../../../contract/ranking';
import type { ConflictFlag } from '../../../../contract/tender-conflict-api';
import '../../../components/button-link/button-link.css';
import { Confirm } from '../../../components/confirm/Confirm';
import { AgencySummary } from './AgencySummary';
import { ConflictNote } from './ConflictNote';
import { ScoreRing, ScoreWhy } from '../../../components/score-explanation/ScoreWhy';
import { SimilarAgencies } from './SimilarAgencies';
import './Plain.css';
import './RankedAgencyItem.css';

type RankedAgencyItemProps = {
  item: RankedAgency;
  project: number;
  favourite: boolean;
  busy: boolean;
  /** Serves a competitor the project names (a note: the agency stays in the ranking). */
  conflict?: ConflictFlag;
  /** The services the project requires: the card lists them first. */
  wantedServices?: readonly number[];
  onFavourite: () => void;
  onExclude: () => void;
};

/**
 * One agency of the ranking: its card, its score and why, its marks (a favourite, the client's inclusion)
 * and what the client can do with it. Plain HTML: the ranking is the client's first view of a project,
 * within the first visit's JavaScript budget.
 */
export function RankedAgencyItem({
  item,
  project,
  favourite,
  busy,
  conflict,
  wantedServices,
  onFavourite,
  onExclude,
}: RankedAgencyItemProps) {
  const [similarOpen, setSimilarOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const headingId = `ranked-${item.contractorId}`;
  return (
    <div className="plain-panel ranked-agency">
      <article aria-labelledby={headingId}>
        <div className="ranked-agency__head">
          <AgencySummary
            agency={item.contractor}
            headingId={headingId}
            wantedServices={wantedServices}
          />
          <ScoreRing score={item.score} />
        </div>
        {(favourite || item.includedByClient) && (
          <div className="ranked-agency__included">
            {favourite && <span className="plain-tag plain-tag--green">В избранном</span>}
            {item.includedByClient && (
              <span className="plain-tag plain-tag--blue">Добавлено вами</span>
            )}
            {item.includedByClient && item.failedFilters.length > 0 && (
              <span>Не проходит: {item.failedFilters.join(', ')}</span>
            )}
          </div>
        )}
        <ConflictNote flag={conflict} />
        <ScoreWhy id={`ranked-${item.contractorId}-why`} explanation={item.explanation} />
        <div className="ranked-agency__actions">
          <button type="button" className="btn" onClick={onFavourite} disabled={busy || favourite}>
            {favourite ? 'В избранном' : 'В избранное'}
          </button>
          <button
            type="button"
            className="btn btn--danger"
            disabled={busy}
            aria-expanded={confirming}
            onClick={() => setConfirming(true)}
          >
            Исключить
          </button>
          <button
            type="button"
            className="btn"
            aria-expanded={similarOpen}
            onClick={() => setSimilarOpen(!similarOpen)}
          >
            Похожие
          </button>
        </div>
        {confirming && (
          <Confirm
            title="Исключить агентство из подбора?"
            description="Оно пропадёт из списка этого проекта."
            confirmLabel="Исключить"
            pending={busy}
            onCancel={() => setConfirming(false)}
            onConfirm={() => {
              onExclude();
              setConfirming(false);
            }}
          />
        )}
        {similarOpen && (
          <SimilarAgencies
            project={project}
            contractor={item.contractorId}
            name={item.contractor.name}
          />
        )}
      </article>
    </div>
  );
}
